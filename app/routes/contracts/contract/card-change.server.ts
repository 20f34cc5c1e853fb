import { redirect } from "@remix-run/node";
import type { PageContext } from "~/utils/request/page.server";
import { outcomeOf, providerPageAddress, returnAddresses } from "~/utils/request/provider-page.server";
import { href } from "~/utils/routing/href";
import type { SignedInUser } from "~/utils/session/session.server";
import { V2Error } from "~/utils/v2/client.server";
import { throwV2Failure } from "~/utils/v2/failure.server";

/**
 * Paying a contract by card from now on (SPEC section 5: `update-cc-intent`,
 * a 0 EUR validation). As for paying an invoice, the card is typed on the
 * provider's page; back on the tab, the broker says whether it was saved,
 * and the answer stays on the tab's address as `?card=…` (saved, cancel or
 * a card error code) so a reload asks nothing again.
 */
const resultPattern = /^[a-z_]{1,40}$/;

function tabWith(page: PageContext<SignedInUser>, contractId: string, card: string) {
  return href("contract-payments", { id: contractId }, page.locale, { card });
}

export async function settleCardChange(page: PageContext<SignedInUser>, contractId: string, url: URL): Promise<string | null> {
  const outcome = outcomeOf(url);
  if (!outcome) return null;
  const intentKey = url.searchParams.get("intent_key");
  if (outcome === "cancel") return tabWith(page, contractId, "cancel");
  if (!intentKey) return tabWith(page, contractId, "default");
  try {
    await page.v2.settleCardIntent(page.user.clientId, contractId, intentKey);
    return tabWith(page, contractId, "saved");
  } catch (error) {
    if (error instanceof V2Error && error.error.status === 422) return tabWith(page, contractId, resultPattern.test(error.error.code ?? "") ? error.error.code! : "default");
    return throwV2Failure(error, page.request, page.locale);
  }
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
  if (!result || !resultPattern.test(result)) return null;
  const { t } = page;
  if (result === "saved") return { tone: "positive" as const, title: t("payments:card.saved"), message: t("payments:card.savedDetails") };
  if (result === "cancel") return { tone: "neutral" as const, title: t("payments:card.cancelled"), message: null };
  return { tone: "critical" as const, title: t("payments:card.refused"), message: t(`errors:card.${result}`, { defaultValue: t("errors:card.default") }) };
}
