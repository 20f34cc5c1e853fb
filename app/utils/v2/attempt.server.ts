import { logger } from "~/utils/request/logger.server";
import { notFound } from "~/utils/request/not-found.server";
import type { Locale } from "~/utils/routing/locale";
import type { V2Api } from "~/utils/v2/api/index.server";
import { V2Error } from "~/utils/v2/client.server";
import { shouldLogOut } from "~/utils/v2/errors";
import { throwV2Failure } from "~/utils/v2/failure.server";

/**
 * One way to call the broker (docs/decisions/0073): a page awaits
 * `page.api.x(…)`, whose failures become the SPEC section 8 screens; where the
 * page answers some failure itself, it says so at the call:
 *
 *     const saved = await attempt(page.api.saveSepaMandate(…), { 422: "refused" });
 *     if (isRefusal(saved)) return data({ sepa: await reply(saved) }, { status: 400 });
 *     const intent = await attempt(page.api.cardIntentStatus(…), { 404: () => null });
 *     const claims = await attempt(page.api.claims(client), { optional: "claims" });
 *     return attempt(page.api.downloadInvoice(…), { "5xx": () => redirectWithToast(…) });
 *
 * Every status the policy does not name keeps its screen.
 */

/** A broker failure: `refusal.error` is the normalised error (status, code, field errors). */
export type Refusal = V2Error;

/**
 * What the page does with one failure: answer it (a value, or a thrown
 * redirect/response), get the refusal itself back as the call's result
 * ("refused", told apart with `isRefusal`), or show the not-found screen.
 */
export type OnRefusal<R> = ((refusal: Refusal) => R | Promise<R>) | "refused" | "notFound";

/** A result `attempt` gave back for a "refused" status. */
export const isRefusal = (value: unknown): value is Refusal => value instanceof V2Error;

export type Refusals<R> = {
  /** One status the page answers itself (422: put the field errors on the form…). */
  [status: number]: OnRefusal<R>;
  /** Any 5xx, the broker unreachable or timing out included (503/504), when no exact status matches. */
  "5xx"?: OnRefusal<R>;
  /**
   * Any other failure (4xx, 5xx) not named above. Never a session that ended
   * (401 goes to login) nor a request the browser dropped: those keep their
   * screens unless a 401 is named.
   */
  otherwise?: OnRefusal<R>;
};

/**
 * A call the page can do without (a dashboard pane): null when it fails,
 * logged as a warning with its name; a session that ended still goes to login.
 */
export type Optional = { optional: string };

/** What a policy's answers give: their values, the refusal itself for "refused", nothing for "notFound" (it throws). */
type AnswerOf<P> = {
  [K in keyof P]: P[K] extends (refusal: Refusal) => infer R ? Awaited<R> : P[K] extends "refused" ? Refusal : never;
}[keyof P];

export function attempt<T>(call: Promise<T>, policy: Optional): Promise<T | null>;
export function attempt<T, P extends Refusals<unknown>>(call: Promise<T>, policy: P): Promise<T | AnswerOf<P>>;
export async function attempt<T, R>(call: Promise<T>, policy: Refusals<R> | Optional): Promise<T | R | Refusal | null> {
  try {
    return await call;
  } catch (thrown) {
    const failure = failureOf(thrown);
    if (!failure) throw thrown;
    const { refusal, request } = failure;
    const { status, aborted } = refusal.error;
    const endsPage = aborted || shouldLogOut(refusal.error);
    if ("optional" in policy && typeof policy.optional === "string") {
      if (endsPage) throw thrown;
      logger.warn("v2.optional_failed", { call: policy.optional, status, code: refusal.error.code });
      return null;
    }
    const refusals = policy as Refusals<R>;
    const answer = aborted ? undefined : (refusals[status] ?? (status >= 500 ? refusals["5xx"] : undefined) ?? (endsPage ? undefined : refusals.otherwise));
    if (answer === undefined) throw thrown;
    if (answer === "refused") return refusal;
    if (answer === "notFound") {
      if (!request) throw thrown;
      return notFound(request);
    }
    return answer(refusal) as R;
  }
}

/** The refusals a form shows on itself (field errors, bad credentials, an unknown login): `refusalReply`'s. */
export const formStatuses = [400, 401, 404, 422] as const;

/** The same answer for several statuses: `attempt(call, { ...onStatuses([400, 404, 422], reply), 409: … })`. */
export function onStatuses<A extends OnRefusal<unknown>>(statuses: readonly number[], answer: A): Record<number, A> {
  return Object.fromEntries(statuses.map((status) => [status, answer]));
}

/**
 * The broker failure behind a screen `page.api` threw (kept beside it, never
 * on it), so `attempt` can still answer the failure after the screen was made.
 */
const failures = new WeakMap<object, { refusal: V2Error; request: Request }>();

function failureOf(thrown: unknown): { refusal: V2Error; request: Request | null } | null {
  if (thrown instanceof V2Error) return { refusal: thrown, request: null };
  return typeof thrown === "object" && thrown !== null ? (failures.get(thrown) ?? null) : null;
}

/**
 * A broker call made outside `page.api` (remix-auth's strategies sign in
 * through the broker) with `page.api`'s failures: each becomes its SPEC
 * section 8 screen (401 → login, 429, 404, maintenance…), remembered for `attempt`.
 */
export function screened<T>(call: Promise<T>, page: { request: Request; locale: Locale }): Promise<T> {
  return call.catch(async (error: unknown) => {
    try {
      return await throwV2Failure(error, page.request, page.locale);
    } catch (screen) {
      if (error instanceof V2Error && typeof screen === "object" && screen !== null) failures.set(screen, { refusal: error, request: page.request });
      throw screen;
    }
  });
}

/**
 * The page's calls (`page.api`), every one `screened`, each wrapped when the page first asks for it
 * (a page uses a few of the API's calls; wrapping them all was a tenth of the v2 client's work per page).
 */
export function withFailureScreens(api: V2Api, request: Request, locale: Locale): V2Api {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(api, {
    get(target, name) {
      let call = wrapped.get(name);
      if (call === undefined) {
        const raw = Reflect.get(target, name) as unknown;
        if (typeof raw !== "function") return raw;
        call = (...callArgs: unknown[]) => screened((raw as (...a: unknown[]) => Promise<unknown>)(...callArgs), { request, locale });
        wrapped.set(name, call);
      }
      return call;
    },
  });
}
