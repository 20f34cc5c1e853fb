/**
 * Public entry of the package: the portal's start script and `npm run broker`
 * call startBroker(). Opens the DB, migrates, seeds a fresh DB, serves on 127.0.0.1.
 */
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createBrokerApp } from "./app";
import { loadConfig } from "./config";
import { ensureBrandTokens } from "./db/brand-tokens";
import { migrate, openDatabase, whileStarting } from "./db/client";
import { hasBrands, seedDatabase } from "./db/seed";
import { openFileStore } from "./files/file-store";
import { purgeExpiredIdempotencyKeys } from "./http/idempotency";
import { purgeExpiredRateLimits } from "./http/rate-limit";
import { createLogger } from "./log";
import { createOutboxSender } from "./outbox/sender";

export { demoLogins } from "./db/demo/logins";

export type StartBrokerOptions = {
  /** Default BROKER_PORT or 3001; 0 picks a free port. */
  port?: number;
  /** PostgreSQL URL; default DATABASE_URL; without it, embedded PGlite. */
  databaseUrl?: string;
  /** Broker data folder (PGlite in `pglite/`, `brand-tokens.json`); default BROKER_DATA_DIR or ./data. */
  dataDir?: string;
  /** Seed a database that has no brands yet. Default true. */
  seed?: boolean;
  /** Request logs on stdout. Default true. */
  log?: boolean;
};

export type RunningBroker = { url: string; brandTokens: Record<string, string>; close(): Promise<void> };

const HOUSEKEEPING_MS = 10 * 60 * 1000;

export async function startBroker(opts: StartBrokerOptions = {}): Promise<RunningBroker> {
  const settings = loadConfig();
  // Options win over the environment; the uploads then follow the same data folder as the database.
  const dataDir = opts.dataDir ?? settings.dataDir;
  const databaseUrl = opts.databaseUrl ?? settings.databaseUrl;
  const port = opts.port ?? settings.port;
  const config = { ...settings, dataDir, databaseUrl, port };
  const log = createLogger(opts.log ?? true);

  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await whileStarting(handle.db, async () => {
      await migrate(handle.db);
      if ((opts.seed ?? true) && !(await hasBrands(handle.db))) {
        // Real PDFs behind the demo's uploaded documents and claim proofs.
        await seedDatabase(handle.db, { fileStore: openFileStore({ db: handle.db, appEnv: config.appEnv, databaseUrl, dataDir }) });
        log.info("seeded", { driver: handle.driver });
      }
    });
  } catch (err) {
    await handle.close();
    throw err;
  }
  const brandTokens = await ensureBrandTokens(handle.db, { tokensFile: join(dataDir, "brand-tokens.json") });

  const app = createBrokerApp({ db: handle.db, config, log });
  const sender = createOutboxSender({ db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  sender.start();
  const housekeeping = setInterval(() => {
    const now = new Date();
    Promise.all([purgeExpiredIdempotencyKeys(handle.db, now), purgeExpiredRateLimits(handle.db, now)]).catch((err: Error) =>
      log.error("housekeeping_failed", { name: err?.name }),
    );
  }, HOUSEKEEPING_MS);
  housekeeping.unref();

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => resolve(s));
    s.once("error", reject);
  });
  const address = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;

  let closing: Promise<void> | null = null;
  return {
    url,
    brandTokens,
    close: () =>
      (closing ??= (async () => {
        clearInterval(housekeeping);
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await sender.stop();
        await handle.close();
      })()),
  };
}
