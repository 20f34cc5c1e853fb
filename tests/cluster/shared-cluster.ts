import { test as base } from "@playwright/test";
import { startCluster, type Cluster } from "../../scripts/cluster.mjs";

/** The portals' memory (MEMORY_LIMIT_MB, their heap bound derived from it): rolling-restart.spec.ts checks they stay under it. */
export const memoryLimitMb = 512;

// The cluster's own lines (each process's pid, haproxy's warnings) go to the report of the file running now.
const beforeAnyFile: string[] = [];
let sink = beforeAnyFile;
/** From now on the cluster's lines are added to `lines` (with those written before any file asked for them). */
export function clusterLinesInto(lines: string[]): void {
  lines.push(...beforeAnyFile.splice(0));
  sink = lines;
}

/**
 * One cluster for the stage's spec files (one worker, `workers: 1`): each file used to start its own and stop it,
 * the same six processes on the same database. Every option either file needs: haproxy's request log and the
 * `X-Served-By` header (scale-journey.spec.ts), the processes' logs, metrics ports and the portals' memory bound
 * (rolling-restart.spec.ts). A failed test ends the worker, and the next file starts a cluster of its own.
 */
export const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const cluster = await startCluster({
        anyPort: true,
        debug: true,
        checkMs: 500,
        logLevel: "info",
        captureLogs: true,
        metrics: true,
        memoryLimitMb,
        log: (line) => sink.push(line),
      });
      try {
        await use(cluster);
      } finally {
        await cluster.stop();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

export { expect } from "@playwright/test";
