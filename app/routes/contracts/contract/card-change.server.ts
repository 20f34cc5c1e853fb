import { redirect } from "@remix-run/node";
import type { PageContext } from "~/utils/request/page.server";
import { providerPageAddress, returnAddresses } from "~/utils/request/provider-page.server";
import { cardResultPattern, confirmedCardResult, pendingResult, settleCardReturn } from "~/utils/request/card-return.server";
import { href } from "~/utils/routing/href";
import type { SignedInUser } from "~/utils/session/session.server";

/**
 * Paying a contract by card from now on (SPEC section 5: `update-cc-intent`,
 * a 0 EUR validation). As for paying an invoice, the card is typed on the
 * provider's page; back on the tab, the broker says whether it was saved,
 * and the answer stays on the tab's address as `?card=…` (saved, cancel,
 * pending or a card error code) with its intent (`&intent=…`). The tab says
 * "saved" or "refused" only when the broker says so of that intent, a card
 * change of this contract, in the intent's own words: never for an address
 * typed by hand, the replayed return of another intent, nor a refusal whose
 * intent was tried again (decision 0040, amended).
 */
function tabWith(page: PageContext<SignedInUser>, contractId: string, card: string, intent?: string | null) {
  return href("contract-payments", { id: contractId }, page.locale, { card, ...(intent ? { intent } : {}) });
}

export function settleCardChange(page: PageContext<SignedInUser>, contractId: string, url: URL): Promise<string | null> {
  return settleCardReturn(page, contractId, url, {
    success: "saved",
    back: (result, intentKey) => tabWith(page, contractId, result, intentKey),
    resultParam: "card",
  });
}

export async function startCardChange(page: PageContext<SignedInUser>, contractId: string) {
  const { api, user, brand, locale, request } = page;
  const intent = await api.cardChangeIntent(user.clientId, contractId, returnAddresses(new URL(request.url)));
  return redirect(providerPageAddress(intent.payment_page_url, brand.code, { lang: locale.lang }) ?? tabWith(page, contractId, "processing_error"));
}

/** What the tab says after the trip to the card page, if it came back from one. */
export async function cardChangeOutcome(page: PageContext<SignedInUser>, contractId: string, url: URL) {
  const result = url.searchParams.get("card");
  if (!result || !cardResultPattern.test(result)) return null;
  const { t } = page;
  if (result === pendingResult) return { tone: "attention" as const, title: t("payments:card.confirming"), message: t("payments:card.confirmingDetails") };
  if (result === "cancel") return { tone: "neutral" as const, title: t("payments:card.cancelled"), message: null };
  const said = await confirmedCardResult(page, contractId, result, url.searchParams.get("intent"), {
    success: "saved",
    ours: (intent) => intent.kind === "update_card",
  });
  if (said === null) return null;
  if (said === "saved") return { tone: "positive" as const, title: t("payments:card.saved"), message: t("payments:card.savedDetails") };
  return { tone: "critical" as const, title: t("payments:card.refused"), message: t(`errors:card.${said}`, { defaultValue: t("errors:card.default") }) };
}
