/**
 * Payment notice ("avis d'échéance") of one planned debit: what is due on a
 * contract, and when. Same conventions as pdf.ts (amounts with their ISO
 * code, days as calendar days, words of pdf-texts/ in the language asked).
 */
import type { IsoDate } from "../domain/calendar";
import type { Prorated } from "../domain/cover-end";
import { compose, formatDay, formatMoney, textsFor, type PdfClient, type PdfCommon, type PdfContractRef } from "./pdf";
import type { Row } from "./pdf-layout";

export type PlanningNoticePdfInput = PdfCommon & {
  client?: PdfClient | null;
  contract: PdfContractRef;
  /** `prorated`: a debit that pays only part of its period (domain/cover-end.ts); null or absent for a whole period. */
  notice: { reference: string; dueOn: IsoDate; amount: number; currency: string; prorated?: Prorated | null };
};

export async function renderPlanningNoticePdf(input: PlanningNoticePdfInput): Promise<Uint8Array> {
  const t = textsFor(input.lang);
  const { notice } = input;
  const pdf = await compose(input, t.notice.title, input.contract.number);
  pdf.paragraph(t.notice.intro(input.brandName));
  const rows: Row[] = [];
  if (input.client) rows.push([t.policyholder, input.client.company ?? input.client.name]);
  rows.push(
    [t.contractNumber, input.contract.number],
    [t.product, input.contract.label],
    [t.dueOn, formatDay(notice.dueOn, input.lang)],
    [t.notice.amount, formatMoney({ amount: notice.amount, currency: notice.currency }, input.lang)],
  );
  // A part of a period says which days it pays and what the full instalment is, or the customer cannot tell why it is less.
  const part = notice.prorated;
  if (part) {
    rows.push(
      [t.notice.periodCovered, t.periodValue(formatDay(part.periodStart, input.lang), formatDay(part.periodEnd, input.lang))],
      [t.notice.fullAmount, formatMoney({ amount: part.fullAmount, currency: notice.currency }, input.lang)],
    );
  }
  rows.push([t.notice.reference, notice.reference]);
  pdf.table(rows);
  if (part) pdf.paragraph(t.notice.prorata);
  return pdf.save();
}
