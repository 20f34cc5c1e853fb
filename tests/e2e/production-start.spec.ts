import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
// @ts-expect-error: a plain ES module of the project's scripts, without types
import { freePorts } from "../../scripts/free-port.mjs";
import { brokerUrl } from "./auth-fixtures";
import { expect, test } from "./fixtures";

/**
 * The server started the way `npm start` starts it (`node --import ./instrument.server.mjs
 * build/start.js`, no NODE_ENV) with error reporting configured: @sentry/remix then loads
 * React before the server does, and React picks its development or production build when
 * first loaded. The server refuses to start on a development build (server.ts), so this
 * start failing is the regression. The main e2e server covers the same start without Sentry.
 */
test.describe("production start", { tag: "@once" }, () => {
  let server: ChildProcess | undefined;
  test.afterEach(() => {
    server?.kill("SIGTERM");
  });

  test("with Sentry configured and no NODE_ENV, the server starts and renders the login page", async () => {
    const [port] = (await freePorts(1)) as number[];
    // As `npm start` runs: no NODE_ENV.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"));
    const env: Record<string, string | undefined> = {
      ...inherited,
      PORT: String(port),
      // The e2e broker: no second embedded broker to seed.
      BROKER_API_URL: brokerUrl,
      BROKER_TOKENS: readFileSync(path.resolve("test-results/e2e-broker/brand-tokens.json"), "utf8"),
      // A DSN nobody listens on: Sentry loads and initialises; nothing here reports an error.
      SENTRY_DSN: "http://public@127.0.0.1:9/1",
      APP_ENV: "local",
      LOG_LEVEL: "warn",
      COOKIE_SECURE: "false",
    };
    let stderr = "";
    // The project's ProcessEnv type requires NODE_ENV; leaving it out is the point here.
    const child = spawn(process.execPath, ["--import", "./instrument.server.mjs", "build/start.js"], {
      env: env as NodeJS.ProcessEnv,
      stdio: ["ignore", "ignore", "pipe"],
    });
    server = child;
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

    const base = `http://localhost:${port}`;
    const up = async () => {
      try {
        return (await fetch(`${base}/healthz`)).ok;
      } catch {
        return false;
      }
    };
    // A server that stopped shows what it said.
    await expect.poll(() => Promise.race([up(), exited.then((code) => `exited (${code}): ${stderr}`)]), { timeout: 20_000 }).toBe(true);

    const login = await fetch(`${base}/fr-fr/connexion`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('id="password-form"');
    expect(stderr).not.toMatch(/development builds? of React/);
  });
});
