import { data, redirect } from "@remix-run/node";
import type { BrandTheme } from "../../../brands/types";
import { clientAddress } from "~/utils/request/client-address.server";
import { getEnv } from "~/utils/request/env.server";
import { normaliseError, shouldLogOut } from "~/utils/v2/errors";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import { destroySessionHeaders } from "~/utils/session/session.server";
import { createV2Client, V2Error, type V2Client } from "~/utils/v2/client.server";

/**
 * The v2 client for one request: base address and bearer token chosen by the
 * brand (and country, when configured per country), SPEC section 7.
 */
export function v2ForRequest(request: Request, brand: BrandTheme, locale: Locale, sessionToken: string | null = null): V2Client {
  const env = getEnv();
  const baseUrl = env.BROKER_API_URLS[brand.code] ?? env.BROKER_API_URL;
  const token = env.BROKER_TOKENS[`${brand.code}:${locale.country}`] ?? env.BROKER_TOKENS[brand.code];
  if (!baseUrl || !token) {
    // A brand without configuration is an operations problem: show maintenance, not a crash.
    throw new V2Error(normaliseError({ code: "v2.not-configured", message: `No v2 configuration for brand ${brand.code}` }, 503));
  }
  return createV2Client({
    baseUrl,
    token,
    sessionToken,
    timeoutMs: env.BROKER_TIMEOUT_MS,
    signal: request.signal,
    clientAddress: clientAddress(request),
  });
}

/**
 * Turns a failed v2 call into what the user sees: 401 ends the session and
 * goes to login; 429 is the "too many attempts" page; anything else becomes
 * the full-page error of its status. Call it in loaders' catch blocks;
 * actions with forms map field errors first.
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
    throw data({ rateLimited: true }, { status: 429, headers: { "Retry-After": "60" } });
  }
  throw data({ title: failure.title, details: failure.details, code: failure.code }, { status: failure.status });
}
