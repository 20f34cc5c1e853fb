import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
// @ts-expect-error: a plain ES module of the project's scripts, without types
import { freePorts } from "../../scripts/free-port.mjs";
import { brokerUrl } from "./auth-fixtures";
import { expect, test } from "./fixtures";

/**
 * The 500 screen of a page whose own loader throws (issue 45 §4, decision
 * 0185), on the built server started as `npm start` starts it: outside
 * production the debug details give the error's message and stack; in
 * production the screen says nothing of the error. The error: the easy
 * termination's confirmation given a broker answer whose receipt date is no
 * date, so the page's date formatting throws a RangeError of its own (a
 * broker in front of the e2e one, changing only that answer).
 */
test.describe("the 500 screen of a loader's own error", { tag: "@once" }, () => {
  const servers: ChildProcess[] = [];
  let broker: Server | undefined;
  let brokerAddress = "";

  test.beforeAll(async () => {
    broker = createServer((req, res) => {
      if (/^\/v2\/termination-requests\/received\//.test(req.url ?? "")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ status: "received", reference: "trm_debugdetails", received_at: "<b>not-a-date</b>" }));
        return;
      }
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === "string" && name !== "host" && name !== "content-length") headers.set(name, value);
        }
        fetch(new URL(req.url ?? "/", brokerUrl), { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined })
          .then(async (answer) => {
            const out: Record<string, string> = {};
            answer.headers.forEach((value, name) => {
              if (!["content-encoding", "content-length", "transfer-encoding"].includes(name)) out[name] = value;
            });
            res.writeHead(answer.status, out);
            res.end(Buffer.from(await answer.arrayBuffer()));
          })
          .catch(() => res.writeHead(502).end());
      });
    });
    await new Promise<void>((resolve) => broker!.listen(0, "127.0.0.1", resolve));
    brokerAddress = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    for (const server of servers) server.kill("SIGTERM");
    await new Promise((resolve) => broker?.close(resolve));
  });

  /** The built server, started as `npm start` does (no NODE_ENV), in the given APP_ENV; its address. */
  async function startPortal(appEnv: "test" | "production") {
    const [port] = (await freePorts(1)) as number[];
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV"));
    const child = spawn(process.execPath, ["build/start.js"], {
      env: {
        ...inherited,
        PORT: String(port),
        BROKER_API_URL: brokerAddress,
        BROKER_TOKENS: readFileSync(path.resolve("test-results/e2e-broker/brand-tokens.json"), "utf8"),
        APP_ENV: appEnv,
        SESSION_SECRET: "debug-details-e2e-secret-debug-details-e2e-secret",
        HTTPS_ONLY: "false",
        COOKIE_SECURE: "false",
        LOG_LEVEL: "silent",
      } as unknown as NodeJS.ProcessEnv, // NODE_ENV left out on purpose, as `npm start` runs
      stdio: ["ignore", "ignore", "pipe"],
    });
    servers.push(child);
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<string>((resolve) => child.once("exit", (code) => resolve(`exited (${code}): ${stderr}`)));
    const base = `http://localhost:${port}`;
    const up = () =>
      fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
    await expect.poll(() => Promise.race([up(), exited]), { timeout: 30_000 }).toBe(true);
    return base;
  }

  test("outside production it shows the error's message and stack, escaped; in production nothing of them", async ({ page }) => {
    test.slow(); // Two servers started.
    const confirmation = "/fr-fr/resiliation-trois-clics?sent=trm_debugdetails";

    const testing = await startPortal("test");
    const response = await page.goto(`${testing}${confirmation}`);
    expect(response?.status()).toBe(500);
    // The 500 screen in the page's language, with its way back.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();
    const details = page.locator("details");
    await details.locator("summary").click();
    await expect(details.locator("pre")).toContainText('"name": "RangeError"');
    await expect(details.locator("pre")).toContainText('"message": "Invalid time value"');
    await expect(details.locator("pre")).toContainText(/"stack": "RangeError: Invalid time value\\n\s+at /);
    expect(await response!.text()).not.toContain("<b>not-a-date</b>");

    const production = await startPortal("production");
    const answer = await page.goto(`${production}${confirmation}`);
    expect(answer?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toBeVisible();
    await expect(page.locator("details")).toHaveCount(0);
    const html = await answer!.text();
    expect(html).not.toContain("Invalid time value");
    expect(html).not.toContain("RangeError");
  });
});
