import { readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { SignJWT } from "jose";
import { brandUrl } from "./fixtures";

/** The embedded broker's port, chosen free by playwright.config.ts. */
export const brokerPort = Number(process.env.E2E_BROKER_PORT);
export const brokerUrl = `http://127.0.0.1:${brokerPort}`;
export const demoPassword = "Demo-Password-1";

/**
 * Each test gets a client address of its own (the e2e portal trusts loopback
 * as its proxy: TRUST_PROXY in playwright.config.ts), so the portal's
 * per-address limits apply per test, as they would per visitor, and the
 * rate-limit test can trip them alone.
 */
export async function useOwnAddress(page: Page, testInfo: TestInfo) {
  const n = (testInfo.workerIndex * 1000 + testInfo.repeatEachIndex * 100 + hash(testInfo.titlePath.join("/") + testInfo.project.name)) % 65000;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${(n >> 8) & 255}.${n & 255}.${(testInfo.retry + 1) & 255}` });
}

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * Brands are separate tenants with the same demo people: tests that change an
 * account (password, phone, flags) use a brand of their own per project, so
 * the JavaScript and no-JavaScript runs never share a user.
 */
export function brandFor(testInfo: TestInfo, options: { js: string; noJs: string }): string {
  return testInfo.project.name === "no-js" ? options.noJs : options.js;
}

export function isJs(testInfo: TestInfo): boolean {
  return testInfo.project.name !== "no-js";
}

/**
 * Signs in through the login form. Unless a refusal is expected, waits until
 * the browser has left the login page, so the next step runs signed in.
 */
export async function logIn(
  page: Page,
  brand: string | null,
  login: string,
  password = demoPassword,
  locale = "fr-fr",
  options: { expectRefusal?: boolean } = {},
) {
  const loginPath = `/${locale}/${locale.startsWith("fr-") ? "connexion" : "login"}`;
  await page.goto(brandUrl(brand, loginPath));
  const form = page.locator("#password-form");
  await form.locator('input[name="login"]').fill(login);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  if (options.expectRefusal) await expect(form.locator('input[name="password"]')).toHaveAttribute("aria-invalid", "true");
  else await page.waitForURL((url) => url.pathname !== loginPath);
}

export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByTestId("signed-in-name")).toContainText(name);
}

/** The newest outbox message for a recipient and template, on the broker's dev mailbox page. */
export async function readMailbox(page: Page, options: { to: string; template: string; brand: string }) {
  const mailbox = await page.context().newPage();
  try {
    let text = "";
    await expect(async () => {
      await mailbox.goto(`${brokerUrl}/dev/mailbox`);
      const article = mailbox
        .locator("article")
        .filter({ hasText: options.to })
        .filter({ hasText: options.template })
        .filter({ hasText: options.brand })
        .first();
      await expect(article).toBeVisible({ timeout: 1000 });
      text = (await article.locator("pre").textContent()) ?? "";
    }).toPass({ timeout: 15_000 });
    return { text, link: text.match(/https?:\/\/\S+/)?.[0] ?? null, code: text.match(/\b(\d{6})\b/)?.[1] ?? null };
  } finally {
    await mailbox.close();
  }
}

/** Brand API tokens the e2e broker wrote into its data folder (playwright.config.ts). */
export function brandToken(brand: string): string {
  const tokens = JSON.parse(readFileSync(path.resolve("test-results/e2e-broker/brand-tokens.json"), "utf8")) as Record<string, string>;
  const token = tokens[brand];
  if (!token) throw new Error(`No broker token for ${brand}`);
  return token;
}

type BrokerSignIn = { session: string; account: { firstname: string; lastname: string } };

/**
 * A sign-in made directly at the broker, as a partner application makes it. Each caller gives its own
 * address, so that its sign-ins count against no limit a test is measuring.
 */
export async function brokerSignIn(brand: string, login: string, password: string, forwardedFor: string): Promise<BrokerSignIn> {
  const response = await fetch(`${brokerUrl}/v2/clients/authentication`, {
    method: "POST",
    headers: { Authorization: `Bearer ${brandToken(brand)}`, "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
    body: JSON.stringify({ login, password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as BrokerSignIn;
}

/** A v2 session opened directly at the broker, as a partner application would before handing it over. */
export async function brokerSessionToken(brand: string, login: string, password = demoPassword): Promise<string> {
  return (await brokerSignIn(brand, login, password, "10.250.0.1")).session;
}

/** A single sign-on token signed with the brand's development secret (broker README). */
export function ssoToken(brand: string, email: string): Promise<string> {
  return new SignJWT({ sub: email })
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime("5m")
    .sign(new TextEncoder().encode(`dev-sso-secret-${brand}`));
}

/** A magic link asked of the broker directly, as a partner application would (the link arrives in the mailbox): its status. */
export async function askMagicLink(brand: string, login: string): Promise<number> {
  const asked = await fetch(`${brokerUrl}/v2/clients/authentication/magic-link`, {
    method: "POST",
    headers: { Authorization: `Bearer ${brandToken(brand)}`, "Content-Type": "application/json", "X-Forwarded-For": "10.250.0.4" },
    body: JSON.stringify({ login, locale: "fr-fr" }),
  });
  return asked.status;
}

/** The v2 session inside the portal's session cookie (signed, not encrypted: docs/decisions/0016). */
export function sessionCookieUser(cookieValue: string): { token: string; clientId: string } {
  const signed = decodeURIComponent(cookieValue);
  const payload = signed.slice(0, signed.lastIndexOf("."));
  return (JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as { user: { token: string; clientId: string } }).user;
}

/** The broker's answer to GET clients/{client}/session for a v2 token: 200 while it lives, 401 once ended. */
export async function brokerSessionStatus(brand: string, user: { token: string; clientId: string }): Promise<number> {
  const response = await fetch(`${brokerUrl}/v2/clients/${encodeURIComponent(user.clientId)}/session`, {
    headers: { Authorization: `Bearer ${brandToken(brand)}`, "X-Session-Token": user.token, "X-Forwarded-For": "10.250.0.3" },
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * A form post outside the browser, as a replayed cookie would come: to the
 * portal on loopback with the brand's Host header (Node does not resolve
 * `*.localhost` as Chromium does), no redirect followed.
 */
export function postForm(url: string, options: { cookie: string; form: Record<string, string>; forwardedFor?: string }) {
  const target = new URL(url);
  const body = new URLSearchParams(options.form).toString();
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: "POST",
        headers: {
          Host: target.host,
          Origin: target.origin,
          Cookie: options.cookie,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          ...(options.forwardedFor ? { "X-Forwarded-For": options.forwardedFor } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

// Shared with the cluster journey (tests/cluster), which runs outside the e2e fixtures.
export { openAccountMenu } from "../account-menu";
