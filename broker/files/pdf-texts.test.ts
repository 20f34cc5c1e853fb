/** Every generated PDF speaks the five languages: no key missing, nothing left in English, dates and amounts in the language. */
import { describe, expect, it } from "vitest";
import { languages, type Language } from "../../contract/codes/language";
import { pdfText } from "../test/fixtures/pdf-text";
import { renderCertificatePdf, renderInvoicePdf, renderQuoteDocumentPdf, renderSepaMandatePdf, renderTerminationAcknowledgementPdf } from "./pdf";
import { renderPlanningNoticePdf } from "./pdf-notice";
import { pdfTexts } from "./pdf-texts";

/** Each text as a string (functions called with placeholder arguments), by its path: `invoiceTitle.payment`, `notice.intro`. */
function leaves(value: unknown, path = ""): Record<string, string> {
  if (typeof value === "function") return { [path]: String(value(...["A", "B", "C", "D", "E", "F"])) };
  if (typeof value === "string") return { [path]: value };
  if (value && typeof value === "object")
    return Object.assign({}, ...Object.entries(value).map(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key)));
  return { [path]: "" };
}

/** Words written the same in English and that language (checked by hand). */
const sameAsEnglish: Partial<Record<Language, string[]>> = {
  fr: ["iban", "bic", "signature", "total", "taxes", "clientData", "page", "rights.email", "rights.subjects.rectification"],
  de: ["iban", "bic", "status", "rights.name"],
  it: ["iban", "bic", "rights.email"],
  es: ["iban", "bic", "total"],
};

describe("PDF texts", () => {
  const english = leaves(pdfTexts.en);

  it.each(languages.filter((l) => l !== "en"))("%s has every English text, none empty, none left in English", (lang) => {
    const own = leaves(pdfTexts[lang]);
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    for (const [path, value] of Object.entries(own)) {
      expect(value.trim(), `${lang} ${path}`).not.toBe("");
      if (!sameAsEnglish[lang]?.includes(path)) expect(value, `${lang} ${path} is still English`).not.toBe(english[path]);
    }
  });

  it("fails on a language missing a text or still in English", () => {
    const { notice, ...rest } = pdfTexts.de;
    const missing = leaves({ ...rest, notice: { ...notice, amount: undefined } });
    expect(missing["notice.amount"]).toBe("");
    expect(leaves({ ...pdfTexts.de, quoteTitle: pdfTexts.en.quoteTitle }).quoteTitle).toBe(english.quoteTitle);
  });
});

const common = { brandName: "Assur Démo", generatedAt: new Date("2024-06-10T08:30:00Z") };
const client = { name: "Marie Lefèvre" };
const contract = { number: "CTR-7", label: "Multirisque" };
const read = async (bytes: Promise<Uint8Array>) => pdfText(await bytes).replace(/\s+/g, " ");

const invoice = (lang: Language) =>
  renderInvoicePdf({
    ...common,
    lang,
    client,
    contract,
    invoice: {
      number: "FA-1",
      kind: "payment",
      status: "issued",
      issuedOn: "2024-06-01",
      periodStart: "2024-06-01",
      periodEnd: "2024-06-30",
      currency: "EUR",
      lines: [{ label: "Multirisque", amount: 1234.5 }],
    },
  });

describe("PDFs in the language asked", () => {
  it.each([
    ["en", ["Invoice", "Issued, awaiting payment", "1 June 2024 to 30 June 2024", "1,234.50 EUR", "Generated on 10 June 2024"]],
    ["fr", ["Facture", "Émise, en attente de paiement", "du 1er juin 2024 au 30 juin 2024", "1 234,50 EUR", "Document généré le 10 juin 2024"]],
    ["de", ["Rechnung", "Ausgestellt, Zahlung ausstehend", "1. Juni 2024 bis 30. Juni 2024", "1.234,50 EUR", "Erstellt am 10. Juni 2024"]],
    ["it", ["Fattura", "Emessa, in attesa di pagamento", "dal 1 giugno 2024 al 30 giugno 2024", "1234,50 EUR", "Documento generato il 10 giugno 2024"]],
    [
      "es",
      ["Factura", "Emitida, pendiente de pago", "del 1 de junio de 2024 al 30 de junio de 2024", "1234,50 EUR", "Documento generado el 10 de junio de 2024"],
    ],
  ] as const)("writes the invoice in %s, with its dates and amounts", async (lang, words) => {
    const text = await read(invoice(lang));
    for (const word of words) expect(text).toContain(word);
  });

  it("writes the certificate, the notice, the mandate, the acknowledgement and the quote in German, Italian and Spanish", async () => {
    const certificate = await read(
      renderCertificatePdf({ ...common, lang: "de", client, contract, validFrom: "2024-01-01", validTo: null, issuedOn: "2024-06-10" }),
    );
    expect(certificate).toContain("Versicherungsbestätigung");
    expect(certificate).toContain("1. Januar 2024");
    expect(certificate).toContain("Bis zur Kündigung");

    const notice = await read(
      renderPlanningNoticePdf({ ...common, lang: "es", contract, notice: { reference: "pln_1", dueOn: "2024-07-05", amount: 99, currency: "EUR" } }),
    );
    expect(notice).toContain("Aviso de vencimiento");
    expect(notice).toContain("5 de julio de 2024");
    expect(notice).toContain("Importe adeudado");

    const mandate = await read(
      renderSepaMandatePdf({
        ...common,
        lang: "it",
        mandateReference: "RUM-1",
        creditor: { name: "Assur Démo", identifier: "IT12ZZZ123" },
        debtor: { name: "Marie", iban: "IT60X0542811101000000123456" },
        paymentType: "recurrent",
      }),
    );
    expect(mandate).toContain("Mandato per addebito diretto SEPA");
    expect(mandate).toContain("8 settimane");
    expect(mandate).toContain("Non ancora firmato");

    const acknowledgement = await read(
      renderTerminationAcknowledgementPdf({
        ...common,
        lang: "it",
        client,
        contract,
        request: { reference: "RES-1", receivedAt: new Date("2024-06-10T08:30:00Z"), reason: "Trasloco", effectiveDate: null },
      }),
    );
    expect(acknowledgement).toContain("Conferma di ricezione della richiesta di disdetta");
    expect(acknowledgement).toContain("10 giugno 2024");

    const quote = await read(
      renderQuoteDocumentPdf({
        ...common,
        lang: "es",
        client,
        quote: { number: "DEV-1", label: "RC", createdOn: "2024-06-01", currency: "EUR", priceInclTax: 545 },
      }),
    );
    expect(quote).toContain("Presupuesto");
    expect(quote).toContain("545,00 EUR");
    expect(quote).toContain("1 de junio de 2024");
  });
});
