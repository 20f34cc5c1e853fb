import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test as setup, type TestInfo } from "@playwright/test";
import { demoPassword } from "./auth-fixtures";
import { port } from "./fixtures";
import { sessionFile, storedSessions } from "./sessions";

// The "setup" project: one sign-in through the real login form per stored session (sessions.ts), run before the
// js, no-js and once projects, which depend on it. The form is posted over plain HTTP, as a browser without
// JavaScript posts it (sign-in.spec.ts drives it in the browser, with and without JavaScript): a browser added
// nothing here but two seconds per session. What the browser would keep, the cookies its answers set with their
// attributes, is written as Playwright's storage state.

type StoredCookie = {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: "Strict" | "Lax" | "None";
};
type Answer = { status: number; location: string | null; body: string };

/** One visitor's cookie jar on one host, as a browser keeps it from the Set-Cookie headers it receives. */
class CookieJar {
  readonly cookies = new Map<string, StoredCookie>();
  constructor(readonly host: string) {}

  header(): string {
    return [...this.cookies.values()].map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  }

  take(lines: string[]) {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const at = pair.indexOf("=");
      const cookie: StoredCookie = {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        domain: this.host,
        path: "/",
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: "Lax",
      };
      for (const attribute of attributes) {
        const [key, value = ""] = attribute.split("=");
        const name = key.toLowerCase();
        if (name === "path") cookie.path = value;
        else if (name === "httponly") cookie.httpOnly = true;
        else if (name === "secure") cookie.secure = true;
        else if (name === "samesite") cookie.sameSite = (value[0].toUpperCase() + value.slice(1).toLowerCase()) as StoredCookie["sameSite"];
        else if (name === "max-age") cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
        else if (name === "expires" && cookie.expires === -1) cookie.expires = Math.floor(Date.parse(value) / 1000);
      }
      if (cookie.expires !== -1 && cookie.expires <= Date.now() / 1000) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie);
    }
  }
}

/** A request to the portal on loopback with the brand's Host header (Node does not resolve `*.localhost`), no redirect followed. */
function send(jar: CookieJar, forwardedFor: string, method: "GET" | "POST", pathname: string, form?: Record<string, string>): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method,
        headers: {
          Host: `${jar.host}:${port}`,
          "X-Forwarded-For": forwardedFor,
          Cookie: jar.header(),
          ...(body === undefined
            ? {}
            : { Origin: `http://${jar.host}:${port}`, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) }),
        },
      },
      (response) => {
        jar.take(response.headers["set-cookie"] ?? []);
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The client address of a setup test (the e2e portal believes loopback's X-Forwarded-For), as useOwnAddress gives one. */
function ownAddress(testInfo: TestInfo): string {
  let h = 0;
  for (const char of testInfo.titlePath.join("/") + testInfo.project.name) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  const n = (testInfo.workerIndex * 1000 + h) % 65000;
  return `10.${(n >> 8) & 255}.${n & 255}.${(testInfo.retry + 1) & 255}`;
}

/** The password form's hidden fields and its action, from the login page as the server renders it. */
function passwordForm(html: string): { action: string | null; fields: Record<string, string> } {
  const form = /<form\b([^>]*\bid="password-form"[^>]*)>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error("No password form on the login page");
  const action = /\saction="([^"]*)"/.exec(form[1])?.[1]?.replaceAll("&amp;", "&") ?? null;
  const fields: Record<string, string> = {};
  for (const [tag] of form[2].matchAll(/<(?:input|button)\b[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(tag)?.[1];
    const type = /\stype="([^"]*)"/.exec(tag)?.[1] ?? (tag.startsWith("<button") ? "submit" : "text");
    if (name && (type === "hidden" || type === "submit"))
      fields[name] = (/\svalue="([^"]*)"/.exec(tag)?.[1] ?? "").replaceAll("&amp;", "&").replaceAll("&quot;", '"');
  }
  return { action, fields };
}

for (const stored of storedSessions) {
  setup(`sign in ${stored.login} on ${stored.brand}`, async () => {
    const testInfo = setup.info();
    const jar = new CookieJar(`${stored.brand}.localhost`);
    const forwardedFor = ownAddress(testInfo);
    const loginPath = `/${stored.locale}/${stored.locale.startsWith("fr-") ? "connexion" : "login"}`;
    const page = await send(jar, forwardedFor, "GET", loginPath);
    expect(page.status).toBe(200);
    const form = passwordForm(page.body);
    const posted = await send(jar, forwardedFor, "POST", form.action ?? loginPath, { ...form.fields, login: stored.login, password: demoPassword });
    // Signed in: the answer leaves the login page, with the portal's session cookie for the brand's host.
    expect(posted.status, `the sign-in of ${stored.login} on ${stored.brand}`).toBe(302);
    expect([...jar.cookies.keys()]).toContain("__session");
    const next = new URL(posted.location!, `http://${jar.host}`);
    expect(next.pathname).not.toBe(loginPath);
    // The page the browser would land on, read as it would read it (a page may renew the cookie).
    const landed = await send(jar, forwardedFor, "GET", `${next.pathname}${next.search}`);
    expect(landed.status).toBeLessThan(400);
    const file = sessionFile(stored.brand, stored.login);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ cookies: [...jar.cookies.values()], origins: [] }, null, 2));
  });
}
