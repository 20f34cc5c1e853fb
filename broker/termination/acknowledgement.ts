/**
 * The acknowledgement of a termination request (décret 2023-182: on a
 * durable medium, with the date of the notification, the date the contract
 * ends and the effects of termination): one PDF, drawn from the request's
 * row in the language asked, attached to the e-mail and downloadable from
 * the contract's termination tab.
 */
import type { Database } from "../db/client";
import type { terminationRequests } from "../db/schema";
import { isTerminationReason } from "../domain/termination";
import type { Language } from "../../contract/codes/language";
import { renderTerminationAcknowledgementPdf, textsFor, type PdfClient } from "../files/pdf";
import type { Brand } from "../http/context";
import { enqueueEmail } from "../outbox/outbox";
import { publicTerminationWithdrawalLines, terminationAcknowledgementMessages } from "../outbox/client-messages";
import { messageLanguage } from "../auth/messages";

type RequestRow = typeof terminationRequests.$inferSelect;

export function acknowledgementFileName(request: Pick<RequestRow, "id">): string {
  return `termination-acknowledgement-${request.id}.pdf`;
}

export function acknowledgementPdf(input: {
  brand: Brand;
  lang: Language;
  request: RequestRow;
  holder: PdfClient;
  contract: { number: string; label: string };
  now: Date;
}): Promise<Uint8Array> {
  const { request } = input;
  const t = textsFor(input.lang);
  return renderTerminationAcknowledgementPdf({
    brandName: input.brand.name,
    lang: input.lang,
    generatedAt: input.now,
    client: input.holder,
    contract: input.contract,
    request: {
      reference: request.id,
      receivedAt: request.submittedAt ?? request.createdAt,
      reason: isTerminationReason(request.reason) ? t.terminationReasons[request.reason] : request.reason,
      effectiveDate: request.effectiveDate,
    },
  });
}

/**
 * The e-mail with the acknowledgement attached, enqueued inside the
 * transaction that records the request (outbox: sent if and only if the
 * request was committed).
 */
export async function enqueueAcknowledgement(
  tx: Database,
  input: {
    brand: Brand;
    locale?: string;
    to: string;
    name: string;
    request: RequestRow;
    holder: PdfClient;
    contract: { number: string; label: string };
    now: Date;
    /** `termination-acknowledgement` (signed in) or `termination-public-acknowledgement`. */
    template?: string;
    /** The public form's: the portal page where the holder withdraws a request they did not make (decision 0173). */
    withdrawalLink?: string;
  },
): Promise<void> {
  const lang = messageLanguage(input.brand.country, input.locale);
  const pdf = await acknowledgementPdf({ brand: input.brand, lang, request: input.request, holder: input.holder, contract: input.contract, now: input.now });
  const message = terminationAcknowledgementMessages[lang]({
    brand: input.brand.name,
    name: input.name,
    contractNumber: input.contract.number,
    contractLabel: input.contract.label,
    reference: input.request.id,
    effectiveDay: input.request.effectiveDate ?? "",
  });
  const withdrawal = input.withdrawalLink
    ? publicTerminationWithdrawalLines[lang]({ link: input.withdrawalLink, effectiveDay: input.request.effectiveDate ?? "" })
    : "";
  await enqueueEmail(tx, {
    brandId: input.brand.id,
    to: input.to,
    subject: message.subject,
    text: message.text + withdrawal,
    template: input.template ?? "termination-acknowledgement",
    attachments: [{ name: acknowledgementFileName(input.request), mime: "application/pdf", bytes: pdf }],
  });
}
