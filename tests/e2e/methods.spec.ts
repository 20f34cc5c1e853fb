import { request as httpRequest } from "node:http";
import type { Browser, TestInfo } from "@playwright/test";
import { audienceOf, fullPath, isBuilt, routeTable, type RouteEntry } from "../../app/route-table";
import { brandUrl, expect, port, test } from "./fixtures";
import { logIn, useOwnAddress } from "./auth-fixtures";

/**
 * Every answer a person can reach is a page or a file (issue 41 point 6,
 * decision 0164): each route of the route table, asked with each method by
 * the person it is for, answers a page, a file or a redirect, never JSON and
 * never a 5xx. A method the address does not take gets the translated 405
 * page with `Allow`; a read of an address that only takes posts (an upload)
 * goes back to the page above it. HTTP-level: the "once" project runs it.
 */
const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH"] as const;
const brand = "azura";
const locale = "fr-fr";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request as a browser without JavaScript (or a script) would send it, to 127.0.0.1 with the brand's Host (Node does not resolve `*.localhost`). */
function send(method: string, path: string, cookie: string, forwardedFor: string): Promise<Answer> {
  const host = `${brand}.localhost:${port}`;
  const body = method === "GET" || method === "HEAD" ? "" : "intent=anything";
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        headers: {
          Host: host,
          Origin: `http://${host}`,
          Cookie: cookie,
          "X-Forwarded-For": forwardedFor,
          ...(body ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(Buffer.byteLength(body)) } : {}),
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

/** The route's address with made-up values for its parameters (`:id`, `:token`…): what each method gets does not depend on them. */
function addressOf(entry: RouteEntry): string {
  const path = fullPath(entry, "fr").replace(/:(\w+)/g, (_, name: string) => `made-up-${name.toLowerCase()}`);
  return `/${locale}/${path}`.replace(/\/$/, "");
}

/** Who a route is for: its audience's demo person, signed in for this test; nobody for public and open pages. */
type Person = "client" | "prospect" | "nobody";
function personFor(entry: RouteEntry): Person {
  if (entry.access !== "session") return "nobody";
  // Quotes pages are a prospect's, or a client's who was one (decision 0251): the prospect asks them.
  return audienceOf(entry) === "prospect" || audienceOf(entry) === "quote-holder" ? "prospect" : "client";
}

async function cookieOf(browser: Browser, testInfo: TestInfo, login: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- not a hook: the e2e helper giving this browser its own address
  await useOwnAddress(page, testInfo);
  await logIn(page, brand, login);
  const cookies = await context.cookies(brandUrl(brand, "/"));
  await context.close();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

test("every route answers every method with a page, a file or a redirect: never JSON, never a 5xx", { tag: "@once" }, async ({ browser }, testInfo) => {
  test.slow(); // Six methods on each of the table's routes.
  // Own sessions, not the stored ones: a read of the logout address or of another session's page must not end a session other tests use.
  const cookies: Record<Person, string> = {
    client: await cookieOf(browser, testInfo, "demo.full@example.com"),
    prospect: await cookieOf(browser, testInfo, "demo.quote@example.com"),
    nobody: "",
  };
  const entries = (routeTable as readonly RouteEntry[]).filter(isBuilt);
  const wrong: string[] = [];
  const refused: string[] = [];
  for (const entry of entries) {
    const path = addressOf(entry);
    for (const method of methods) {
      const answer = await send(method, path, cookies[personFor(entry)], "10.41.6.1");
      const type = String(answer.headers["content-type"] ?? "");
      const label = `${method} ${path} (${entry.name}) → ${answer.status} ${type}`;
      if (answer.status >= 500) wrong.push(label);
      else if (/json/i.test(type) || /^\s*[[{]/.test(answer.body)) wrong.push(`${label}: ${answer.body.slice(0, 80)}`);
      if (answer.status === 405) {
        refused.push(`${method} ${entry.name}`);
        const allow = String(answer.headers.allow ?? "");
        if (!/^(GET, HEAD|POST|GET, HEAD, POST)$/.test(allow)) wrong.push(`${label}: Allow "${allow}"`);
        if (method !== "HEAD" && !answer.body.includes('<html lang="fr-FR"')) wrong.push(`${label}: not the French page`);
        if (method !== "HEAD" && !answer.body.includes("Cette adresse ne s&#x27;utilise pas ainsi")) wrong.push(`${label}: not the 405 page`);
      }
    }
  }
  expect(wrong).toEqual([]);
  // What the table's known cases get (issue 41): a file answers no post, an upload no delete, a page no PUT.
  for (const expected of ["POST invoice-file", "DELETE contract-required-upload", "PUT contract-payments", "PATCH gdpr-data", "PUT logout"]) {
    expect(refused, expected).toContain(expected);
  }
  // A read of an upload's address goes back to the page it is posted from.
  const upload = await send("GET", `/${locale}/contrats/ctr_azura_full_formalised/justificatifs/made-up/envoi`, cookies.client, "10.41.6.1");
  expect(upload.status).toBe(303);
  expect(upload.headers.location).toBe(`/${locale}/contrats/ctr_azura_full_formalised/justificatifs`);
  const photos = await send("GET", `/${locale}/sinistres/made-up/photos`, cookies.client, "10.41.6.1");
  expect(photos.status).toBe(303);
  expect(photos.headers.location).toBe(`/${locale}/sinistres/made-up`);
});
