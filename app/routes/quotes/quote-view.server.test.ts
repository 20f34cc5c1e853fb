import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { getFixedT } from "~/utils/i18n/i18n.server";
import type { Quote } from "~/utils/v2/api/quotes.server";
import { contractLinkOf, nextOf, quoteCardOf, quoteFacts, quoteHeader } from "./quote-view.server";

const t = ((key: string) => key) as unknown as TFunction;
const locale = { lang: "fr", country: "FR" } as const;
const quote = (values: Partial<Quote>) =>
  ({
    uuid: "9c76632d-2dba-503c-a6a2-eca61b643783",
    label: "Multirisque",
    product_name: "Multirisque professionnelle",
    number: "Q-AZURA-2101",
    step: "received",
    is_signed: false,
    conditions_accepted_at: null,
    description: null,
    date_creation: null,
    date_modif: null,
    created_at: "2026-11-26T09:00:00.000Z",
    updated_at: "2026-11-26T09:00:00.000Z",
    start_date: null,
    price_ttc: null,
    price_ht: null,
    price_tca: null,
    price_tva: null,
    price_fee: null,
    periodicity: null,
    ...values,
  }) as Quote;

const done = { toSend: 0, notDownloaded: false };

describe("what a quote's step lets the prospect do (decision 0148)", () => {
  it("says what comes next at each step, and leads to the documents only when there is something to read or sign", () => {
    for (const step of ["received", "under_review", "quote_finalized"] as const) {
      expect(nextOf(quote({ step }), done, locale, t)).toMatchObject({ text: `quotes:next.${step}`, documentsHref: null });
    }
    for (const step of ["quote_ready", "sign_needed"] as const) {
      expect(nextOf(quote({ step }), done, locale, t).documentsHref).toBe("/fr-fr/quotes/9c76632d-2dba-503c-a6a2-eca61b643783/documents");
    }
  });

  it("says what is still to do first, from the quote's documents and conditions, not from its step alone (decision 0269)", () => {
    const words = ((key: string, values?: { count?: number }) => (values?.count === undefined ? key : `${key} ${values.count}`)) as unknown as TFunction;
    const accepted = "2026-11-26T10:00:00.000Z";
    const textOf = (values: Partial<Quote>, todo: { toSend: number; notDownloaded: boolean }) => nextOf(quote(values), todo, locale, words).text;
    for (const step of ["quote_ready", "sign_needed"] as const) {
      // Nothing done (demo.bespoke-one's QB-3007 at "signature needed"): the required documents come first, then the documents to read.
      expect(textOf({ step }, { toSend: 2, notDownloaded: true })).toBe("quotes:next.send 2");
      expect(textOf({ step }, { toSend: 0, notDownloaded: true })).toBe("quotes:next.read");
      expect(textOf({ step }, done)).toBe("quotes:next.accept");
      expect(textOf({ step, conditions_accepted_at: accepted }, done)).toBe("quotes:next.sign");
      // Accepted conditions do not hide a document still to send (one refused after the acceptance).
      expect(textOf({ step, conditions_accepted_at: accepted }, { toSend: 1, notDownloaded: false })).toBe("quotes:next.send 1");
    }
    // Signed, whatever step the broker left it in; being prepared, whatever is missing.
    expect(textOf({ step: "sign_needed", is_signed: true }, { toSend: 1, notDownloaded: true })).toBe("quotes:next.quote_finalized");
    expect(textOf({ step: "under_review" }, { toSend: 1, notDownloaded: true })).toBe("quotes:next.under_review");
  });

  it("gives one price line saying when, for a quote not priced yet, and the prices once it is", () => {
    const terms = (q: Quote) => quoteFacts(q, locale, t).map((fact) => fact.term);
    const pending = quoteFacts(quote({}), locale, t).find((fact) => fact.term === "quotes:details.price");
    expect(pending?.value).toBe("quotes:details.pricePending");
    expect(terms(quote({}))).not.toContain("quotes:details.priceTtc");
    const priced = terms(quote({ step: "quote_ready", price_ttc: 1199, price_ht: 1100 }));
    expect(priced).toContain("quotes:details.priceTtc");
    expect(priced).not.toContain("quotes:details.price");
  });
});

describe("the quotes list's and the bespoke quotes list's cards", () => {
  it("word both kinds the same (number, step, price, last update), each linking to its own route", () => {
    const words = ((key: string, values?: Record<string, string>) => (values ? `${key} ${Object.values(values).join(" ")}` : key)) as unknown as TFunction;
    const ready = quote({ step: "sign_needed", price_ttc: 643.1, date_modif: "2026-11-20T09:00:00.000Z" });
    const plain = quoteCardOf(ready, "quote", locale, words);
    const bespoke = quoteCardOf({ ...ready, is_bespoke: true } as Quote, "bespoke-quote", locale, words);
    expect(plain).toMatchObject({
      name: "Multirisque professionnelle",
      number: "quotes:header.number Q-AZURA-2101",
      stepText: "quotes:step.sign_needed",
      updated: expect.stringMatching(/^quotes:list\.updated 20\snovembre\s2026$/),
      href: "/fr-fr/quotes/9c76632d-2dba-503c-a6a2-eca61b643783",
    });
    expect(plain.price).toMatch(/^643,10\s€$/);
    expect({ ...bespoke, href: plain.href }).toEqual(plain);
    expect(bespoke.href).toBe("/fr-fr/bespoke-quotes/9c76632d-2dba-503c-a6a2-eca61b643783");
    // A signed quote reads as finalised whatever step the broker left it in.
    expect(quoteCardOf(quote({ step: "sign_needed", is_signed: true }), "bespoke-quote", locale, words).stepText).toBe("quotes:step.quote_finalized");
  });
});

describe("a quote's step badge (the visual review of 2026-12-03)", () => {
  it("says who acts by its tone, on the cards and in the header alike: the broker (neutral), the prospect (attention), nobody any more (positive)", () => {
    const tones = { received: "neutral", under_review: "neutral", quote_ready: "attention", sign_needed: "attention", quote_finalized: "positive" } as const;
    for (const [step, tone] of Object.entries(tones)) {
      const q = quote({ step: step as Quote["step"] });
      expect(quoteCardOf(q, "quote", locale, t).tone, step).toBe(tone);
      expect(quoteHeader(q, locale, t).tone, step).toBe(tone);
    }
    // A signed quote is done whatever step the broker left it in.
    expect(quoteCardOf(quote({ step: "sign_needed", is_signed: true }), "quote", locale, t).tone).toBe("positive");
    expect(quoteHeader(quote({ step: "sign_needed", is_signed: true }), locale, t).tone).toBe("positive");
  });
});

describe("a quote's price says what it is per (the visual review of 2026-12-03)", () => {
  const priced = (periodicity: string | null) => quote({ step: "quote_ready", price_ttc: 1199, periodicity });
  it.each([
    ["fr", "FR", "annual", "1 199,00 € par an"],
    ["en", "FR", "monthly", "€1,199.00 per month"],
    ["de", "DE", "annual", "1.199,00 € pro Jahr"],
    ["it", "IT", "one_shot", "1199,00 € in un'unica soluzione"],
    ["es", "ES", "monthly", "1199,00 € al mes"],
  ] as const)("in %s, on the list's card and in the quote's header, through the money helper", async (lang, country, periodicity, words) => {
    const tr = await getFixedT(lang, ["quotes", "contract"]);
    const card = quoteCardOf(priced(periodicity), "quote", { lang, country }, tr);
    const header = quoteHeader(priced(periodicity), { lang, country }, tr);
    // Intl writes its own spaces (narrow no-break, no-break): compared as plain spaces.
    expect(card.price?.replace(/\s/g, " ")).toBe(words);
    expect(header.price).toBe(card.price);
  });

  it("is the amount alone when the quote says no period, and nothing before the quote is priced", async () => {
    const tr = await getFixedT("fr", ["quotes", "contract"]);
    expect(quoteCardOf(priced(null), "quote", locale, tr).price?.replace(/\s/g, " ")).toBe("1 199,00 €");
    expect(quoteCardOf(priced("fortnightly"), "quote", locale, tr).price?.replace(/\s/g, " ")).toBe("1 199,00 €");
    expect(quoteCardOf(quote({ periodicity: "annual" }), "quote", locale, tr).price).toBeNull();
  });
});

describe("contractLinkOf", () => {
  it("leads a client to the contract of a signed quote only (decision 0262)", () => {
    const contract_id = "ctr_azura_full_quote";
    expect(contractLinkOf(quote({ is_signed: true, contract_id }), "client", locale, t)).toEqual({
      href: "/fr-fr/contrats/ctr_azura_full_quote",
      label: "quotes:callback.toContract",
    });
    // A client's own quote has its contract of type quote before it is signed: that is the quote, no link.
    expect(contractLinkOf(quote({ is_signed: false, contract_id }), "client", locale, t)).toBeNull();
    expect(contractLinkOf(quote({ is_signed: true, contract_id }), "prospect", locale, t)).toBeNull();
    expect(contractLinkOf(quote({ is_signed: true, contract_id: null }), "client", locale, t)).toBeNull();
  });
});
