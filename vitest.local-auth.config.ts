import { defineConfig } from "vitest/config";
export default defineConfig({
  
  resolve: { alias: [{ find: /^\.\/contract\/(resources|termination)$/, replacement: "/tmp/vt/stub.ts" }] },
  test: { include: ["broker/**/*.test.ts"], environment: "node", pool: "forks", testTimeout: 30_000, hookTimeout: 60_000 },
});
