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
    terserOptions: { compress: { passes: 3 }, format: { comments: false } },
    assetsInlineLimit: 0,
    // The browser's chunks: scripts/shell-chunk.ts (the server build is one file read once).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunks(fileURLToPath(new URL("./app", import.meta.url))) } },
  },
  server: { port: 5173 },
}));
