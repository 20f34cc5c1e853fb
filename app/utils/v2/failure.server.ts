import { data, redirect } from "@remix-run/node";
import { forbiddenByFunctionCode, shouldLogOut } from "~/utils/v2/errors";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { throwForbidden } from "~/utils/request/forbidden.server";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import { destroySessionHeaders } from "~/utils/session/session.server";
import { V2Error } from "~/utils/v2/client.server";
import { setResponseHeaderOf } from "~/utils/request/response-headers.server";
import type { RateLimitedData } from "~/utils/session/rate-limit/limiter.server";

/** A 429 whose broker said no Retry-After: a minute, as the "too many attempts" page used to say. */
const defaultRetryAfterSeconds = 60;

/**
 * Turns a failed v2 call into what the user sees: 401 ends the session and
 * goes to login; 429 is the "too many attempts" page; anything else becomes
 * the full-page error of its status. `page.api` applies it to every call;
 * a page answers some statuses itself with `attempt` (attempt.server.ts).
 */
export async function throwV2Failure(error: unknown, request: Request, locale: Locale): Promise<never> {
  if (!(error instanceof V2Error)) throw error;
  const failure = error.error;
  if (failure.aborted) throw new Response(null, { status: 499 });
  if (shouldLogOut(failure)) {
    const loginUrl = href("login", {}, locale, { redirectTo: new URL(request.url).pathname });
    throw redirect(loginUrl, { headers: await destroySessionHeaders(request) });
  }
  if (failure.status === 429) {
    // The broker's own wait (issue 41, point 8): the page says it, and so does the header.
    const retryAfterSeconds = failure.retryAfterSeconds ?? defaultRetryAfterSeconds;
    setResponseHeaderOf(request, "Retry-After", String(retryAfterSeconds));
    throw data({ rateLimited: true, retryAfterSeconds, goBack: true } satisfies RateLimitedData, {
      status: 429,
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
  }
  // A function's refusal (403 delegation.forbidden): the portal's own words for it, in the page's language (decision 0170).
  if (failure.code === forbiddenByFunctionCode) throwForbidden(await getFixedT(locale.lang, ["errors"]), request);
  // The broker's generic errors (not found, internal…) are English words about HTTP, not about the page:
  // the screen then shows the portal's own title and details, in the visitor's language.
  const portalWords = isGenericCode(failure.code);
  throw data({ title: portalWords ? null : failure.title, details: portalWords ? null : failure.details, code: failure.code }, { status: failure.status });
}

const isGenericCode = (code: string | null) => code !== null && code.startsWith("generic.");
