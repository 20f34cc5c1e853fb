import { describe, expect, it } from "vitest";
import { BRANDS } from "../brands";
import { buildBrandDemo } from "./brand-data";
import { quotePairIds } from "./quote-pair";

const demoOf = (brand: (typeof BRANDS)[number]) => buildBrandDemo(brand.id, brand.country, { demo: "", manager: "" });

/** The demo's quotes are priced per year, per month and once (docs/decisions/0256), so each wording of a price is seen. */
describe("demo quotes' billing periods", () => {
  it("price the fleet per month, the premises per month and the construction guarantee once, in every brand", () => {
    for (const brand of BRANDS) {
      const rows = demoOf(brand);
      const quote = (id: string) => rows.quotes.find((q) => q.id === id);
      expect(quote(`quo_${brand.id}_bespoke_to_sign`), brand.id).toMatchObject({ periodicity: "monthly", priceHt: 110, priceTca: 9.9, priceTtc: 119.9 });
      expect(quote(quotePairIds(brand.id).quote("locaux")), brand.id).toMatchObject({ periodicity: "monthly", priceHt: 45, priceTca: 4.05, priceTtc: 49.05 });
      expect(quote(quotePairIds(brand.id).quote("auto")), brand.id).toMatchObject({ periodicity: "annual", priceTtc: 784.8 });
      // Paid once, by card, when it was signed.
      expect(quote(`quo_${brand.id}_bespoke_signed`), brand.id).toMatchObject({ periodicity: "one_shot", currentPaymentMethod: "card", isSigned: true });
      expect(quote(`quo_${brand.id}_bespoke_signed`)?.paidAt).toBeInstanceOf(Date);
    }
  });

  it("add up: the price with taxes is the price before taxes plus the taxes, wherever both are given", () => {
    for (const brand of BRANDS) {
      const priced = demoOf(brand).quotes.filter((q) => q.priceTtc != null && q.priceHt != null && (q.priceTca != null || q.priceTva != null));
      expect(priced.length, brand.id).toBeGreaterThan(5);
      for (const q of priced) expect(q.priceTtc, q.id).toBeCloseTo(q.priceHt! + (q.priceTca ?? 0) + (q.priceTva ?? 0), 2);
    }
  });
});
