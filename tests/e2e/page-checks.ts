import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page, Response } from "@playwright/test";

/**
 * Every document the e2e tests' browsers receive is checked here (issue 27, docs/decisions/0068):
 * no U+0000 byte in it (React 18.3 wrote some, see patches/), and the first copy of each page
 * (host and path) is kept for the Nu Html Checker, run once over all of them at the end
 * (pages.teardown.ts).
 */
export const collectedPagesDir = path.resolve("test-results/pages");

export function emptyCollectedPages(): void {
  rmSync(collectedPagesDir, { recursive: true, force: true });
  mkdirSync(collectedPagesDir, { recursive: true });
}

function isHtmlDocument(response: Response): boolean {
  return (
    response.request().resourceType() === "document" &&
    // Redirects carry no page; error pages (404, 503…) are pages too.
    (response.status() < 300 || response.status() >= 400) &&
    (response.headers()["content-type"] ?? "").startsWith("text/html")
  );
}

/** The page's key for the checker: the same path on the same brand is checked once, whatever its query. */
function pageKey(url: string): string {
  const { host, pathname } = new URL(url);
  return createHash("sha1").update(`${host}${pathname}`).digest("hex").slice(0, 16);
}

/** Keeps the first copy of a page, across workers ("wx"), with its address beside it. */
function keepPage(url: string, body: Buffer): void {
  const file = path.join(collectedPagesDir, `${pageKey(url)}.html`);
  try {
    writeFileSync(file, body, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return;
    throw error;
  }
  writeFileSync(file.replace(/\.html$/, ".url"), url);
}

/**
 * A document read without a browser (tests/e2e/http.ts): kept for the checker like the browsers' documents;
 * false when it carries a zero byte.
 */
export function checkDocument(url: string, body: Buffer): boolean {
  keepPage(url, body);
  return !body.includes(0);
}

/**
 * Listens to a browser context's documents; `finish()` waits for their bodies and returns the
 * addresses of those that carry a zero byte. A body the browser no longer holds (the page was
 * closed or navigated on before it was read) cannot be checked and is skipped.
 */
export function watchDocuments(context: BrowserContext): { finish: () => Promise<string[]> } {
  const reads: Promise<string | null>[] = [];
  const onResponse = (response: Response) => {
    if (!isHtmlDocument(response)) return;
    reads.push(
      response.body().then(
        (body) => {
          keepPage(response.url(), body);
          return body.includes(0) ? response.url() : null;
        },
        () => null,
      ),
    );
  };
  context.on("response", onResponse);
  return {
    finish: async () => {
      context.off("response", onResponse);
      return (await Promise.all(reads)).filter((url): url is string => url !== null);
    },
  };
}

/**
 * React's errors when a page does not hydrate as the server drew it (a text or element that differs, or a
 * boundary updated before it hydrated): React then draws the page again in the browser, and what the
 * visitor had typed, chosen or focused meanwhile is lost (decision 0258). Minified in the production build.
 */
const hydrationError = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|did not match|hydrating/i;
const cspViolation = /Content Security Policy/;

/**
 * Listens to every page of a browser context; `finish()` returns, for each page that had them, its hydration
 * errors and Content Security Policy violations (both are never meant: a test that wants one does not exist).
 */
export function watchPageErrors(context: BrowserContext): { finish: () => string[] } {
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on("pageerror", (error) => {
      if (hydrationError.test(error.message)) problems.push(`${page.url()}: ${error.message.split("\n")[0]}`);
    });
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (hydrationError.test(text) || cspViolation.test(text)) problems.push(`${page.url()}: ${text.split("\n")[0]}`);
    });
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  return {
    finish: () => {
      context.off("page", watch);
      return problems;
    },
  };
}
