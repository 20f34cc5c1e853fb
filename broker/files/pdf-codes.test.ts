/**
 * Every code a PDF carries is worded in the PDF's language (issue 45): each kind of generated PDF is drawn in the
 * five languages from inputs holding every code it can hold (billing periods, invoice kinds and statuses, payment
 * types, termination reasons, data-rights subjects and states, callback hours), its text read back, and no code may
 * be printed as is. English words that happen to be codes ("paid", "other") are checked in the four other languages.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "../../contract/codes/language";
import { billingPeriods, invoiceStatuses, invoiceTypes } from "../../contract/codes/states";
import { terminationReasons } from "../domain/termination";
import { callbackHours, gdprSubjects } from "../../contract/wire/client-space";
import { rightsExerciseStates } from "../../contract/wire/requests";
import { acknowledgementPdf } from "../termination/acknowledgement";
import { renderClientDataPdf, type ClientDataExport } from "../routes/client/rights-export";
import { pdfText } from "../test/fixtures/pdf-text";
import { renderCertificatePdf, renderContractDocumentPdf, renderInvoicePdf, renderQuoteDocumentPdf, renderSepaMandatePdf } from "./pdf";
import { renderGreenCardPdf } from "./pdf-green-card";
import { renderPlanningNoticePdf } from "./pdf-notice";

const languages: Language[] = ["en", "fr", "de", "it", "es"];
const client = { name: "Hélène Dubois", company: "Dubois SARL", address: "12 rue de la Paix, 75002 Paris" };
const contract = { number: "MIS-001007", label: "Flotte automobile" };
const common = (lang: Language) => ({ brandName: "Mistral Protect", lang, generatedAt: new Date("2026-12-02T08:30:00Z") });

/** Codes spelled like a word of English text: looked for in the other languages only. */
const englishWords = new Set([
  "amendment",
  "paid",
  "issued",
  "created",
  "payment",
  "access",
  "other",
  "moving",
  "death",
  "received",
  "answered",
  "refused",
  "objection",
  "restriction",
  "erasure",
  "portability",
  "rectification",
]);
const codes = [
  ...billingPeriods,
  ...invoiceStatuses,
  ...invoiceTypes,
  ...terminationReasons,
  "recurrent",
  "one_off",
  ...gdprSubjects,
  ...rightsExerciseStates,
  ...callbackHours,
];

function rawCodes(text: string, lang: Language): string[] {
  return codes.filter((code) => (lang !== "en" || !englishWords.has(code)) && new RegExp(`(?<![\\p{L}\\d_-])${code}(?![\\p{L}\\d_-])`, "u").test(text));
}

/** Every PDF kind, drawn in `lang` from inputs holding each code it can print. */
async function everyPdf(lang: Language): Promise<[string, Uint8Array][]> {
  const pdfs: [string, Uint8Array][] = [
    [
      "certificate",
      await renderCertificatePdf({
        ...common(lang),
        client,
        contract,
        validFrom: "2026-01-01",
        validTo: null,
        issuedOn: "2026-11-02",
        insuredItems: ["AB-123-CD Peugeot 308"],
      }),
    ],
    [
      "green card",
      await renderGreenCardPdf({
        ...common(lang),
        client,
        contract,
        country: "FR",
        validFrom: "2026-01-01",
        validTo: "2027-01-01",
        vehicles: [{ registration: "AB-123-CD", model: "Peugeot 308" }],
      }),
    ],
    [
      "planning notice",
      await renderPlanningNoticePdf({
        ...common(lang),
        client,
        contract,
        notice: { reference: "ECH-2026-12", dueOn: "2026-12-05", amount: 64.9, currency: "EUR" },
      }),
    ],
    [
      "quote",
      await renderQuoteDocumentPdf({
        ...common(lang),
        client,
        quote: { number: "DEV-0042", label: "Auto", createdOn: "2026-11-30", periodicity: "annual", currency: "EUR", priceInclTax: 64.9 },
      }),
    ],
  ];
  for (const periodicity of billingPeriods)
    pdfs.push([
      `contract document (${periodicity})`,
      await renderContractDocumentPdf({
        ...common(lang),
        documentTitle: "—",
        client,
        contract: { ...contract, startDate: "2026-01-01", dueDate: "2027-01-01", periodicity, price: { amount: 64.9, currency: "EUR" } },
      }),
    ]);
  for (const kind of invoiceTypes)
    for (const status of invoiceStatuses)
      pdfs.push([
        `invoice (${kind}, ${status})`,
        await renderInvoicePdf({
          ...common(lang),
          client,
          contract,
          invoice: {
            number: "FAC-1",
            kind,
            status,
            issuedOn: "2026-11-01",
            periodStart: "2026-11-01",
            periodEnd: "2026-11-30",
            currency: "EUR",
            lines: [{ label: contract.label, amount: 5.41 }],
          },
        }),
      ]);
  for (const paymentType of ["recurrent", "one_off"] as const)
    pdfs.push([
      `SEPA mandate (${paymentType})`,
      await renderSepaMandatePdf({
        ...common(lang),
        mandateReference: "RUM-1",
        creditor: { name: "Mistral Protect", identifier: "FR12ZZZ123456" },
        debtor: { name: client.name, iban: "FR7630006000011234567890189" },
        paymentType,
        contract,
      }),
    ]);
  for (const reason of terminationReasons)
    pdfs.push([
      `termination acknowledgement (${reason})`,
      await acknowledgementPdf({
        brand: { name: "Mistral Protect" } as Parameters<typeof acknowledgementPdf>[0]["brand"],
        lang,
        request: {
          id: "RES-1",
          reason,
          submittedAt: new Date("2026-12-01T10:00:00Z"),
          createdAt: new Date("2026-12-01T10:00:00Z"),
          effectiveDate: "2027-01-01",
        } as Parameters<typeof acknowledgementPdf>[0]["request"],
        holder: client,
        contract,
        now: new Date("2026-12-02T08:30:00Z"),
      }),
    ]);
  const rights = {
    brand: "Mistral Protect",
    generated_at: "2026-12-02T08:30:00Z",
    request: { reference: "GDPR-1", subject: "access", received_at: "2026-12-01T08:00:00Z", due_date: "2027-01-01" },
    client: {
      id: "cli_1",
      name: "Dubois SARL",
      company_id: null,
      owner_firstname: "Hélène",
      owner_lastname: "Dubois",
      email: null,
      phone: null,
      address: null,
      additional_address: null,
      postal_code: null,
      city: null,
      birth_date: null,
    },
    account: null,
    contracts: [{ number: contract.number, label: contract.label, status: "formalised", start_date: "2026-01-01" }],
    data_rights_requests: gdprSubjects.flatMap((subject) =>
      rightsExerciseStates.map((status) => ({
        reference: "GDPR-1",
        subject,
        status,
        received_at: "2026-12-01T08:00:00Z",
        due_date: "2027-01-01",
        comment: null,
      })),
    ),
    callback_requests: callbackHours.map((hour) => ({
      day: "2026-12-03",
      hour,
      subject: "Sinistre",
      phone: null,
      message: null,
      created_at: "2026-12-01T08:00:00Z",
    })),
  } as unknown as ClientDataExport;
  pdfs.push(["personal data export", await renderClientDataPdf(rights, common(lang))]);
  return pdfs;
}

describe.each(languages)("PDFs drawn in %s", (lang) => {
  it("word every code they print", async () => {
    const printed = (await everyPdf(lang)).map(([kind, bytes]) => ({ kind, codes: rawCodes(pdfText(bytes).replace(/\s+/g, " "), lang) }));
    expect(printed.filter((pdf) => pdf.codes.length > 0)).toEqual([]);
    expect(printed.length).toBeGreaterThan(20);
  });
});

it("finds a raw code in a text, not in its words", () => {
  expect(rawCodes("Payment frequency monthly", "en")).toEqual(["monthly"]);
  expect(rawCodes("Fréquence de paiement Mensuelle — de 9 h à 10 h", "fr")).toEqual([]);
  expect(rawCodes("Rappel 9-10", "fr")).toEqual(["9-10"]);
});
