import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { clientRouteTable } from "./scripts/client-route-table";
import { shellChunks } from "./scripts/shell-chunk";
import { thirdPartyLicenses } from "./scripts/third-party-licenses";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
    vanillaExtractPlugin(),
    thirdPartyLicenses(),
    clientRouteTable(),
  ],
  build: {
    target: "es2022",
    minify: isSsrBuild ? false : "terser",
    // Vite turns terser's Safari 10/11 workarounds on by default (loop scoping, await); the es2022 target rules
    // those browsers out, and without them every page's first load is 0.2 KB gzip lighter (decision 0264).
    terserOptions: { safari10: false, compress: { passes: 3 }, format: { comments: false } },
    assetsInlineLimit: 0,
    // The browser's chunks: scripts/shell-chunk.ts (the server build is one file read once).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunks(fileURLToPath(new URL("./app", import.meta.url))) } },
  },
  server: { port: 5173 },
}));
