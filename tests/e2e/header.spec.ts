import { useOwnAddress } from "./auth-fixtures";
import { brandUrl } from "./fixtures";
import { expect, test } from "./sessions";

/**
 * The signed-in header at 1280 px (docs/design-notes.md "The header", was decision 0133): one row in every language, the current
 * page marked, the languages one control. Heights are written to the test's output for the
 * closing note of issue 31.
 */
test.use({ session: { brand: "nordhafen", login: "demo.full@example.com" } });

const pages = [
  { lang: "fr", path: "/fr-de/contrats" },
  { lang: "en", path: "/en-de/contracts" },
  { lang: "de", path: "/de-de/contracts" },
  { lang: "it", path: "/it-de/contracts" },
  { lang: "es", path: "/es-de/contracts" },
] as const;

test("at 1280 px the signed-in header is one row in five languages, the current page marked", { tag: "@once" }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const heights: string[] = [];
  for (const { lang, path } of pages) {
    await page.goto(brandUrl("nordhafen", path));
    const header = page.locator("header").first();
    const box = await header.boundingBox();
    heights.push(`${lang} ${Math.round(box?.height ?? 0)} px`);
    const logo = await header.locator("img").first().boundingBox();
    const nav = await header.getByRole("navigation").first().boundingBox();
    // One row: the navigation beside the logo, not under it.
    expect(nav && logo && Math.abs(nav.y + nav.height / 2 - (logo.y + logo.height / 2)) < 12).toBe(true);
    expect(box?.height ?? 999).toBeLessThan(90);
    await expect(header.locator('a[aria-current="page"]')).toHaveCount(1);
  }
  console.info(`header height at 1280 px: ${heights.join(", ")}`);
});

// Issue 31: the 80 rem header row put the logo at x = 16 and the content at x = 80 (docs/design-notes.md "The header", was decision 0157).
test(
  "at 1280 px the header's logo and tools line up with the content's edges, the navigation on one row, in five languages",
  { tag: "@once" },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const { lang, path } of pages) {
      await page.goto(brandUrl("nordhafen", path));
      const header = page.locator("header").first();
      const measures = await page.evaluate(() => {
        const box = (element: Element | null) => element?.getBoundingClientRect() ?? null;
        const header = document.querySelector("header")!;
        const heading = box(document.querySelector("main h1"));
        const logo = box(header.querySelector("a img"));
        const controls = [...header.querySelectorAll("summary")].filter((summary) => summary.getBoundingClientRect().width > 0);
        // The main navigation (the one marking the current page); the language list is a navigation too, closed.
        const navigation = [...header.querySelectorAll("nav")].find((nav) => nav.querySelector('[aria-current="page"]'));
        const links = [...(navigation?.querySelectorAll("li") ?? [])].map((item) => Math.round(item.getBoundingClientRect().top));
        return {
          logoLeft: Math.round(logo?.left ?? -1),
          contentLeft: Math.round(heading?.left ?? -1),
          toolsRight: Math.round(Math.max(...controls.map((summary) => summary.getBoundingClientRect().right))),
          contentRight: Math.round(heading?.right ?? -1),
          navRows: new Set(links).size,
          links: links.length,
        };
      });
      expect(measures.logoLeft, lang).toBe(measures.contentLeft);
      expect(measures.toolsRight, lang).toBe(measures.contentRight);
      expect(measures.links, lang).toBeGreaterThanOrEqual(6);
      expect(measures.navRows, lang).toBe(1);
      expect((await header.boundingBox())?.height ?? 999, lang).toBeLessThan(90);
    }
  },
);

// At 1024 px the German navigation took two rows (104 px): the signed-in name beside the initials
// left it 570 px. Between tablet width and 80 rem the name is read, not shown (docs/design-notes.md "The header", was decision 0160).
// Each brand's own country: azura is French, nordhafen German.
for (const { brand, path } of [
  { brand: "azura", path: "/de-fr/contracts" },
  { brand: "nordhafen", path: "/de-de/contracts" },
] as const) {
  test.describe(`at 1024 px (${brand})`, () => {
    test.use({ session: { brand, login: "demo.full@example.com" } });
    test(
      `the German navigation is one row, the account control shows the initials and is named by the full name (${brand})`,
      { tag: "@once" },
      async ({ page }) => {
        await page.setViewportSize({ width: 1024, height: 800 });
        await page.goto(brandUrl(brand, path));
        const header = page.locator("header").first();
        const navRows = await page.evaluate(() => {
          const navigation = [...document.querySelectorAll("header nav")].find((nav) => nav.querySelector('[aria-current="page"]'));
          return new Set([...(navigation?.querySelectorAll("li") ?? [])].map((item) => Math.round(item.getBoundingClientRect().top))).size;
        });
        expect(navRows).toBe(1);
        expect((await header.boundingBox())?.height ?? 999).toBeLessThan(90);
        const name = page.getByTestId("signed-in-name");
        // Read by screen readers (in the accessibility tree), one pixel on screen.
        await expect(name).toContainText(/\p{L}+ \p{L}+/u);
        expect((await name.boundingBox())?.width ?? 999).toBeLessThanOrEqual(1);
        const control = header.locator("summary").filter({ has: name });
        await expect(control).toHaveAccessibleName(/\p{L}+ \p{L}+/u);
        // Opened, the menu says whose it is.
        const fullName = (await name.textContent())?.match(/\p{L}+ \p{L}+$/u)?.[0] ?? "";
        await control.click();
        await expect(header.locator("details[open] li").first()).toHaveText(fullName);
        await page.setViewportSize({ width: 1280, height: 800 });
        expect((await name.boundingBox())?.width ?? 0).toBeGreaterThan(40);
        await expect(header.locator("details[open] li").first()).toBeHidden();
      },
    );
  });
}

// "Michael Koch (Geschäftsführerbereich)" was cut to "Michael Koch (Gesch…" at 1280 px (and in the phone's menu): the
// 12.5 rem control. The name is whole on its lines now, the space under it, the navigation still one row (docs/design-notes.md
// "The header", was decision 0157, amended).
for (const { brand, locale } of [
  { brand: "azura", locale: "de-fr" },
  { brand: "nordhafen", locale: "de-de" },
] as const) {
  test(
    `a manager's name and space are whole in German at 1280 and 390 px, the navigation one row (${brand})`,
    { tag: "@once" },
    async ({ browser }, testInfo) => {
      // Signed out: this file's stored session would answer the login page with the dashboard.
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      await useOwnAddress(page, testInfo);
      await page.goto(brandUrl(brand, `/${locale}/login?space=manager`));
      const form = page.locator("#manager-form");
      await form.locator('input[name="login"]').fill("demo.manager@example.com");
      await form.locator('input[name="password"]').fill("Manager-Password-1");
      await form.locator('button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.includes("/login"));
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(brandUrl(brand, `/${locale}/contracts`));
        // On a phone the account is in the menu.
        if (width === 390) await page.locator("header summary", { hasText: "Menü" }).click();
        const name = page.getByTestId("signed-in-name");
        await expect(name, `${width}`).toContainText("Geschäftsführerbereich");
        // Read as before: "… Michael Koch (Geschäftsführerbereich)", the parentheses the style's.
        await expect(page.locator("header summary").filter({ has: name }), `${width}`).toHaveAccessibleName(/\p{L}+ \p{L}+ \(Geschäftsführerbereich\)/u);
        const measures = await name.evaluate((element) => {
          const control = element.closest("summary")!.getBoundingClientRect();
          const navigation = [...document.querySelectorAll("header nav")].find((nav) => nav.querySelector('[aria-current="page"]'));
          return {
            cut: element.scrollWidth > element.clientWidth + 1,
            inside: [...element.querySelectorAll("span")].every((part) => part.getBoundingClientRect().right <= control.right + 1),
            navRows: new Set([...(navigation?.querySelectorAll("li") ?? [])].map((item) => Math.round(item.getBoundingClientRect().top))).size,
            header: document.querySelector("header")!.getBoundingClientRect().height,
            pageWidth: document.documentElement.scrollWidth,
          };
        });
        expect(measures.cut, `${width}`).toBe(false);
        expect(measures.inside, `${width}`).toBe(true);
        expect(measures.pageWidth, `${width}`).toBeLessThanOrEqual(width);
        if (width === 1280) {
          expect(measures.navRows).toBe(1);
          expect(measures.header).toBeLessThan(90);
        }
      }
      await context.close();
    },
  );
}
