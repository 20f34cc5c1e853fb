import { redirect, type AppLoadContext } from "@remix-run/node";
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import { checkRedirect } from "~/utils/routing/redirect-guard";
import { commitNewSession, getSessionStorage, type SignedInUser } from "~/utils/session/session.server";
import { requestScope } from "~/utils/request/scope.server";
import { pendingStep } from "~/utils/session/sign-in-steps";
import { logger } from "~/utils/request/logger.server";
import { livenessCache } from "~/utils/session/liveness.server";
import { v2Api, type Session, type V2Api } from "~/utils/v2/api/index.server";
import { V2Error, v2ForRequest } from "~/utils/v2/client.server";

/**
 * Every way into the portal (SPEC section 1): each one exchanges a credential
 * with the broker for a v2 session, through one remix-auth strategy.
 */
export type Credentials =
  | { method: "password"; login: string; password: string; manager: boolean }
  | { method: "magic-link"; token: string }
  | { method: "sso"; token: string }
  | { method: "open-id"; code: string; redirectUri: string }
  | { method: "existing-session"; token: string };

type StrategyContext = {
  /** remix-auth-form reads this instead of the request body (the action already read it). */
  formData: FormData;
  credentials: Credentials;
  /** A v2 API bound to a session token, for the calls that need one. */
  apiFor: (sessionToken: string | null) => V2Api;
};

const include = "best_product_sheet";

/** The cookie's view of a v2 Session (SPEC section 3). */
export function signedInUser(body: Session, options: { manager?: boolean } = {}): SignedInUser {
  const clientId = body.client?.id ?? body.prospects[0]?.id;
  if (!clientId) throw new AuthorizationError("The session has neither a client nor a prospect");
  return {
    token: body.session,
    clientId,
    kind: body.client ? "client" : "prospect",
    accountId: body.account.uuid,
    fullName: [body.account.firstname, body.account.lastname].filter(Boolean).join(" "),
    flags: { ...body.feature_flags },
    manager: options.manager ?? body.data.space === "manager",
  };
}

async function exchange(context: StrategyContext): Promise<Session> {
  const { credentials, apiFor } = context;
  const api = apiFor(null);
  switch (credentials.method) {
    case "password":
      return api.logIn({ login: credentials.login, password: credentials.password, manager: credentials.manager || undefined, include });
    case "magic-link":
      return api.logIn({ magic_token: credentials.token, include });
    case "sso":
      return api.logInWithJwt({ token: credentials.token, include });
    case "open-id":
      return api.logInWithOpenId({ code: credentials.code, redirect_uri: credentials.redirectUri, include });
    case "existing-session": {
      // The token alone names the session; the account list says which client it is bound to.
      const { accounts } = await api.clientAccounts(credentials.token);
      const current = accounts.find((account) => account.is_current) ?? accounts.find((account) => account.is_default) ?? accounts[0];
      if (!current) throw new AuthorizationError("No account behind this session");
      return apiFor(credentials.token).session(current.id);
    }
  }
}

const strategy = new FormStrategy<SignedInUser>(async ({ context }) => {
  const body = await exchange(context as unknown as StrategyContext);
  return signedInUser(body);
});

/**
 * Exchanges a credential for a signed-in user, or throws the broker's error
 * (a V2Error: bad credentials, rate limit, maintenance…) for the caller to show.
 */
export async function authenticate(request: Request, credentials: Credentials): Promise<SignedInUser> {
  const { brand, locale } = requestScope(request);
  const authenticator = new Authenticator<SignedInUser>(getSessionStorage(request), { throwOnError: true });
  authenticator.use(strategy, "v2");
  const context: StrategyContext = {
    formData: new FormData(),
    credentials,
    apiFor: (sessionToken) => v2Api(v2ForRequest(request, brand, locale, sessionToken)),
  };
  try {
    // remix-auth copies the request, which fails once an action has read its body: the
    // credentials travel in the context, so a body-less copy is all it needs.
    const bodyless = new Request(request.url, { method: "GET", headers: request.headers, signal: request.signal });
    return await authenticator.authenticate("v2", bodyless, { context: context as unknown as AppLoadContext });
  } catch (error) {
    // remix-auth wraps what the strategy threw: give callers the broker's own error.
    if (error instanceof AuthorizationError && error.cause) throw error.cause;
    throw error;
  }
}

/** `redirectTo` kept only when it is a path of this portal (SPEC section 2 navigation guard). */
export function internalReturnTo(raw: string | null | undefined): string | null {
  const verdict = checkRedirect(raw);
  return verdict.ok && verdict.target.startsWith("/") ? verdict.target : null;
}

/**
 * Ends the v2 session of the cookie the browser brought, whatever its state
 * on the portal (idle, or unverified while the broker was down): revoked at
 * the broker (DELETE clients/{client}/authentication) and forgotten by this
 * process's liveness cache at once. `except` keeps a token that lives on
 * (signing in again with the very same existing session). A broker refusal
 * is logged, not shown: the cookie is replaced or destroyed either way.
 */
export async function endCookieSession(request: Request, options: { except?: string } = {}): Promise<void> {
  const previous = (await getSessionStorage(request).getSession(request.headers.get("cookie"))).get("user");
  if (!previous?.token || previous.token === options.except) return;
  const { brand, locale } = requestScope(request);
  try {
    await v2Api(v2ForRequest(request, brand, locale, previous.token)).logOut(previous.clientId);
  } catch (error) {
    if (!(error instanceof V2Error)) throw error;
    // 401: the broker had already ended it (logged out elsewhere, expired), which is what we want.
    if (error.error.status !== 401) logger.warn("session.end_failed", { status: error.error.status, code: error.error.code });
  } finally {
    // After the broker's answer: a liveness check that raced the logout cannot put the old answer back.
    livenessCache.evict(previous.token);
  }
}

/**
 * Starts the portal session of a user who just proved who they are: a fresh
 * cookie (never the one the browser brought), then the first step the
 * session flags impose, or the page the user came for, or home. Every way in
 * comes here, so the v2 session of the cookie it replaces ends here too: a
 * copy of the old cookie is worth nothing.
 */
export async function completeSignIn(request: Request, user: SignedInUser, options: { locale: Locale; returnTo?: string | null }) {
  await endCookieSession(request, { except: user.token });
  const returnTo = internalReturnTo(options.returnTo);
  const accountChoicePending = Boolean(user.flags.has_multi_account);
  const cookie = await commitNewSession(request, user, { returnTo, accountChoicePending });
  const step = pendingStep({ flags: user.flags, accountChoicePending, qualificationDeferred: false });
  const target = step ? href(step, {}, options.locale) : (returnTo ?? href("index", {}, options.locale));
  return redirect(target, { headers: { "Set-Cookie": cookie } });
}

/** Where a user goes once a step is done: the next step, or the page kept at sign-in, or home. */
export function afterStep(
  state: { flags: SignedInUser["flags"]; accountChoicePending: boolean; qualificationDeferred: boolean; returnTo: string | null },
  locale: Locale,
): string {
  const step = pendingStep(state);
  if (step) return href(step, {}, locale);
  return internalReturnTo(state.returnTo) ?? href("index", {}, locale);
}
