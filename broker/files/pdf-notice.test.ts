import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../test/fixtures/pdf-text";
import { renderPlanningNoticePdf } from "./pdf-notice";

const input = {
  brandName: "Assur Démo",
  generatedAt: new Date("2024-06-10T08:30:00Z"),
  client: { name: "Marie Lefèvre", company: "Lefèvre SARL" },
  contract: { number: "CTR-2024-0042", label: "Multirisque bureaux" },
  notice: { reference: "pln_123", dueOn: "2024-07-05", amount: 1234.5, currency: "EUR" },
};

describe("planning notice", () => {
  it("states the contract, due date, amount and brand", async () => {
    const bytes = await renderPlanningNoticePdf({ ...input, lang: "en" });
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Payment notice CTR-2024-0042");
    const text = pdfText(bytes);
    for (const part of ["Payment notice", "CTR-2024-0042", "Multirisque bureaux", "5 July 2024", "1,234.50 EUR", "Assur Démo", "Lefèvre SARL", "pln_123"]) {
      expect(text).toContain(part);
    }
  });

  it("writes the language asked, French and German here (every language: pdf-texts.test.ts)", async () => {
    const fr = pdfText(await renderPlanningNoticePdf({ ...input, lang: "fr" }));
    expect(fr).toContain("Avis d'échéance");
    expect(fr).toContain("5 juillet 2024");
    expect(fr).toContain("1 234,50 EUR");
    const de = pdfText(await renderPlanningNoticePdf({ ...input, lang: "de", client: null }));
    for (const part of ["Beitragsmitteilung", "5. Juli 2024", "1.234,50 EUR"]) expect(de).toContain(part);
  });

  // Audit of changes, finding 13: the yearly debit of 4,950 cut to 5 February–14 March by a termination said only its amount.
  const prorated = { ...input.notice, dueOn: "2027-02-05", amount: 515.34, prorated: { periodStart: "2027-02-05", periodEnd: "2027-03-14", fullAmount: 4950 } };
  const read = async (lang: "en" | "fr" | "de" | "it" | "es", notice: typeof input.notice = prorated) =>
    pdfText(await renderPlanningNoticePdf({ ...input, lang, notice })).replace(/\s+/g, " ");

  it.each([
    ["en", ["Amount due 515.34 EUR", "Period covered 5 February 2027 to 14 March 2027", "Full instalment 4,950.00 EUR", "a pro rata of the full instalment"]],
    [
      "fr",
      ["Montant dû 515,34 EUR", "Période couverte du 5 février 2027 au 14 mars 2027", "Échéance complète 4 950,00 EUR", "un prorata de l'échéance complète"],
    ],
    [
      "de",
      ["Fälliger Betrag 515,34 EUR", "Abgedeckter Zeitraum 5. Februar 2027 bis 14. März 2027", "Voller Beitrag 4.950,00 EUR", "(pro rata) des vollen Beitrags"],
    ],
    ["it", ["Importo dovuto 515,34 EUR", "Periodo coperto dal 5 febbraio 2027 al 14 marzo 2027", "Rata intera 4950,00 EUR", "un pro rata della rata intera"]],
    [
      "es",
      [
        "Importe adeudado 515,34 EUR",
        "Periodo cubierto del 5 de febrero de 2027 al 14 de marzo de 2027",
        "Cuota completa 4950,00 EUR",
        "prorrata) de la cuota completa",
      ],
    ],
  ] as const)("states, in %s, the days a prorated debit covers and the full instalment it is a pro rata of", async (lang, words) => {
    const text = await read(lang);
    for (const word of words) expect(text).toContain(word);
  });

  it("says nothing of a period or a pro rata for a debit of a whole period", async () => {
    const text = await read("en", input.notice);
    for (const word of ["Period covered", "Full instalment", "pro rata"]) expect(text).not.toContain(word);
  });
});
