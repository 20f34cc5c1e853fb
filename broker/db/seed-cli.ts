/** `npm run seed`: migrate, seed what is missing, refresh data/brand-tokens.json. */
import { join } from "node:path";
import { ensureBrandTokens } from "./brand-tokens";
import { loadConfig } from "../config";
import { migrate, openDatabase, whileStarting } from "./client";
import { seedDatabase } from "./seed";
import { openFileStore } from "../files/file-store";

const { appEnv, dataDir, databaseUrl } = loadConfig();
const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
try {
  await whileStarting(handle.db, async () => {
    await migrate(handle.db);
    await seedDatabase(handle.db, { fileStore: openFileStore({ db: handle.db, appEnv, databaseUrl, dataDir }) });
  });
  const tokensFile = join(dataDir, "brand-tokens.json");
  const tokens = await ensureBrandTokens(handle.db, { tokensFile });
  console.log(`Seeded ${Object.keys(tokens).length} brands (${handle.driver}). Brand tokens: ${tokensFile}`);
} finally {
  await handle.close();
}
