import type { PageContext } from "~/utils/request/page.server";
import { outcomeOf } from "~/utils/request/provider-page.server";
import type { SignedInUser } from "~/utils/session/session.server";
import type { CardIntentStatus } from "~/utils/v2/api/money.server";
import { attempt } from "~/utils/v2/attempt.server";

/** A result the page may show: `cancel`, `default`, the success word, or a card/debit error code (SPEC section 8). */
export const cardResultPattern = /^[a-z_]{1,40}$/;

/** What the page says while the broker cannot settle a return yet (docs/decisions/0067): never "failed". */
export const pendingResult = "pending";

/**
 * Back from the provider's card page (docs/decisions/0040): the broker
 * settles the intent (once, however often the browser comes back) and says
 * what happened; the portal never believes the address it was sent back to.
 * `back(result, intentKey)` is the page's own address with that result in its
 * `resultParam` and the intent in `intent`, which the page asks the broker of
 * before it says anything; a reload settles nothing again, except a `pending`
 * result (the broker could not settle yet: restarting, unreachable), whose
 * intent is asked again. Null when the request is not a return from the
 * provider and no pending return was confirmed meanwhile.
 */
export async function settleCardReturn(
  page: PageContext<SignedInUser>,
  contractId: string,
  url: URL,
  options: { success: string; back: (result: string, intentKey: string | null) => string; resultParam: string },
): Promise<string | null> {
  const outcome = outcomeOf(url);
  if (!outcome) {
    const pendingIntent = url.searchParams.get(options.resultParam) === pendingResult ? url.searchParams.get("intent") : null;
    if (!pendingIntent) return null;
    const result = await settle(page, contractId, pendingIntent, options.success);
    return result === pendingResult ? null : options.back(result, pendingIntent);
  }
  if (outcome === "cancel") return options.back("cancel", null);
  const intentKey = url.searchParams.get("intent_key");
  if (!intentKey) return options.back("default", null);
  return options.back(await settle(page, contractId, intentKey, options.success), intentKey);
}

async function settle(page: PageContext<SignedInUser>, contractId: string, intentKey: string, success: string): Promise<string> {
  const pending = () => pendingResult;
  return attempt(
    page.api.settleCardIntent(page.user.clientId, contractId, intentKey).then(() => success),
    {
      422: (refusal) => (cardResultPattern.test(refusal.error.code ?? "") ? refusal.error.code! : "default"),
      404: "notFound",
      // The card may have been charged: until the broker says so, the page says it is being confirmed.
      409: pending,
      "5xx": pending,
    },
  );
}

/**
 * Results the portal itself gives without an intent: the provider's page could not be opened, or came back
 * without naming its intent. They say something went wrong, never that a card was refused.
 */
const resultsWithoutIntent = new Set(["processing_error", "default"]);

/**
 * What a page may say of the result on its address (decision 0040, amended): `success` or a card error code only
 * when the broker says so of the intent the address names, an intent of this page (`ours`: its kind, its invoice),
 * in the intent's own words; null for an address typed by hand, the replayed return of another intent, an intent
 * still open or canceled. `cancel` and `pending` are the caller's to word, since they claim nothing happened.
 */
export async function confirmedCardResult(
  page: PageContext<SignedInUser>,
  contractId: string,
  result: string,
  intentKey: string | null,
  { success, ours }: { success: string; ours: (intent: CardIntentStatus) => boolean },
): Promise<string | null> {
  if (!intentKey) return resultsWithoutIntent.has(result) ? result : null;
  const intent = await attempt(page.api.cardIntentStatus(page.user.clientId, contractId, intentKey), { 404: () => null });
  if (!intent || !ours(intent)) return null;
  if (intent.status === "succeeded" && intent.settled) return success;
  if (intent.status === "failed") return intent.failure_code ?? "default";
  return null;
}
