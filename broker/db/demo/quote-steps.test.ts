import { describe, expect, it } from "vitest";
import { BRANDS } from "../brands";
import { quoteStep } from "../schema";
import { buildBrandDemo } from "./brand-data";
import { quoteStepIds } from "./quote-steps";

const demoOf = (brand: (typeof BRANDS)[number]) => buildBrandDemo(brand.id, brand.country, { demo: "", manager: "" });

describe("demo quotes in every step (docs/decisions/0148)", () => {
  it("give the steps prospect one quote per SPEC step, in step order, numbered from 2101", () => {
    for (const brand of BRANDS) {
      const rows = demoOf(brand);
      const own = quoteStepIds(brand.id);
      const quotes = rows.quotes.filter((q) => q.prospectId === own.prospect);
      expect(
        quotes.map((q) => q.step),
        brand.id,
      ).toEqual(quoteStep.enumValues);
      expect(quotes.map((q) => q.number)).toEqual([2101, 2102, 2103, 2104, 2105].map((n) => `Q-${brand.id.toUpperCase()}-${n}`));
      expect(quotes.every((q) => !q.isBespoke)).toBe(true);
      expect(rows.accounts.some((a) => a.email === "demo.quotes@example.com")).toBe(true);
    }
  });

  it("make each step look like that step: no price before it is ready, documents read and conditions accepted once only the signature is left, signed when finalised", () => {
    const azura = BRANDS.find((b) => b.id === "azura")!;
    const rows = demoOf(azura);
    const own = quoteStepIds("azura");
    const quote = (step: (typeof quoteStep.enumValues)[number]) => rows.quotes.find((q) => q.id === own.quote(step))!;
    const docs = (step: (typeof quoteStep.enumValues)[number]) => rows.documents.filter((d) => d.quoteId === own.quote(step));

    for (const step of ["received", "under_review"] as const) {
      expect(quote(step).priceTtc ?? null, step).toBeNull();
      expect(docs(step), step).toHaveLength(0);
    }
    expect(quote("quote_ready").priceTtc).toBeGreaterThan(0);
    expect(docs("quote_ready").every((d) => d.isPreContractual && !d.downloadedAt)).toBe(true);
    expect(quote("quote_ready").conditionsAcceptedAt ?? null).toBeNull();

    expect(quote("sign_needed")).toMatchObject({ hasSignNeeded: true, isSigned: false });
    expect(quote("sign_needed").conditionsAcceptedAt).toBeInstanceOf(Date);
    expect(docs("sign_needed").length).toBeGreaterThan(0);
    expect(docs("sign_needed").every((d) => d.downloadedAt instanceof Date)).toBe(true);

    expect(quote("quote_finalized")).toMatchObject({ isSigned: true, status: "signed" });
    expect(rows.signatures.find((s) => s.quoteId === own.quote("quote_finalized"))).toMatchObject({ id: own.signature, status: "signed" });
  });

  it("leave demo.quote with exactly one quote (the quotes list goes straight to it)", () => {
    const rows = demoOf(BRANDS.find((b) => b.id === "azura")!);
    expect(rows.quotes.filter((q) => q.prospectId === "pro_azura_quote" && !q.isBespoke)).toHaveLength(1);
  });
});
