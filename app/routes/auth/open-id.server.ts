import { redirect } from "@remix-run/node";
import { shortLivedCookie } from "~/utils/request/cookies.server";
import type { BrandTheme } from "../../../brands/types";
import { getEnv } from "~/utils/request/env.server";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";

/**
 * Open-id sign-in (SPEC section 1): the portal sends the browser to the
 * identity provider with a one-time `state`, kept in a short signed cookie,
 * and the provider sends it back to the login page with `code` and `state`.
 * A callback whose state does not match the cookie is refused (login CSRF).
 */
function getStateCookie() {
  return shortLivedCookie("oidc_state", 600);
}

export function openIdAvailable(): boolean {
  return Boolean(getEnv().OIDC_AUTHORIZE_URL);
}

/** The login page's absolute address: the redirect_uri given to the provider. */
export function openIdRedirectUri(request: Request, locale: Locale): string {
  return new URL(href("login", {}, locale), request.url).toString();
}

export async function startOpenId(request: Request, brand: BrandTheme, locale: Locale, returnTo: string | null) {
  const env = getEnv();
  if (!env.OIDC_AUTHORIZE_URL) throw new Response("Not Found", { status: 404 });
  const state = crypto.randomUUID();
  const authorize = new URL(env.OIDC_AUTHORIZE_URL);
  authorize.searchParams.set("response_type", "code");
  authorize.searchParams.set("scope", "openid email");
  authorize.searchParams.set("client_id", env.OIDC_CLIENT_ID ?? brand.code);
  authorize.searchParams.set("redirect_uri", openIdRedirectUri(request, locale));
  authorize.searchParams.set("state", state);
  // The one external address this action may send the browser to: the configured provider.
  return redirect(authorize.toString(), { headers: { "Set-Cookie": await getStateCookie().serialize({ state, returnTo }) } });
}

/** The state cookie's content when it matches the callback's state; the cookie is spent either way. */
export async function consumeOpenIdState(request: Request, state: string): Promise<{ ok: boolean; returnTo: string | null; clearCookie: string }> {
  const cookie = getStateCookie();
  const stored = (await cookie.parse(request.headers.get("cookie"))) as { state?: string; returnTo?: string | null } | null;
  const clearCookie = await cookie.serialize("", { maxAge: 0 });
  const ok = Boolean(stored?.state) && stored?.state === state;
  return { ok, returnTo: ok ? (stored?.returnTo ?? null) : null, clearCookie };
}
