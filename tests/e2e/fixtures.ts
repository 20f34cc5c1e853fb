import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { watchDocuments, watchPageErrors } from "./page-checks";

/**
 * `test` for every e2e spec: each document a test's browser contexts receive (its own `context`
 * and those it opens with browser.newContext or newPage) is checked for U+0000 and kept for the
 * Nu Html Checker (page-checks.ts, pages.teardown.ts), and no page may log a hydration error or a
 * Content Security Policy violation.
 */
export const test = base.extend<{ pageChecks: void }>({
  pageChecks: [
    async ({ context, browser }, use) => {
      const watched = [watchDocuments(context)];
      const errors = [watchPageErrors(context)];
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const opened = await newContext.call(browser, options);
        watched.push(watchDocuments(opened));
        errors.push(watchPageErrors(opened));
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      const withZeroByte = (await Promise.all(watched.map((documents) => documents.finish()))).flat();
      expect(withZeroByte, "pages with a U+0000 byte").toEqual([]);
      const problems = errors.flatMap((watch) => watch.finish());
      expect(problems, "pages React could not hydrate as the server drew them, or that broke the CSP").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The portal's port, chosen free by playwright.config.ts (which every worker inherits). */
export const port = Number(process.env.E2E_PORT);

/** One locale per language, with the country the SPEC pairs with it. */
export const localesUnderTest = ["fr-fr", "en-fr", "de-de", "it-it", "es-es"] as const;

/** Open pages and their paths (English words, French words). */
export const openPages = [
  { name: "login", en: "login", fr: "connexion" },
  { name: "legals", en: "legals", fr: "mentions-legales" },
  { name: "privacy", en: "privacy", fr: "politique-de-confidentialite" },
  { name: "cookies", en: "cookies", fr: "cookies" },
  { name: "eula", en: "eula", fr: "cgu" },
  { name: "complaints", en: "complaints", fr: "complaints" },
  { name: "accessibility", en: "accessibility", fr: "accessibilite" },
  { name: "contact", en: "contact", fr: "contact" },
  { name: "health", en: "health", fr: "health" },
] as const;

export function pagePath(locale: string, page: (typeof openPages)[number]): string {
  return `/${locale}/${locale.startsWith("fr-") ? page.fr : page.en}`;
}

export function brandUrl(brandKey: string | null, path: string): string {
  return `http://${brandKey ? `${brandKey}.` : ""}localhost:${port}${path}`;
}

export async function expectNoAxeViolations(page: Page) {
  // axe runs inside the page: in a context with JavaScript off it would wait forever. Those pages are checked
  // by open-pages.spec's "scripts blocked" runs and by the same pages' checks in the "once" project.
  if (test.info().project.use.javaScriptEnabled === false) return;
  // Legacy mode runs axe.run in the page itself. The default mode runs axe per frame and then opens a blank page,
  // injects axe into it again and merges the frames' results there (for cross-origin iframes, which the portal's
  // pages have none of): the same rules and results, about 40% more time per page (docs/decisions/0246).
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).setLegacyMode(true).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/**
 * Each match of `pattern` in the text under `selector` (every element it selects), with the number of lines it lies
 * on as the page is laid out: 1 for a number, a date or a word the page keeps whole, 2 when a line break cuts it.
 */
export async function linesOfMatches(page: Page, selector: string, pattern: RegExp): Promise<[string, number][]> {
  return page.evaluate(
    ({ selector, source, flags }) => {
      const out: [string, number][] = [];
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? "").matchAll(new RegExp(source, flags.includes("g") ? flags : `${flags}g`))) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            out.push([match[0], new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size]);
          }
        }
      }
      return out;
    },
    { selector, source: pattern.source, flags: pattern.flags },
  );
}
