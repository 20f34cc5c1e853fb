import { localesUnderTest, openPages, pagePath } from "./fixtures";
import { expect, ownAddress, pageText, test, textsOf, Visitor } from "./http";

/**
 * Open pages (SPEC section 1) in every language as a browser without JavaScript receives them (the "http" project,
 * docs/decisions/0221, 0227): status, language, one heading, the title, no translation key. open-pages.spec.ts keeps
 * the same walk with JavaScript (the page hydrated) and axe.
 */
test.describe("open pages in every language", () => {
  for (const locale of localesUnderTest) {
    test(`${locale}: every open page answers 200 with its content`, async () => {
      const visitor = new Visitor(null, ownAddress(test.info()));
      for (const openPage of openPages) {
        await test.step(openPage.name, async () => {
          const path = pagePath(locale, openPage);
          const page = await visitor.read(path);
          expect(page.status, openPage.name).toBe(200);
          expect(new URL(page.url).pathname, openPage.name).toBe(path);
          expect(/<html\b[^>]*\slang="([^"]*)"/.exec(page.body)?.[1], openPage.name).toMatch(new RegExp(`^${locale.slice(0, 2)}-`));
          const headings = textsOf(page.body, "h1");
          expect(headings, openPage.name).toHaveLength(1);
          expect(headings[0], openPage.name).not.toBe("");
          // SPEC section 1: "customer space • brand name", after the page's own name.
          expect(textsOf(page.body, "title").join(" "), openPage.name).toMatch(/ • Courtia/);
          // No translation key ever reaches the screen (hidden text included: stricter than what a browser shows).
          const body = page.body.slice(page.body.search(/<body\b/));
          expect(pageText(body), openPage.name).not.toMatch(/\b(?:nav|footer|login|errors|legal|callback)\.[a-z]+/);
        });
      }
    });
  }
});
