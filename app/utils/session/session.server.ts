import { createCookieSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { getEnv } from "~/utils/request/env.server";
import { requestScope } from "~/utils/request/scope.server";

/**
 * The portal's session: a signed cookie (nothing stored on the portal) that
 * carries the v2 session token and what the pages need to know about the
 * visitor (SPEC section 3 session flags). The broker is the real session
 * store: logging out revokes the v2 token there, so a replayed cookie dies
 * at its first v2 call.
 */
export const featureFlagNames = [
  "can_update_siret",
  "must_change_password",
  "must_confirm_phone",
  "must_do_qualification",
  "is_pcc",
  "has_multi_account",
  "personal_access",
  "need_user",
] as const;

export type FeatureFlags = Partial<Record<(typeof featureFlagNames)[number], boolean>>;

/** Who is signed in: what remix-auth's strategy returns and the cookie keeps. */
export type SignedInUser = {
  /** v2 session token (X-Session-Token). */
  token: string;
  /** `{client}` of v2 paths: the client id, or the prospect id for a prospect. */
  clientId: string;
  kind: "client" | "prospect";
  accountId: string;
  fullName: string;
  flags: FeatureFlags;
  /** Signed in to the manager space with the manager password. */
  manager: boolean;
  /**
   * A client who was a prospect until their first signed quote: that prospect's id, the `{client}` of
   * their quote calls (docs/decisions/0251). Learned from the broker's session answer on every request.
   */
  formerProspectId?: string;
  /** Quotes made for the client itself that this person may sign (docs/decisions/0262). Learned as formerProspectId is. */
  ownQuotes?: boolean;
};

type SessionData = {
  user: SignedInUser;
  /**
   * The brand and country (`code:COUNTRY`) the user signed in on: one host
   * serves several countries (localhost is Courtia France and Courtia
   * Deutschland), and a v2 session belongs to one of them.
   */
  scope?: string;
  /** Random id, new at every sign-in: a session never outlives a login. */
  sid: string;
  createdAt: number;
  seenAt: number;
  /** Where to go once the sign-in steps (password, account, phone, KYC) are done. */
  returnTo?: string;
  /** The optional qualification step was put off for this session. */
  qualificationDeferred?: boolean;
  /** Signed in with several accounts and none chosen yet. */
  accountChoicePending?: boolean;
};

export type SessionState = {
  user: SignedInUser | null;
  /** `code:COUNTRY` of the brand signed in on (null for cookies made before it was kept). */
  scope: string | null;
  sid: string | null;
  returnTo: string | null;
  qualificationDeferred: boolean;
  accountChoicePending: boolean;
};

export const anonymousSession: SessionState = { user: null, scope: null, sid: null, returnTo: null, qualificationDeferred: false, accountChoicePending: false };

/** Only seenAt changes while browsing: rewrite the cookie at most once a minute. */
const touchIntervalMs = 60_000;

const storages = new Map<string, SessionStorage<SessionData>>();

type CookieProfile = { name: string; secure: boolean };

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";
}

/**
 * `__Host-` over HTTPS (Secure, path /, no Domain: no sub-domain can set or
 * shadow it); plain-http localhost gets a non-Secure cookie so local runs
 * work in every browser; any other plain-http host keeps COOKIE_SECURE.
 */
export function sessionCookieProfile(requestUrl: string, cookieSecure: boolean): CookieProfile {
  const url = new URL(requestUrl);
  if (url.protocol === "https:") return { name: "__Host-session", secure: true };
  return { name: "__session", secure: isLoopback(url.hostname) ? false : cookieSecure };
}

export function getSessionStorage(request: Request): SessionStorage<SessionData> {
  const env = getEnv();
  const profile = sessionCookieProfile(request.url, env.COOKIE_SECURE);
  const key = `${profile.name}:${profile.secure}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData>({
      cookie: {
        name: profile.name,
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: profile.secure,
        secrets: [env.SESSION_SECRET],
        // No Max-Age: the cookie ends with the browser; the server enforces the lifetimes below.
      },
    });
    storages.set(key, storage);
  }
  return storage;
}

export type SessionLimits = { idleMs: number; absoluteMs: number };

export function sessionLimits(): SessionLimits {
  const env = getEnv();
  return { idleMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteMs: env.SESSION_MAX_HOURS * 3_600_000 };
}

export type SessionVerdict = "valid" | "idle" | "expired" | "none";

/** Pure rule: is a session still alive at `now`? */
export function sessionVerdict(data: Pick<SessionData, "createdAt" | "seenAt"> | null, now: number, limits: SessionLimits): SessionVerdict {
  if (!data) return "none";
  if (now - data.createdAt > limits.absoluteMs) return "expired";
  if (now - data.seenAt > limits.idleMs) return "idle";
  return "valid";
}

function hasSessionCookie(request: Request): boolean {
  const cookie = request.headers.get("cookie");
  return Boolean(cookie && (cookie.includes("__session=") || cookie.includes("__Host-session=")));
}

async function loadSession(request: Request): Promise<Session<SessionData> | null> {
  if (!hasSessionCookie(request)) return null;
  return getSessionStorage(request).getSession(request.headers.get("cookie"));
}

/**
 * The visitor's session, and the Set-Cookie the response must carry: a
 * destroyed cookie when the session timed out, a refreshed one when it is
 * time to move the idle clock.
 */
export async function readSession(request: Request, now = Date.now()): Promise<{ state: SessionState; setCookie: string | null }> {
  const session = await loadSession(request);
  if (!session) return { state: anonymousSession, setCookie: null };
  const user = session.get("user");
  const createdAt = session.get("createdAt");
  const seenAt = session.get("seenAt");
  const data = user && typeof createdAt === "number" && typeof seenAt === "number" ? { createdAt, seenAt } : null;
  const verdict = sessionVerdict(data, now, sessionLimits());
  if (verdict !== "valid" || !user) {
    return { state: anonymousSession, setCookie: await getSessionStorage(request).destroySession(session) };
  }
  let setCookie: string | null = null;
  if (now - (seenAt as number) > touchIntervalMs) {
    session.set("seenAt", now);
    setCookie = await getSessionStorage(request).commitSession(session);
  }
  return {
    state: {
      user,
      scope: session.get("scope") ?? null,
      sid: session.get("sid") ?? null,
      returnTo: session.get("returnTo") ?? null,
      qualificationDeferred: session.get("qualificationDeferred") === true,
      accountChoicePending: session.get("accountChoicePending") === true,
    },
    setCookie,
  };
}

/** The `code:COUNTRY` scope a request's page belongs to. */
export function sessionScopeOf(request: Request): string {
  const { brand, locale } = requestScope(request);
  return `${brand.code}:${locale.country}`;
}

/**
 * A brand-new session for a user who just signed in: a new cookie value and
 * a new sid, whatever the browser sent (no session fixation).
 */
export async function commitNewSession(
  request: Request,
  user: SignedInUser,
  options: { returnTo?: string | null; accountChoicePending?: boolean; now?: number } = {},
): Promise<string> {
  const storage = getSessionStorage(request);
  const session = await storage.getSession();
  const now = options.now ?? Date.now();
  session.set("user", user);
  session.set("scope", sessionScopeOf(request));
  session.set("sid", crypto.randomUUID());
  session.set("createdAt", now);
  session.set("seenAt", now);
  if (options.returnTo) session.set("returnTo", options.returnTo);
  if (options.accountChoicePending) session.set("accountChoicePending", true);
  return storage.commitSession(session);
}

/** Changes to the current session (new flags after a step, deferred KYC…). */
export async function updateSession(
  request: Request,
  change: { user?: Partial<SignedInUser>; returnTo?: string | null; qualificationDeferred?: boolean; accountChoicePending?: boolean },
  now = Date.now(),
): Promise<string> {
  const storage = getSessionStorage(request);
  const session = await storage.getSession(request.headers.get("cookie"));
  const user = session.get("user");
  if (user && change.user) session.set("user", { ...user, ...change.user, flags: { ...user.flags, ...change.user.flags } });
  if (change.returnTo === null) session.unset("returnTo");
  else if (change.returnTo !== undefined) session.set("returnTo", change.returnTo);
  if (change.qualificationDeferred !== undefined) session.set("qualificationDeferred", change.qualificationDeferred);
  if (change.accountChoicePending !== undefined) session.set("accountChoicePending", change.accountChoicePending);
  session.set("seenAt", now);
  return storage.commitSession(session);
}

/** Set-Cookie that ends the session in the browser (a local logout). */
export async function destroySessionCookie(request: Request): Promise<string> {
  const storage = getSessionStorage(request);
  return storage.destroySession(await storage.getSession(request.headers.get("cookie")));
}

export async function destroySessionHeaders(request: Request): Promise<Headers> {
  return new Headers({ "Set-Cookie": await destroySessionCookie(request) });
}
