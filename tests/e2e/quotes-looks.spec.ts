import type { Locator } from "@playwright/test";
import { stableUuid } from "../../broker/db/demo/util";
import { brandUrl } from "./fixtures";
import { expect, test } from "./sessions";

/**
 * How the quote pages look (the visual review of 2026-12-03): each step's badge in the tone that says who acts, its
 * words at 4.5:1 at least on what lies behind them, in two brands. Read only: demo.quotes' stored sessions.
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
  });
}
