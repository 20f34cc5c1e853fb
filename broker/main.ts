/** `npm run broker`: the broker on its own (env: docs/configuration.md "Broker"). */
import { join } from "node:path";
import { isProduction, loadConfig } from "./config";
import { startBroker } from "./start";

const config = loadConfig();
const broker = await startBroker();
const dataDir = config.dataDir;
const shutdown = () => {
  broker.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
// The handlers are in place before the address is printed, which a supervisor may wait for.
console.log(`Broker API listening on ${broker.url}/v2 (OpenAPI: ${broker.url}/v2/openapi.json)`);
console.log(`Brand tokens: ${join(dataDir, "brand-tokens.json")}`);
if (!isProduction(config)) console.log(`Dev mailbox: ${broker.url}/dev/mailbox`);
