import { signedCookieStorage } from "~/utils/cookies.server";

/**
 * The portal's own session cookie. It carries the v2 session token and the
 * session flags (SPEC section 3); signing in fills it (authentication issue).
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

export type SessionState = {
  token: string | null;
  kind: "client" | "prospect" | null;
  fullName: string | null;
  flags: FeatureFlags;
};

export const anonymousSession: SessionState = { token: null, kind: null, fullName: null, flags: {} };

type SessionData = { token: string; kind: "client" | "prospect"; fullName: string; flags: FeatureFlags };

let storage: ReturnType<typeof signedCookieStorage<SessionData>> | null = null;

export function getSessionStorage() {
  storage ??= signedCookieStorage<SessionData>("__session");
  return storage;
}

export async function readSession(request: Request): Promise<SessionState> {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("__session=")) return anonymousSession;
  const session = await getSessionStorage().getSession(cookie);
  const token = session.get("token");
  if (typeof token !== "string" || token === "") return anonymousSession;
  const kind = session.get("kind");
  return {
    token,
    kind: kind === "client" || kind === "prospect" ? kind : null,
    fullName: session.get("fullName") ?? null,
    flags: (session.get("flags") as FeatureFlags | undefined) ?? {},
  };
}

/** Set-Cookie that ends the session in the browser (a local logout). */
export async function destroySessionHeaders(request: Request): Promise<Headers> {
  const session = await getSessionStorage().getSession(request.headers.get("cookie"));
  return new Headers({ "Set-Cookie": await getSessionStorage().destroySession(session) });
}
