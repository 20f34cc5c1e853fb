import { redirect } from "@remix-run/node";
import type { PageContext } from "~/utils/request/page.server";
import { providerPageAddress, returnAddresses } from "~/utils/request/provider-page.server";
import { cardResultPattern, settleCardReturn } from "~/routes/payments/card-return.server";
import { href } from "~/utils/routing/href";
import type { SignedInUser } from "~/utils/session/session.server";
import { throwV2Failure } from "~/utils/v2/failure.server";

/**
 * Paying a contract by card from now on (SPEC section 5: `update-cc-intent`,
 * a 0 EUR validation). As for paying an invoice, the card is typed on the
 * provider's page; back on the tab, the broker says whether it was saved,
 * and the answer stays on the tab's address as `?card=…` (saved, cancel or
 * a card error code) so a reload asks nothing again.
 */
function tabWith(page: PageContext<SignedInUser>, contractId: string, card: string) {
  return href("contract-payments", { id: contractId }, page.locale, { card });
}

export function settleCardChange(page: PageContext<SignedInUser>, contractId: string, url: URL): Promise<string | null> {
  return settleCardReturn(page, contractId, url, { success: "saved", back: (result) => tabWith(page, contractId, result) });
}

export async function startCardChange(page: PageContext<SignedInUser>, contractId: string) {
  const { v2, user, brand, locale, request } = page;
  try {
    const intent = await v2.cardChangeIntent(user.clientId, contractId, returnAddresses(new URL(request.url)));
    return redirect(providerPageAddress(intent.payment_page_url, brand.code, { lang: locale.lang }) ?? tabWith(page, contractId, "processing_error"));
  } catch (error) {
    return throwV2Failure(error, request, locale);
  }
}

/** What the tab says after the trip to the card page, if it came back from one. */
export function cardChangeOutcome(page: PageContext<SignedInUser>, url: URL) {
  const result = url.searchParams.get("card");
  if (!result || !cardResultPattern.test(result)) return null;
  const { t } = page;
  if (result === "saved") return { tone: "positive" as const, title: t("payments:card.saved"), message: t("payments:card.savedDetails") };
  if (result === "cancel") return { tone: "neutral" as const, title: t("payments:card.cancelled"), message: null };
  return { tone: "critical" as const, title: t("payments:card.refused"), message: t(`errors:card.${result}`, { defaultValue: t("errors:card.default") }) };
}
