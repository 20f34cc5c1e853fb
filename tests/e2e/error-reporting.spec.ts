import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, get as httpGet, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
// @ts-expect-error: a plain ES module of the project's scripts, without types
import { freePorts } from "../../scripts/free-port.mjs";
import { brokerUrl, demoPassword, sessionCookieUser } from "./auth-fixtures";
import { expect, test } from "./fixtures";

type ReportedEvent = {
  message?: string;
  exception?: { values?: { value?: string }[] };
  platform?: string;
  request?: { url?: string; headers?: Record<string, string> };
};
type Envelope = { raw: string; events: ReportedEvent[] };

/**
 * A Sentry receiver on loopback: it accepts POST /api/<project>/envelope/, splits the
 * newline-delimited envelope (header, then item header and payload pairs) and keeps every
 * "event" item, and the raw text to search for personal data.
 */
async function startReceiver(): Promise<{ server: Server; dsn: string; envelopes: Envelope[]; hold: (ms: number) => Promise<void> }> {
  const envelopes: Envelope[] = [];
  // hold(ms): the next envelope is answered only after `ms`; the promise settles once it is.
  let held: { ms: number; answered: () => void } | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      // The browser posts cross-origin (text/plain, no preflight); CORS lets it read the answer.
      response.setHeader("Access-Control-Allow-Origin", "*");
      if (request.method !== "POST" || !/^\/api\/\d+\/envelope\/?(\?|$)/.test(request.url ?? "")) {
        response.writeHead(request.method === "OPTIONS" ? 204 : 404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const raw = (request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8");
      const lines = raw.split("\n");
      const events: ReportedEvent[] = [];
      for (let index = 1; index + 1 < lines.length; index += 2) {
        const item = JSON.parse(lines[index]!) as { type?: string };
        if (item.type === "event") events.push(JSON.parse(lines[index + 1]!) as ReportedEvent);
      }
      envelopes.push({ raw, events });
      const answer = () => response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      if (!held) return answer();
      const { ms, answered } = held;
      held = null;
      setTimeout(() => {
        answer();
        answered();
      }, ms);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const hold = (ms: number) => new Promise<void>((answered) => (held = { ms, answered }));
  return { server, dsn: `http://public@127.0.0.1:${port}/1`, envelopes, hold };
}

/** A portal as `npm start` starts it (instrument.server.mjs first), on the e2e broker, reporting to `dsn`. */
async function startPortal(dsn: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number; exited: Promise<number | null> }> {
  const [port] = (await freePorts(1)) as number[];
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"));
  const child = spawn(process.execPath, ["--import", "./instrument.server.mjs", "build/start.js"], {
    env: {
      ...inherited,
      PORT: String(port),
      BROKER_API_URL: brokerUrl,
      BROKER_TOKENS: readFileSync(path.resolve("test-results/e2e-broker/brand-tokens.json"), "utf8"),
      SENTRY_DSN: dsn,
      LOG_LEVEL: "silent",
      COOKIE_SECURE: "false",
      SESSION_IDLE_MINUTES: "120",
      ...env,
    } as Record<string, string | undefined> as NodeJS.ProcessEnv,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const up = async () => {
    try {
      return (await fetch(`http://localhost:${port}/healthz`)).ok;
    } catch {
      return false;
    }
  };
  // A portal that stopped shows what it said.
  await expect.poll(() => Promise.race([up(), exited.then((code) => `exited (${code}): ${stderr}`)]), { timeout: 30_000 }).toBe(true);
  return { child, port: port!, exited };
}

/** The status of a GET to the portal on loopback with `host` as the Host header. */
function statusOf(port: number, host: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: "127.0.0.1", port, path: pathname, headers: { Host: `${host}:${port}` } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

const messagesOf = (envelopes: Envelope[]) =>
  envelopes.flatMap((envelope) => envelope.events.map((event) => event.exception?.values?.map((value) => value.value).join(" ") ?? event.message ?? ""));

/**
 * Error reporting end to end (issue 44): a portal started as `npm start` starts it, with a DSN
 * pointing at the receiver above, a signed-in visitor on a contract's page, one server error and
 * one browser error. Each arrives once, and nothing of the visitor (cookie, v2 session token,
 * e-mail, name, client and contract ids, IP address) with it.
 */
test.describe("error reporting", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the browser error needs JavaScript");

  let portal: ChildProcess | undefined;
  let receiver: Server | undefined;
  test.afterEach(() => {
    portal?.kill("SIGTERM");
    receiver?.close();
  });

  test("a server error and a browser error each arrive once, without personal data", async ({ browser }) => {
    const sentry = await startReceiver();
    receiver = sentry.server;
    // The only environment where the deliberate server error (/monitoring-check) exists.
    const { child, port, exited } = await startPortal(sentry.dsn, { APP_ENV: "test" });
    portal = child;
    const base = `http://azura.localhost:${port}`;

    // A signed-in visitor, through the real form of this portal.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/fr-fr/connexion`);
    const form = page.locator("#password-form");
    await form.locator('input[name="login"]').fill("demo.full@example.com");
    await form.locator('input[name="password"]').fill(demoPassword);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith("/connexion"));
    const name = (await page.getByTestId("signed-in-name").innerText()).trim();
    expect(name).not.toBe("");
    const sessionCookie = (await context.cookies()).find((cookie) => cookie.value.includes("."))!;
    const user = sessionCookieUser(sessionCookie.value);

    // A page whose address names the visitor's contract; the SDK is a lazy chunk, started once hydrated.
    const contract = "ctr_azura_full_formalised";
    const sdkLoaded = page.waitForResponse((response) => /\/assets\/monitoring\.client-[\w-]+\.js$/.test(response.url()));
    await page.goto(`${base}/fr-fr/contrats/${contract}/details?client=${user.clientId}`);
    expect((await sdkLoaded).ok()).toBe(true);
    await page.waitForFunction(() => "__SENTRY__" in window);

    // The server error, asked from the page (its cookie goes along) with a forwarded address and an id in the query.
    const failed = await page.evaluate(
      (clientId) =>
        fetch(`/monitoring-check?client=${encodeURIComponent(clientId)}`, { headers: { "X-Forwarded-For": "203.0.113.77" } }).then((answer) => answer.status),
      user.clientId,
    );
    expect(failed).toBe(500);
    // The browser error: an uncaught exception in the page.
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error("Monitoring check: a deliberate browser error");
      }),
    );

    await expect.poll(() => messagesOf(sentry.envelopes).filter((message) => message.includes("Monitoring check")).length, { timeout: 15_000 }).toBe(2);
    // A duplicate would be sent before what each side reports next: a later error on each side, and once both
    // have arrived, every report of the first two has too.
    expect(
      await page.evaluate(() =>
        fetch("/monitoring-check?later=1").then((answer) => {
          setTimeout(() => {
            throw new Error("Monitoring check: a later browser error");
          });
          return answer.status;
        }),
      ),
    ).toBe(500);
    await expect
      .poll(() => messagesOf(sentry.envelopes).filter((message) => /deliberate server error|later browser error/.test(message)).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    const messages = messagesOf(sentry.envelopes);
    expect(messages.filter((message) => message.includes("deliberate server error"))).toHaveLength(2);
    expect(messages.filter((message) => message.includes("deliberate browser error"))).toHaveLength(1);
    expect(messages.filter((message) => message.includes("later browser error"))).toHaveLength(1);
    // The first two reports: the later ones are only there to mark the end.
    const first = (event: ReportedEvent) => !/later browser error/.test(event.exception?.values?.map((value) => value.value).join(" ") ?? "");
    const events = sentry.envelopes
      .flatMap((envelope) => envelope.events)
      .filter(first)
      .filter((event, index, all) => event.platform !== "node" || all.findIndex((other) => other.platform === "node") === index);
    expect(events.map((event) => event.platform).sort()).toEqual(["javascript", "node"]);
    // Where it happened, as a route pattern.
    expect(events.map((event) => new URL(event.request?.url ?? "http://none/").pathname).sort()).toEqual([
      "/:locale/contrats/:id/details",
      "/monitoring-check",
    ]);

    const sent = sentry.envelopes.map((envelope) => envelope.raw).join("\n");
    for (const secret of [
      sessionCookie.value,
      encodeURIComponent(sessionCookie.value),
      user.token,
      user.clientId,
      contract,
      name,
      JSON.stringify(name).slice(1, -1),
      "demo.full@example.com",
      "demo.full%40example.com",
      "203.0.113.77",
    ]) {
      expect(sent, "personal data sent to error reporting").not.toContain(secret);
    }
    for (const field of ['"cookie', '"ip_address"', '"referer"', '"query_string"', '"x-forwarded-for"']) {
      expect(sent.toLowerCase(), `${field} sent to error reporting`).not.toContain(field);
    }
    for (const event of events) {
      expect(event, "a user sent to error reporting").not.toHaveProperty("user");
      expect(event, "breadcrumbs sent to error reporting").not.toHaveProperty("breadcrumbs");
      expect(Object.keys(event.request?.headers ?? {}).filter((name) => name.toLowerCase() !== "user-agent")).toEqual([]);
    }
    await context.close();

    // An error just before the process is stopped still arrives: on graceful shutdown the portal waits for the
    // reports still on their way (error-reporting.server.ts) before it exits. The receiver answers this one
    // late; a portal that did not wait would have exited before that answer.
    const lastAnswered = sentry.hold(300);
    expect(await statusOf(port, "azura.localhost", "/monitoring-check?last=1")).toBe(500);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(messagesOf(sentry.envelopes).filter((message) => message.includes("deliberate server error"))).toHaveLength(3);
    const answeredBeforeExit = await Promise.race([lastAnswered.then(() => true), new Promise<boolean>((resolve) => setImmediate(() => resolve(false)))]);
    expect(answeredBeforeExit, "the portal exited before its last report was answered").toBe(true);
  });

  test("in production the deliberate server error does not exist: 404, nothing reported", async () => {
    const sentry = await startReceiver();
    receiver = sentry.server;
    const { child, port, exited } = await startPortal(sentry.dsn, {
      APP_ENV: "production",
      SESSION_SECRET: "a production secret of at least thirty-two characters",
      // TLS would end at a proxy in front; this test speaks plain http to the process.
      HTTPS_ONLY: "false",
    });
    portal = child;
    // The brand's own host, as the first test asks it (Node does not resolve `*.localhost`: Host header).
    expect(await statusOf(port, "azura.localhost", "/fr-fr/connexion")).toBe(200);
    expect(await statusOf(port, "azura.localhost", "/monitoring-check")).toBe(404);
    // Stopped as a supervisor stops it: on graceful shutdown the portal sends the reports still queued
    // (error-reporting.server.ts) before it exits, so whatever it would have reported has arrived by then.
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(messagesOf(sentry.envelopes)).toEqual([]);
  });
});
