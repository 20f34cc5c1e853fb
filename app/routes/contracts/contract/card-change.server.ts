import { redirect } from "@remix-run/node";
import type { PageContext } from "~/utils/request/page.server";
import { providerPageAddress, returnAddresses } from "~/utils/request/provider-page.server";
import { cardResultPattern, pendingResult, settleCardReturn } from "~/utils/request/card-return.server";
import { href } from "~/utils/routing/href";
import type { SignedInUser } from "~/utils/session/session.server";
import { attempt } from "~/utils/v2/attempt.server";

/**
 * Paying a contract by card from now on (SPEC section 5: `update-cc-intent`,
 * a 0 EUR validation). As for paying an invoice, the card is typed on the
 * provider's page; back on the tab, the broker says whether it was saved,
 * and the answer stays on the tab's address as `?card=…` (saved, cancel,
 * pending or a card error code) so a reload asks nothing again. `saved`
 * and `pending` keep the intent (`&intent=…`): the tab says "saved" only
 * when the broker says that intent saved a card, never for an address
 * typed by hand or the replayed return of another intent.
 */
function tabWith(page: PageContext<SignedInUser>, contractId: string, card: string, intent?: string | null) {
  return href("contract-payments", { id: contractId }, page.locale, { card, ...(intent ? { intent } : {}) });
}

export function settleCardChange(page: PageContext<SignedInUser>, contractId: string, url: URL): Promise<string | null> {
  return settleCardReturn(page, contractId, url, {
    success: "saved",
    back: (result, intentKey) => tabWith(page, contractId, result, result === "saved" || result === pendingResult ? intentKey : null),
    pendingIntent: url.searchParams.get("card") === pendingResult ? url.searchParams.get("intent") : null,
  });
}

export async function startCardChange(page: PageContext<SignedInUser>, contractId: string) {
  const { api, user, brand, locale, request } = page;
  const intent = await api.cardChangeIntent(user.clientId, contractId, returnAddresses(new URL(request.url)));
  return redirect(providerPageAddress(intent.payment_page_url, brand.code, { lang: locale.lang }) ?? tabWith(page, contractId, "processing_error"));
}

/** Whether the broker says this intent saved a card on this contract: the only ground for "card saved". */
async function cardSavedBy(page: PageContext<SignedInUser>, contractId: string, intentKey: string | null): Promise<boolean> {
  if (!intentKey) return false;
  // Another contract's or an unknown intent: nothing to say.
  const intent = await attempt(page.api.cardIntentStatus(page.user.clientId, contractId, intentKey), { 404: () => null });
  return intent !== null && intent.kind === "update_card" && intent.status === "succeeded" && intent.settled;
}

/** What the tab says after the trip to the card page, if it came back from one. */
export async function cardChangeOutcome(page: PageContext<SignedInUser>, contractId: string, url: URL) {
  const result = url.searchParams.get("card");
  if (!result || !cardResultPattern.test(result)) return null;
  const { t } = page;
  if (result === "saved") {
    if (!(await cardSavedBy(page, contractId, url.searchParams.get("intent")))) return null;
    return { tone: "positive" as const, title: t("payments:card.saved"), message: t("payments:card.savedDetails") };
  }
  if (result === pendingResult) return { tone: "attention" as const, title: t("payments:card.confirming"), message: t("payments:card.confirmingDetails") };
  if (result === "cancel") return { tone: "neutral" as const, title: t("payments:card.cancelled"), message: null };
  return { tone: "critical" as const, title: t("payments:card.refused"), message: t(`errors:card.${result}`, { defaultValue: t("errors:card.default") }) };
}
