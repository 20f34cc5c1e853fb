import { redirect, type AppLoadContext, type SessionStorage } from "@remix-run/node";
import { Authenticator, AuthorizationError, Strategy, type AuthenticateOptions } from "remix-auth";
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
 * Every way into the portal (SPEC section 1) exchanges a credential with the
 * broker for a v2 session, through remix-auth: the sign-in forms (password,
 * manager space) through remix-auth-form's FormStrategy, which reads the
 * posted form; the links (magic link, open-id callback, single sign-on, an
 * existing session token) through a strategy given the credential the page
 * took from the address.
 */
export type Credentials =
  | { method: "password"; login: string; password: string; manager: boolean }
  | { method: "magic-link"; token: string }
  | { method: "sso"; token: string }
  | { method: "open-id"; code: string; redirectUri: string }
  | { method: "existing-session"; token: string };

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

/** The v2 API of the request's brand and language, bound to a session token or none. */
function apiFor(request: Request, sessionToken: string | null): V2Api {
  const { brand, locale } = requestScope(request);
  return v2Api(v2ForRequest(request, brand, locale, sessionToken));
}

async function exchange(request: Request, credentials: Credentials): Promise<Session> {
  const api = apiFor(request, null);
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
      return apiFor(request, credentials.token).session(current.id);
    }
  }
}

/**
 * The sign-in forms of the login page: the address and password as posted
 * (the action has already checked them against its schema), the manager space
 * when the form's intent says so.
 */
const passwordStrategy = new FormStrategy<SignedInUser>(async ({ form, request }) => {
  const login = form.get("login");
  const password = form.get("password");
  if (typeof login !== "string" || typeof password !== "string") throw new AuthorizationError("The form has no login and password");
  const credentials: Credentials = { method: "password", login: login.trim(), password, manager: form.get("intent") === "manager" };
  return signedInUser(await exchange(request, credentials));
});

type LinkContext = { credentials: Credentials };

/** A credential the page took from the address (a link's token, an open-id code whose state it checked). */
class LinkStrategy extends Strategy<SignedInUser, { credentials: Credentials; request: Request }> {
  name = "link";

  async authenticate(request: Request, sessionStorage: SessionStorage, options: AuthenticateOptions): Promise<SignedInUser> {
    const credentials = (options.context as LinkContext | undefined)?.credentials;
    if (!credentials) return this.failure("No credential given", request, sessionStorage, options);
    try {
      return await this.success(await this.verify({ credentials, request }), request, sessionStorage, options);
    } catch (error) {
      if (error instanceof Response) throw error;
      return this.failure(
        error instanceof Error ? error.message : "Sign-in refused",
        request,
        sessionStorage,
        options,
        error instanceof Error ? error : undefined,
      );
    }
  }
}

const linkStrategy = new LinkStrategy(async ({ credentials, request }) => signedInUser(await exchange(request, credentials)));

/**
 * remix-auth's Authenticator with two portal rules: it is given a copy of the request
 * without its body (remix-auth copies the request it gets, which fails once the action
 * has read the form; FormStrategy then reads `context.formData`, as remix-auth-form
 * documents), and a refusal is thrown as the broker's own error (a V2Error: bad
 * credentials, rate limit, maintenance…) for the page to show, not remix-auth's wrapper.
 */
class PortalAuthenticator {
  private readonly remixAuth: Authenticator<SignedInUser>;

  constructor(sessionStorage: SessionStorage) {
    this.remixAuth = new Authenticator<SignedInUser>(sessionStorage, { throwOnError: true });
    this.remixAuth.use(passwordStrategy, "password").use(linkStrategy, "link");
  }

  async authenticate(strategy: "password" | "link", request: Request, options: { context: AppLoadContext }): Promise<SignedInUser> {
    const bodyless = new Request(request.url, { method: "GET", headers: request.headers, signal: request.signal });
    try {
      return await this.remixAuth.authenticate(strategy, bodyless, options);
    } catch (error) {
      if (error instanceof AuthorizationError && error.cause) throw error.cause;
      throw error;
    }
  }
}

const authenticators = new WeakMap<SessionStorage, PortalAuthenticator>();

/** The authenticator of the request's session cookie (one per cookie profile). */
export function authenticator(request: Request): PortalAuthenticator {
  const storage = getSessionStorage(request);
  let known = authenticators.get(storage);
  if (!known) authenticators.set(storage, (known = new PortalAuthenticator(storage)));
  return known;
}

/** Signs in with a credential taken from the address (links, open-id, single sign-on, an existing session). */
export function authenticate(request: Request, credentials: Credentials): Promise<SignedInUser> {
  return authenticator(request).authenticate("link", request, { context: { credentials } as unknown as AppLoadContext });
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
