/** `npm run broker`: the broker on its own (env: see README). */
import { join } from "node:path";
import { startBroker } from "./start";

const broker = await startBroker();
const dataDir = process.env.BROKER_DATA_DIR ?? "./data";
console.log(`Broker API listening on ${broker.url}/v2 (OpenAPI: ${broker.url}/v2/openapi.json)`);
console.log(`Brand tokens: ${join(dataDir, "brand-tokens.json")}`);
if (process.env.APP_ENV !== "production") console.log(`Dev mailbox: ${broker.url}/dev/mailbox`);

const shutdown = () => {
  broker.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
