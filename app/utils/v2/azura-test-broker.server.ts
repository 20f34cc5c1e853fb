import { afterAll, beforeAll } from "vitest";
import type { RunningBroker } from "../../../broker/start";
import { rereadEnv } from "~/utils/request/env.server";
import { startSeededTestBroker } from "~/utils/v2/seeded-test-broker.server";

/**
 * For unit tests of portal code against the real broker: starts one on a
 * copy of the run's seeded folder for the test file and configures the portal for azura only,
 * so any other brand (mistral…) stands for a broker that cannot answer.
 * The portal reads its settings once, on first use: call this at the top of
 * the file. Returns a getter, the broker exists once beforeAll has run.
 */
export function startAzuraTestBroker(folderPrefix: string): () => RunningBroker {
  let broker: RunningBroker | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ broker, stop } = await startSeededTestBroker(folderPrefix));
    process.env.BROKER_API_URL = broker.url;
    process.env.BROKER_TOKENS = JSON.stringify({ azura: broker.brandTokens.azura });
    rereadEnv();
  }, 120_000);
  afterAll(() => stop?.());
  return () => {
    if (!broker) throw new Error("The test broker starts in beforeAll");
    return broker;
  };
}
