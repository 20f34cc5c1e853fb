/**
 * Public entry of the package: the portal's start script and `npm run broker`
 * call startBroker(). Opens the DB, migrates, seeds a fresh DB, serves on 127.0.0.1.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createBrokerApp } from "./app";
import { loadConfig } from "./config";
import { ensureBrandTokens } from "./db/brand-tokens";
import { migrate, openDatabase, whileStarting } from "./db/client";
import { hasBrands, seedDatabase } from "./db/seed";
import { openFileStore } from "./files/file-store";
import { gracefulServer, shutdownSettings, type GracefulServer } from "./http/graceful-shutdown";
import { purgeExpiredIdempotencyKeys } from "./http/idempotency";
import { collectBrokerProcessMetrics } from "./http/metrics";
import { metricsSettings, startMetricsEndpoint } from "./http/metrics-endpoint";
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
  /**
   * SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS (http/graceful-shutdown.ts) and METRICS_PORT, METRICS_HOST
   * (http/metrics-endpoint.ts); default the process environment.
   */
  env?: Record<string, string | undefined>;
};

export type RunningBroker = {
  url: string;
  brandTokens: Record<string, string>;
  /** The Prometheus endpoint when METRICS_PORT is set. */
  metricsUrl: string | null;
  /** Graceful: drains, lets the requests in progress finish (within a bound), closes the pool. */
  close(): Promise<void>;
};

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

  const env = opts.env ?? process.env;
  let graceful: GracefulServer | null = null;
  const app = createBrokerApp({ db: handle.db, config, log, isDraining: () => graceful?.draining ?? false });
  collectBrokerProcessMetrics(handle.pool);
  const metricsAt = metricsSettings(env);
  const metrics = metricsAt ? await startMetricsEndpoint(metricsAt) : null;
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
  const running = gracefulServer(server as Server, shutdownSettings(env));
  graceful = running;

  let closing: Promise<void> | null = null;
  return {
    url,
    brandTokens,
    metricsUrl: metrics?.url ?? null,
    close: () =>
      (closing ??= (async () => {
        clearInterval(housekeeping);
        const report = await running.shutdown();
        await sender.stop();
        await handle.close();
        await metrics?.close();
        // Logged even when request logs are off: an operator sees each stop and what it cut.
        (opts.log === false ? createLogger(true) : log).info("shutdown", report);
      })()),
  };
}
