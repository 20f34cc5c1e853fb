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
});
