import type { PageContext } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import type { SignedInUser } from "~/utils/session/session.server";
import { attempt } from "~/utils/v2/attempt.server";
import { maskedPhone } from "~/routes/contracts/contract/signature.server";
import { isPreparing } from "../quote-view.server";
import { normalisedMobile } from "./mobile";

/** What the documents tab shows: the documents and where each step stands, and why continuing or signing is refused now. */
export async function quoteDocumentsView(page: PageContext<SignedInUser>, id: string) {
  const { api, user, locale, t, brand, brokerSession } = page;
  const [quote, { documents }, { optins }, mandate] = await Promise.all([
    api.quote(user.clientId, id),
    api.quoteDocuments(user.clientId, id),
    api.quoteOptins(user.clientId, id),
    attempt(api.quoteMandate(user.clientId, id), { 404: () => null }),
  ]);
  const preContractual = documents.filter((doc) => doc.is_pre_contractual);
  const notDownloaded = preContractual.some((doc) => !doc.downloaded_at);
  const phone = normalisedMobile(brokerSession.account.phone) ? maskedPhone(brokerSession.account.phone) : null;
  const continueReasons = notDownloaded ? [t("quotes:refusal.documents")] : [];
  const signReasons = [
    ...continueReasons,
    ...(quote.conditions_accepted_at ? [] : [t("quotes:refusal.conditions")]),
    ...(phone ? [] : [t("quotes:refusal.phone")]),
  ];
  return {
    id,
    title: t("quotes:tabs.documents"),
    signed: quote.is_signed,
    /** Received or under review: nothing to accept nor sign yet (the broker refuses them as `quote.not-ready`). */
    preparing: !quote.is_signed && isPreparing(quote.step),
    conditionsAccepted: quote.conditions_accepted_at !== null,
    additionalInformation: "",
    // The broker's documents to read; what the customer uploaded is on the uploaded-documents tab, without a download status.
    documents: documents
      .filter((doc) => !doc.uploaded)
      .map((doc) => ({
        id: doc.id,
        label: doc.label,
        downloaded: doc.downloaded_at !== null,
        href: href("quote-document-file", { id, documentId: doc.id }, locale),
      })),
    zipHref: href("quote-documents-zip", { id }, locale),
    optins: optins.map((optin) => ({
      code: optin.code,
      label: t(`quotes:optins.${optin.code}`, { brand: brand.brandName }),
      accepted: optin.accepted === true,
    })),
    mandate: mandate?.iban ?? null,
    creditor: brand.brandName,
    phone,
    continueReasons,
    signReasons,
  };
}
