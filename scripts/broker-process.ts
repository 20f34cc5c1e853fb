/**
 * The embedded broker v2 API in its own process (started by `scripts/start.ts`),
 * so its PGlite queries never hold up a page render. Reports its address,
 * brand tokens and demo logins to the parent over IPC, then serves until the
 * parent goes away.
 */
import { startBroker, demoLogins } from "../broker/start";

const started = await startBroker({
  port: Number(process.env.BROKER_PORT ?? 3001),
  dataDir: process.env.BROKER_DATA_DIR,
  databaseUrl: process.env.DATABASE_URL,
  // One line per request served (with the portal's requestId) at LOG_LEVEL info or debug.
  log: !["warn", "error", "silent"].includes(process.env.LOG_LEVEL ?? "info"),
});

const stop = () => {
  started.close().then(
    () => process.exit(0),
    (err: Error) => {
      console.error(`broker stop failed: ${err?.name}`);
      process.exit(1);
    },
  );
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
// The portal went away (even killed): stop too, never left behind holding the port.
process.once("disconnect", stop);
// Announced only once the handlers are in place: a parent that stops the broker as soon as it is ready
// (the production check's seeding) could otherwise kill it with the default SIGTERM action.
process.send?.({ type: "broker-ready", url: started.url, brandTokens: started.brandTokens, demoLogins: demoLogins ?? [] });
