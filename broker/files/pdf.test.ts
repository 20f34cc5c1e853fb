import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../test/fixtures/pdf-text";
import { toWinAnsi } from "./pdf-layout";
import {
  formatMoney,
  renderCertificatePdf,
  renderContractDocumentPdf,
  renderInvoicePdf,
  renderQuoteDocumentPdf,
  renderSepaMandatePdf,
  renderTerminationAcknowledgementPdf,
} from "./pdf";

const common = { brandName: "Assur Démo", lang: "en", generatedAt: new Date("2024-06-10T08:30:00Z") } as const;
const client = { name: "Marie Lefèvre", company: "Lefèvre SARL", address: "12 rue de la Paix, 75002 Paris" };
const contract = { number: "CTR-2024-0042", label: "Multirisque bureaux" };

async function expectValidPdf(bytes: Uint8Array, number: string): Promise<string> {
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBeGreaterThan(0);
  expect(doc.getTitle()).toContain(number);
  expect(doc.getAuthor()).toBe("Assur Démo");
  const text = pdfText(bytes);
  expect(text).toContain(number);
  expect(text).toContain("Assur Démo");
  return text;
}

describe("certificate", () => {
  it("renders a parseable PDF with the contract, client and validity", async () => {
    const bytes = await renderCertificatePdf({
      ...common,
      client,
      contract,
      validFrom: "2024-01-01",
      validTo: null,
      issuedOn: "2024-06-10",
      insuredItems: ["AB-123-CD Peugeot 308"],
    });
    const text = await expectValidPdf(bytes, "CTR-2024-0042");
    expect(text).toContain("Insurance certificate");
    expect(text).toContain("Lefèvre SARL");
    expect(text).toContain("1 January 2024");
    expect(text).toContain("Until termination");
    expect(text).toContain("AB-123-CD Peugeot 308");
    expect(text).toMatch(/Generated on 10 June 2024 (at )?10:30 by Assur Démo/);
  });

  it("writes French when asked", async () => {
    const bytes = await renderCertificatePdf({
      ...common,
      lang: "fr",
      client,
      contract,
      validFrom: "2024-01-01",
      validTo: "2024-12-31",
      issuedOn: "2024-06-10",
    });
    const text = pdfText(bytes);
    expect(text).toContain("Attestation d'assurance");
    expect(text).toContain("31 décembre 2024");
    expect(text).toContain("Page 1 sur 1");
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Attestation d'assurance CTR-2024-0042");
  });
});

describe("invoice", () => {
  it("lists the lines and a total including the formal notice fee", async () => {
    const bytes = await renderInvoicePdf({
      ...common,
      lang: "fr",
      client,
      contract,
      invoice: {
        number: "FA-2024-000123",
        kind: "payment",
        status: "issued",
        issuedOn: "2024-06-01",
        dueOn: "2024-06-15",
        periodStart: "2024-06-01",
        periodEnd: "2024-06-30",
        currency: "EUR",
        lines: [
          { label: "Prime HT", amount: 1000.1 },
          { label: "Taxes", amount: 90.2 },
        ],
        formalNoticeFee: 15,
      },
    });
    const text = await expectValidPdf(bytes, "FA-2024-000123");
    expect(text).toContain("Facture");
    expect(text).toContain("1 000,10 EUR");
    expect(text).toContain("1 105,30 EUR");
    expect(text).toContain("Frais de mise en demeure");
    expect(text).toContain("du 1er juin 2024 au 30 juin 2024");
  });

  it("titles refund notices", async () => {
    const bytes = await renderInvoicePdf({
      ...common,
      client,
      contract,
      invoice: {
        number: "RB-9",
        kind: "refund_notice",
        status: "paid",
        issuedOn: "2024-06-01",
        periodStart: "2024-06-01",
        periodEnd: "2024-06-30",
        currency: "EUR",
        lines: [{ label: "Refund", amount: -20 }],
      },
    });
    const text = pdfText(bytes);
    expect(text).toContain("Refund notice");
    expect(text).toContain("Total refunded");
  });
});

describe("contract document", () => {
  it("renders clauses and extra rows, breaking pages when long", async () => {
    const long = Array.from({ length: 120 }, (_, i) => `Clause line ${i} with enough words to wrap across the column width of the page.`).join(" ");
    const bytes = await renderContractDocumentPdf({
      ...common,
      documentTitle: "Special conditions",
      client,
      contract: { ...contract, startDate: "2024-01-01", dueDate: "2025-01-01", periodicity: "monthly", price: { amount: 89.9, currency: "EUR" } },
      extraRows: [["Deductible", "250.00 EUR"]],
      clauses: [{ heading: "Exclusions", text: long }],
    });
    const text = await expectValidPdf(bytes, "CTR-2024-0042");
    expect(text).toContain("Special conditions");
    expect(text).toContain("89.90 EUR");
    expect(text).toContain("Monthly");
    expect(text).toContain("Deductible");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(text).toContain(`Page 2 of ${doc.getPageCount()}`);
  });
});

describe("SEPA mandate", () => {
  it("masks the IBAN except the last 4 and cites the 8-week refund window", async () => {
    const bytes = await renderSepaMandatePdf({
      ...common,
      mandateReference: "RUM-000042",
      creditor: { name: "Assur Démo", identifier: "FR12ZZZ123456" },
      debtor: { name: "Marie Lefèvre", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "BNPAFRPP" },
      paymentType: "recurrent",
      contract,
    });
    const text = await expectValidPdf(bytes, "RUM-000042");
    expect(text).toContain("0189");
    expect(text).not.toContain("3000 6000");
    expect(text).not.toContain("FR76");
    expect(text).toContain("8 weeks");
    expect(text).toContain("Not signed yet");
  });
});

describe("termination acknowledgement", () => {
  it("states the receipt and effective dates", async () => {
    const bytes = await renderTerminationAcknowledgementPdf({
      ...common,
      lang: "fr",
      client,
      contract,
      request: { reference: "RES-2024-77", receivedAt: new Date("2024-06-10T22:30:00Z"), reason: "Déménagement", effectiveDate: "2024-07-10" },
    });
    const text = await expectValidPdf(bytes, "RES-2024-77");
    expect(text).toContain("11 juin 2024 à 00:30"); // already the next day in Paris
    expect(text).toContain("10 juillet 2024");
    expect(text).toContain("Déménagement");
  });
});

describe("quote document", () => {
  it("shows prices and guarantees", async () => {
    const bytes = await renderQuoteDocumentPdf({
      ...common,
      client: { name: "Jean Martin" },
      quote: {
        number: "DEV-555",
        label: "RC Pro",
        createdOn: "2024-06-01",
        validUntil: "2024-07-01",
        currency: "EUR",
        priceExclTax: 500,
        taxes: 45,
        priceInclTax: 545,
        guarantees: [{ label: "Civil liability", value: "1,000,000 EUR" }],
        description: "Cover for consultants.",
      },
    });
    const text = await expectValidPdf(bytes, "DEV-555");
    expect(text).toContain("545.00 EUR");
    expect(text).toContain("Civil liability");
    expect(text).toContain("Cover for consultants.");
  });
});

describe("characters outside WinAnsi", () => {
  it("replaces them instead of failing", async () => {
    expect(await toWinAnsi("Łukasz Wąs 😀 €5 1\u202f000 ≥ ok")).toBe("?ukasz Was ? €5 1 000 >= ok");
    const bytes = await renderCertificatePdf({
      ...common,
      client: { name: "Łukasz 😀 Wąs" },
      contract: { number: "PL-1", label: "Zażółć" },
      validFrom: "2024-01-01",
      validTo: null,
      issuedOn: "2024-01-01",
    });
    expect(pdfText(bytes)).toContain("?ukasz ? Was");
    // Metadata is UTF-16 and keeps the original text.
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Insurance certificate PL-1");
  });

  it("formats amounts with the currency code", () => {
    expect(formatMoney({ amount: 1234.5, currency: "EUR" }, "fr").replace(/\s/g, " ")).toBe("1 234,50 EUR");
    expect(formatMoney({ amount: 1234.5, currency: "EUR" }, "en")).toBe("1,234.50 EUR");
  });
});
