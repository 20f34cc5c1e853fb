import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { startBroker, type RunningBroker } from "../../../broker/start";

/**
 * For unit tests against the real broker over HTTP: a broker on a copy of the
 * run's seeded data folder (seeded-broker.global-setup.ts), so it starts on the
 * demo data without migrating and seeding again. `stop` closes it and removes
 * its folder. The test file must be in vitest.config.ts's `portal-broker` project.
 */
export async function startSeededTestBroker(folderPrefix: string): Promise<{ broker: RunningBroker; stop: () => Promise<void> }> {
  const seeded = inject("seededBrokerFolder");
  if (!seeded) throw new Error("No seeded broker folder: list this test file in the portal-broker project of vitest.config.ts");
  const dataDir = mkdtempSync(path.join(tmpdir(), folderPrefix));
  cpSync(seeded, dataDir, { recursive: true });
  const broker = await startBroker({ port: 0, dataDir, log: false });
  return {
    broker,
    stop: async () => {
      await broker.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
