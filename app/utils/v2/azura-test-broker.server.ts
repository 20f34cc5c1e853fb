import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startBroker, type RunningBroker } from "../../../broker/start";
import { rereadEnv } from "~/utils/request/env.server";

/**
 * For unit tests of portal code against the real broker: starts one on a
 * fresh folder for the test file and configures the portal for azura only,
 * so any other brand (mistral…) stands for a broker that cannot answer.
 * The portal reads its settings once, on first use: call this at the top of
 * the file. Returns a getter, the broker exists once beforeAll has run.
 */
export function startAzuraTestBroker(folderPrefix: string): () => RunningBroker {
  let broker: RunningBroker | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), folderPrefix));
    broker = await startBroker({ port: 0, dataDir, log: false });
    process.env.BROKER_API_URL = broker.url;
    process.env.BROKER_TOKENS = JSON.stringify({ azura: broker.brandTokens.azura });
    rereadEnv();
  }, 120_000);
  afterAll(async () => {
    await broker?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!broker) throw new Error("The test broker starts in beforeAll");
    return broker;
  };
}
