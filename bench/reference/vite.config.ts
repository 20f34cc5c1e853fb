// Bench only, never shipped: the framework reference, a trivial Remix page with a
// root loader, built with the portal's Remix flags and served by the portal's own
// Express setup (bench/reference/serve.mjs), so the bench can state each portal
// page's throughput as a share of what the framework alone does on this machine.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [
    remix({
      appDirectory: path.join(here, "app"),
      buildDirectory: path.join(here, "build"),
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
  build: { target: "es2022", assetsInlineLimit: 0 },
});
