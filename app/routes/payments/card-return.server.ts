import { data } from "@remix-run/node";
import type { PageContext } from "~/utils/request/page.server";
import { outcomeOf } from "~/utils/request/provider-page.server";
import type { SignedInUser } from "~/utils/session/session.server";
import { V2Error } from "~/utils/v2/client.server";
import { throwV2Failure } from "~/utils/v2/failure.server";

/** A result the page may show: `cancel`, `default`, the success word, or a card/debit error code (SPEC section 8). */
export const cardResultPattern = /^[a-z_]{1,40}$/;

/**
 * Back from the provider's card page (docs/decisions/0040): the broker
 * settles the intent (once, however often the browser comes back) and says
 * what happened; the portal never believes the address it was sent back to.
 * `back(result)` is the page's plain address with that result, so a reload
 * asks nothing again. Null when the request is not a return from the provider.
 */
export async function settleCardReturn(
  page: PageContext<SignedInUser>,
  contractId: string,
  url: URL,
  options: { success: string; back: (result: string) => string },
): Promise<string | null> {
  const outcome = outcomeOf(url);
  if (!outcome) return null;
  if (outcome === "cancel") return options.back("cancel");
  const intentKey = url.searchParams.get("intent_key");
  if (!intentKey) return options.back("default");
  try {
    await page.v2.settleCardIntent(page.user.clientId, contractId, intentKey);
    return options.back(options.success);
  } catch (error) {
    if (error instanceof V2Error && error.error.status === 422) return options.back(cardResultPattern.test(error.error.code ?? "") ? error.error.code! : "default");
    if (error instanceof V2Error && error.error.status === 404) throw data({ notFoundPath: url.pathname }, { status: 404 });
    return throwV2Failure(error, page.request, page.locale);
  }
}
