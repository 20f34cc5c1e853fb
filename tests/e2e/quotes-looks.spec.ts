import type { Locator, Page } from "@playwright/test";
import { stableUuid } from "../../broker/db/demo/util";
import { brandUrl } from "./fixtures";
import { expect, test } from "./sessions";

/**
 * How the quote pages look (the visual review of 2026-12-03): each step's badge in the tone that says who acts, its
 * words at 4.5:1 at least on what lies behind them, in two brands; the quote's tabs on a phone fill their lines
 * (docs/decisions/0255), in order for the keyboard, with and without JavaScript. Read only: demo.quotes' stored sessions.
 */
const brands = [
  { brand: "azura", locale: "fr-fr", steps: ["Demande reçue", "En cours d'étude", "Devis prêt", "Signature attendue", "Finalisé"] },
  { brand: "nordhafen", locale: "de-de", steps: ["Anfrage erhalten", "In Prüfung", "Angebot bereit", "Unterschrift erforderlich", "Abgeschlossen"] },
] as const;

/** An element's text colour and the first opaque background behind it, and their WCAG contrast ratio. */
async function contrastOf(element: Locator): Promise<{ color: string; background: string; ratio: number }> {
  return element.evaluate((node) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const color = getComputedStyle(node).color;
    let background = "rgb(255, 255, 255)";
    for (let at: Element | null = node; at; at = at.parentElement) {
      const value = getComputedStyle(at).backgroundColor;
      const alpha = rgb(value)[3];
      if (alpha === undefined || alpha > 0) {
        background = value;
        break;
      }
    }
    const [hi, lo] = [luminance(rgb(color)), luminance(rgb(background))].sort((a, b) => b - a);
    return { color, background, ratio: (hi + 0.05) / (lo + 0.05) };
  });
}

/** The tabs' boxes, grouped by line (the same top), and the width of the list they are in. */
async function tabLines(page: Page) {
  const nav = page.getByRole("main").getByRole("navigation");
  const list = await nav.locator("ul").boundingBox();
  const boxes = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
  const lines = new Map<number, DOMRect[]>();
  for (const box of boxes) lines.set(Math.round(box.top), [...(lines.get(Math.round(box.top)) ?? []), box]);
  return { listWidth: list?.width ?? 0, lines: [...lines.values()] };
}

for (const { brand, locale, steps } of brands) {
  test.describe(`${brand}: the quote pages' looks`, () => {
    test.use({ session: { login: "demo.quotes@example.com", brand } });

    test(`each step's badge says who acts by its tone, readable at 4.5:1 (${brand})`, { tag: "@once" }, async ({ page }) => {
      await page.goto(brandUrl(brand, `/${locale}/quotes`));
      const main = page.getByRole("main");
      const badges = steps.map((step) => main.getByRole("listitem").getByText(step, { exact: true }));
      const colors: string[] = [];
      for (const badge of badges) {
        const { color, background, ratio } = await contrastOf(badge);
        expect(ratio, `${await badge.textContent()}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
        colors.push(color);
      }
      const [received, review, ready, sign, done] = colors;
      // The broker prepares (received, under review), the prospect acts (ready, signature needed), done: three tones.
      expect(review).toBe(received);
      expect(sign).toBe(ready);
      expect(new Set([received, ready, done]).size).toBe(3);

      // The quote's header: the same tone as its card, on the page's own background.
      await page.goto(brandUrl(brand, `/${locale}/quotes/${stableUuid(`${brand}:quote:steps_sign_needed`)}`));
      const header = page.getByRole("main").locator("header").getByText(steps[3], { exact: true });
      const inHeader = await contrastOf(header);
      expect(inHeader.color).toBe(sign);
      expect(inHeader.ratio).toBeGreaterThanOrEqual(4.5);
    });

    test(`at 390 px the quote's tabs fill their lines, in the keyboard's order; at 1280 px one row (${brand})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(brandUrl(brand, `/${locale}/quotes/${stableUuid(`${brand}:quote:steps_quote_ready`)}`));
      const { listWidth, lines } = await tabLines(page);
      expect(lines.flat()).toHaveLength(3);
      // No line with room left for another tab: each spans the list's width (a tab alone on a line spans it whole).
      for (const line of lines) {
        const span = Math.max(...line.map((box) => box.right)) - Math.min(...line.map((box) => box.left));
        expect(span, `a line of ${line.length} tab(s)`).toBeGreaterThanOrEqual(listWidth - 1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Tab goes through them as they read, left to right and down.
      const links = page.getByRole("main").getByRole("navigation").getByRole("link");
      const order = lines.flat().sort((a, b) => a.top - b.top || a.left - b.left);
      await links.first().focus();
      for (let i = 1; i < 3; i++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => document.activeElement?.getBoundingClientRect().toJSON() as DOMRect);
        expect([Math.round(focused.left), Math.round(focused.top)]).toEqual([Math.round(order[i].left), Math.round(order[i].top)]);
      }

      await page.setViewportSize({ width: 1280, height: 900 });
      expect((await tabLines(page)).lines).toHaveLength(1);
    });
  });
}
