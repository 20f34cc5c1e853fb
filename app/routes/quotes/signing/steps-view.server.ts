import type { PageContext } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import type { SignedInUser } from "~/utils/session/session.server";
import { attempt } from "~/utils/v2/attempt.server";
import { newIdempotencyKey } from "~/utils/forms/form-fields";
import type { QuoteRequiredDocument } from "~/utils/v2/api/index.server";
import type { Quote } from "~/utils/v2/api/quotes.server";
import { maskedPhone } from "~/utils/ui/masked-phone";
import { isPreparing, type QuoteTodo } from "../quote-view.server";
import type { DocumentToRead } from "./documents-to-read";
import { normalisedMobile } from "./mobile";
import { quoteHolder } from "~/utils/session/quote-holder";

type QuoteDocuments = Awaited<ReturnType<PageContext<SignedInUser>["api"]["quoteDocuments"]>>["documents"];

/** A required document still to send (or sent again after a refusal) stops a bespoke quote's signature. */
export const isStillToSend = (document: Pick<QuoteRequiredDocument, "status">) => document.status === "missing" || document.status === "invalid";

/** A pre-contractual document not downloaded yet stops continuing and signing (SPEC section 5 "Quote"). */
export const isNotDownloaded = (document: Pick<QuoteDocuments[number], "is_pre_contractual" | "downloaded_at">) =>
  document.is_pre_contractual && !document.downloaded_at;

/** What the quote's documents and required documents leave to do before its conditions and its signature. */
function todoOf(documents: QuoteDocuments, required: readonly Pick<QuoteRequiredDocument, "status">[]): QuoteTodo {
  return { toSend: required.filter(isStillToSend).length, notDownloaded: documents.some(isNotDownloaded) };
}

/**
 * What is still to do on a quote before its conditions and its signature (its details' "What happens next", decision
 * 0269): a bespoke quote's required documents to send, documents to download. Asked of the broker only while the quote
 * is open: one being prepared or signed has nothing to do.
 */
export async function quoteTodoOf(page: PageContext<SignedInUser>, quote: Quote): Promise<QuoteTodo> {
  if (quote.is_signed || quote.step === "quote_finalized" || isPreparing(quote.step)) return { toSend: 0, notDownloaded: false };
  const { api, user } = page;
  const [{ documents }, required] = await Promise.all([
    api.quoteDocuments(quoteHolder(user), quote.uuid),
    quote.is_bespoke ? api.quoteRequiredDocuments(quoteHolder(user), quote.uuid) : Promise.resolve([]),
  ]);
  return todoOf(documents, required);
}

/**
 * Where the steps before a signature stand, the same for a quote and a bespoke quote (issue 45 section 2):
 * the conditions and opt-ins, the SEPA mandate, the mobile phone, and why continuing or signing is refused
 * now: a pre-contractual document not downloaded, a bespoke quote's required document still to send, the
 * conditions not accepted, no mobile phone. The broker checks them all again when the signature starts.
 */
export async function signingStepsView(page: PageContext<SignedInUser>, quote: Quote, documents: QuoteDocuments) {
  const { api, user, t, brand, brokerSession } = page;
  const id = quote.uuid;
  const [{ optins }, mandate, required] = await Promise.all([
    api.quoteOptins(quoteHolder(user), id),
    attempt(api.quoteMandate(quoteHolder(user), id), { 404: () => null }),
    quote.is_bespoke ? api.quoteRequiredDocuments(quoteHolder(user), id) : Promise.resolve([]),
  ]);
  const { notDownloaded, toSend } = todoOf(documents, required);
  // The session answer is kept 5 s per portal process (decision 0028): a mobile just confirmed through another process
  // is not in it yet. An account without one is asked again, so only that rare case costs a call.
  const account = normalisedMobile(brokerSession.account.phone) ? brokerSession.account : (await api.session(user.clientId)).account;
  const phone = normalisedMobile(account.phone) ? maskedPhone(account.phone) : null;
  const continueReasons = notDownloaded ? [t("quotes:refusal.documents")] : [];
  const signReasons = [
    ...continueReasons,
    ...(toSend > 0 ? [t("quotes:refusal.required")] : []),
    ...(quote.conditions_accepted_at ? [] : [t("quotes:refusal.conditions")]),
    ...(phone ? [] : [t("quotes:refusal.phone")]),
  ];
  return {
    id,
    signed: quote.is_signed,
    /** Received or under review: nothing to accept nor sign yet (the broker refuses them as `quote.not-ready`). */
    preparing: !quote.is_signed && isPreparing(quote.step),
    conditionsAccepted: quote.conditions_accepted_at !== null,
    additionalInformation: "",
    optins: optins.map((optin) => ({
      code: optin.code,
      label: t(`quotes:optins.${optin.code}`, { brand: brand.brandName }),
      accepted: optin.accepted === true,
    })),
    mandate: mandate?.iban ?? null,
    /** The mandate given: a new one after a save, which starts the SEPA form afresh (decision 0280). */
    mandateId: mandate?.id ?? null,
    /** The SEPA form's key: a double post of one form gives one mandate (decision 0280). */
    mandateKey: newIdempotencyKey(),
    creditor: brand.brandName,
    phone,
    /** The brand's country, whose format the broker reads a number without a country code in (the phone form's hint). */
    country: brand.country,
    continueReasons,
    signReasons,
  };
}

export type SigningStepsView = Awaited<ReturnType<typeof signingStepsView>>;

/**
 * The broker's documents of a quote, each with what the prospect needs to know of it (the same for
 * both quote kinds): a pre-contractual one says whether it was downloaded, one to sign whether it is
 * signed. What the prospect uploaded is not among them (its own tab, or the required documents).
 */
export function documentsToRead(
  documents: QuoteDocuments,
  file: { route: "quote-document-file" | "bespoke-quote-document-file"; id: string },
  locale: PageContext["locale"],
  t: PageContext["t"],
): DocumentToRead[] {
  return documents
    .filter((doc) => !doc.uploaded)
    .map((doc) => ({
      id: doc.id,
      label: doc.label,
      sublabel: doc.sublabel ?? null,
      status:
        doc.signature && !doc.is_pre_contractual
          ? t(doc.state === "signed" ? "quotes:documents.signed" : "quotes:documents.toSign")
          : t(doc.downloaded_at ? "quotes:documents.downloaded" : "quotes:documents.notDownloaded"),
      href: href(file.route, { id: file.id, documentId: doc.id }, locale),
    }));
}
