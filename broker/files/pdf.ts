/**
 * The PDFs the broker hands out: insurance certificate, invoice, contract
 * document, SEPA mandate, termination acknowledgement, quote document.
 * Each takes plain, typed data (no DB rows) and returns the file bytes.
 *
 * Conventions (decided here):
 * - Amounts are numbers in major units (123.45) with an ISO currency code,
 *   printed with the code ("1 234,50 EUR"), never a symbol, so the text
 *   reads the same in every font and screen reader.
 * - Calendar dates are `YYYY-MM-DD` strings printed as days; instants
 *   (generation, receipt, signature) are printed in Europe/Paris time.
 * - Text, dates and amounts are in the language asked (en, fr, de, it, es;
 *   words in pdf-texts/), the language of the portal page the file was
 *   asked from (decision 0090).
 * - IBANs are always masked here, whatever the caller passes: a PDF gets
 *   forwarded and printed, and the last 4 characters are enough.
 */
import { maskIban } from "../domain/iban";
import { businessTimeZone, type IsoDate } from "../domain/calendar";
import type { BillingPeriod } from "../../contract/codes/states";
import { languageTags, withFrenchFirstOfMonth, writtenDay, type Language } from "../../contract/codes/language";
import { PdfComposer, type Row } from "./pdf-layout";
import { pdfTexts, type PdfTexts } from "./pdf-texts";

export type PdfCommon = {
  brandName: string;
  /** Brand primary colour `#rrggbb`. */
  brandColor?: string;
  lang: Language;
  generatedAt: Date;
};

export type PdfClient = { name: string; company?: string | null; address?: string | null };

export type PdfContractRef = { number: string; label: string };

export type Money = { amount: number; currency: string };

type Texts = PdfTexts;

export function textsFor(lang: Language): Texts {
  return pdfTexts[lang];
}

function tagFor(lang: Language): string {
  return languageTags[lang];
}

export function formatDay(day: IsoDate, lang: Language): string {
  return writtenDay(day, lang);
}

export function formatInstant(instant: Date, lang: Language): string {
  return withFrenchFirstOfMonth(
    new Intl.DateTimeFormat(tagFor(lang), { dateStyle: "long", timeStyle: "short", timeZone: businessTimeZone }).format(instant),
    lang,
  );
}

export function formatMoney(money: Money, lang: Language): string {
  const number = new Intl.NumberFormat(tagFor(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(money.amount);
  return `${number} ${money.currency}`;
}

/** A composer with the brand header and the localised footer; pdf-notice.ts builds on it too. */
export async function compose(common: PdfCommon, title: string, subtitle: string | undefined): Promise<PdfComposer> {
  const t = textsFor(common.lang);
  return PdfComposer.create({
    title,
    subtitle,
    brandName: common.brandName,
    brandColor: common.brandColor,
    languageTag: tagFor(common.lang),
    footer: t.generatedOn(common.brandName, formatInstant(common.generatedAt, common.lang)),
    pageLabel: t.page,
    generatedAt: common.generatedAt,
  });
}

function clientRows(t: Texts, client: PdfClient): Row[] {
  const rows: Row[] = [[t.policyholder, client.name]];
  if (client.company) rows.push([t.company, client.company]);
  if (client.address) rows.push([t.address, client.address]);
  return rows;
}

// ------------------------------------------------------------- certificate

export type CertificatePdfInput = PdfCommon & {
  client: PdfClient;
  contract: PdfContractRef;
  validFrom: IsoDate;
  /** Null for a contract that runs until terminated. */
  validTo: IsoDate | null;
  issuedOn: IsoDate;
  /** Vehicles, premises...: one line each. */
  insuredItems?: string[];
};

export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const t = textsFor(input.lang);
  const day = (value: IsoDate) => formatDay(value, input.lang);
  const holder = input.client.company ? `${input.client.company} (${input.client.name})` : input.client.name;
  const pdf = await compose(input, t.certificateTitle, input.contract.number);
  pdf.paragraph(
    t.certificateStatement(
      input.brandName,
      holder,
      input.contract.number,
      input.contract.label,
      day(input.validFrom),
      input.validTo ? t.toDate(day(input.validTo)) : t.untilTermination,
    ),
  );
  pdf.table([
    ...clientRows(t, input.client),
    [t.contractNumber, input.contract.number],
    [t.product, input.contract.label],
    [t.validFrom, day(input.validFrom)],
    [t.validTo, input.validTo ? day(input.validTo) : t.openEnded],
    [t.issuedOn, day(input.issuedOn)],
  ]);
  if (input.insuredItems?.length) pdf.heading(t.insuredItems).paragraph(input.insuredItems.join("\n"));
  return pdf.save();
}

// ------------------------------------------------------------- invoice

export type InvoiceKind = "payment" | "placement_fees" | "refund_notice";
export type InvoiceStatus = "created" | "issued" | "paid";

export type InvoicePdfInput = PdfCommon & {
  client: PdfClient;
  contract: PdfContractRef;
  invoice: {
    number: string;
    kind: InvoiceKind;
    status: InvoiceStatus;
    issuedOn: IsoDate;
    dueOn?: IsoDate | null;
    periodStart: IsoDate;
    periodEnd: IsoDate;
    currency: string;
    lines: { label: string; amount: number }[];
    /** SPEC `fee_formal_notice`: added to the total when present. */
    formalNoticeFee?: number | null;
  };
};

export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const t = textsFor(input.lang);
  const { invoice } = input;
  const money = (amount: number) => formatMoney({ amount, currency: invoice.currency }, input.lang);
  const day = (value: IsoDate) => formatDay(value, input.lang);
  const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0) + (invoice.formalNoticeFee ?? 0);

  const pdf = await compose(input, t.invoiceTitle[invoice.kind], invoice.number);
  const rows: Row[] = [
    [t.invoiceNumber, invoice.number],
    ...clientRows(t, input.client),
    [t.contractNumber, input.contract.number],
    [t.product, input.contract.label],
    [t.period, t.periodValue(day(invoice.periodStart), day(invoice.periodEnd))],
    [t.issuedOn, day(invoice.issuedOn)],
  ];
  if (invoice.dueOn) rows.push([t.dueOn, day(invoice.dueOn)]);
  rows.push([t.status, t.invoiceStatus[invoice.status]]);
  pdf.table(rows);

  const lines: Row[] = invoice.lines.map((line) => [line.label, money(line.amount)]);
  if (invoice.formalNoticeFee) lines.push([t.formalNoticeFee, money(invoice.formalNoticeFee)]);
  // Round once, at the end, so the printed total matches the sum of the printed lines.
  lines.push([invoice.kind === "refund_notice" ? t.totalRefund : t.total, money(Math.round(total * 100) / 100)]);
  pdf.heading(t.lines).table(lines);
  return pdf.save();
}

// ------------------------------------------------------------- contract document

export type ContractDocumentPdfInput = PdfCommon & {
  /** E.g. "Special conditions", "Conditions particulières". */
  documentTitle: string;
  client: PdfClient;
  contract: PdfContractRef & {
    startDate: IsoDate;
    dueDate?: IsoDate | null;
    /** A billing-period code ("monthly"): worded here, in the PDF's language. */
    periodicity?: BillingPeriod | null;
    price?: Money | null;
  };
  /** Product-specific lines (guarantee limits, deductibles...). */
  extraRows?: Row[];
  clauses?: { heading: string; text: string }[];
};

export async function renderContractDocumentPdf(input: ContractDocumentPdfInput): Promise<Uint8Array> {
  const t = textsFor(input.lang);
  const { contract } = input;
  const pdf = await compose(input, input.documentTitle, contract.number);
  pdf.heading(t.clientData).table(clientRows(t, input.client));
  const rows: Row[] = [
    [t.contractNumber, contract.number],
    [t.product, contract.label],
    [t.startDate, formatDay(contract.startDate, input.lang)],
  ];
  if (contract.dueDate) rows.push([t.dueDate, formatDay(contract.dueDate, input.lang)]);
  if (contract.periodicity) rows.push([t.periodicity, t.periodicities[contract.periodicity]]);
  if (contract.price) rows.push([t.price, formatMoney(contract.price, input.lang)]);
  pdf.heading(t.contractData).table([...rows, ...(input.extraRows ?? [])]);
  for (const clause of input.clauses ?? []) pdf.heading(clause.heading).paragraph(clause.text);
  return pdf.save();
}

// ------------------------------------------------------------- SEPA mandate

export type SepaMandatePdfInput = PdfCommon & {
  mandateReference: string;
  creditor: { name: string; identifier: string; address?: string | null };
  debtor: { name: string; address?: string | null; iban: string; bic?: string | null };
  paymentType: "recurrent" | "one_off";
  contract?: PdfContractRef | null;
  /** Null until signed: the PDF then shows an empty signature box. */
  signedAt?: Date | null;
  signedPlace?: string | null;
};

export async function renderSepaMandatePdf(input: SepaMandatePdfInput): Promise<Uint8Array> {
  const t = textsFor(input.lang);
  const pdf = await compose(input, t.mandateTitle, input.mandateReference);
  pdf.paragraph(t.mandateText(input.creditor.name));
  pdf.table([
    [t.mandateReference, input.mandateReference],
    [t.paymentType, t.paymentTypes[input.paymentType]],
  ]);

  const creditor: Row[] = [
    [t.creditor, input.creditor.name],
    [t.creditorId, input.creditor.identifier],
  ];
  if (input.creditor.address) creditor.push([t.address, input.creditor.address]);
  pdf.heading(t.creditor).table(creditor);

  const debtor: Row[] = [[t.debtor, input.debtor.name]];
  if (input.debtor.address) debtor.push([t.address, input.debtor.address]);
  debtor.push([t.iban, maskIban(input.debtor.iban)]);
  if (input.debtor.bic) debtor.push([t.bic, input.debtor.bic]);
  if (input.contract) debtor.push([t.contractNumber, `${input.contract.number} (${input.contract.label})`]);
  pdf.heading(t.debtor).table(debtor);

  const signed: Row[] = [[t.signedAt, input.signedAt ? formatInstant(input.signedAt, input.lang) : t.notSigned]];
  if (input.signedPlace) signed.push([t.signedPlace, input.signedPlace]);
  pdf.table(signed);
  if (!input.signedAt) pdf.box(t.signature);
  return pdf.save();
}

// ------------------------------------------------------------- termination acknowledgement

export type TerminationAcknowledgementPdfInput = PdfCommon & {
  client: PdfClient;
  contract: PdfContractRef;
  request: {
    reference: string;
    receivedAt: Date;
    /** Already a label (termination.ts gives them). */
    reason: string;
    /** Null while a public request is not matched to a contract yet. */
    effectiveDate: IsoDate | null;
  };
};

export async function renderTerminationAcknowledgementPdf(input: TerminationAcknowledgementPdfInput): Promise<Uint8Array> {
  const t = textsFor(input.lang);
  const { request } = input;
  const received = formatInstant(request.receivedAt, input.lang);
  const pdf = await compose(input, t.terminationTitle, request.reference);
  pdf.paragraph(t.terminationText(input.brandName, received, input.contract.number));
  pdf.table([
    [t.requestReference, request.reference],
    ...clientRows(t, input.client),
    [t.contractNumber, input.contract.number],
    [t.product, input.contract.label],
    [t.reason, request.reason],
    [t.receivedAt, received],
    [t.effectiveDate, request.effectiveDate ? formatDay(request.effectiveDate, input.lang) : t.effectivePending],
  ]);
  return pdf.save();
}

// ------------------------------------------------------------- quote

export type QuotePdfInput = PdfCommon & {
  client: PdfClient;
  quote: {
    number: string;
    label: string;
    createdOn: IsoDate;
    validUntil?: IsoDate | null;
    startDate?: IsoDate | null;
    /** A billing-period code ("annual"): worded here, in the PDF's language. */
    periodicity?: BillingPeriod | null;
    currency: string;
    priceExclTax?: number | null;
    taxes?: number | null;
    fees?: number | null;
    priceInclTax: number;
    guarantees?: { label: string; value: string }[];
    description?: string | null;
  };
};

export async function renderQuoteDocumentPdf(input: QuotePdfInput): Promise<Uint8Array> {
  const t = textsFor(input.lang);
  const { quote } = input;
  const money = (amount: number) => formatMoney({ amount, currency: quote.currency }, input.lang);
  const day = (value: IsoDate) => formatDay(value, input.lang);
  const pdf = await compose(input, t.quoteTitle, quote.number);
  if (quote.description) pdf.paragraph(quote.description);

  const rows: Row[] = [[t.quoteNumber, quote.number], ...clientRows(t, input.client), [t.product, quote.label], [t.createdOn, day(quote.createdOn)]];
  if (quote.validUntil) rows.push([t.validUntil, day(quote.validUntil)]);
  if (quote.startDate) rows.push([t.startDate, day(quote.startDate)]);
  if (quote.periodicity) rows.push([t.periodicity, t.periodicities[quote.periodicity]]);
  pdf.table(rows);

  if (quote.guarantees?.length) pdf.heading(t.guarantees).table(quote.guarantees.map((g) => [g.label, g.value] as const));

  const prices: Row[] = [];
  if (quote.priceExclTax != null) prices.push([t.priceExclTax, money(quote.priceExclTax)]);
  if (quote.taxes != null) prices.push([t.taxes, money(quote.taxes)]);
  if (quote.fees != null) prices.push([t.fees, money(quote.fees)]);
  prices.push([t.priceInclTax, money(quote.priceInclTax)]);
  pdf.heading(t.price).table(prices);
  pdf.paragraph(t.quoteText, { size: 9 });
  return pdf.save();
}
