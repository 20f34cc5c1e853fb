import { createHmac, timingSafeEqual } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { getEnv } from "~/utils/request/env.server";
import { randomToken } from "~/utils/request/random-token.server";
import { rejectionPage } from "~/utils/request/rejection-page.server";
import { csrfFieldName } from "~/utils/forms/form-fields";
import { getSessionStorage } from "~/utils/session/session.server";

export { csrfFieldName };

/**
 * The CSRF token: random bytes and their HMAC-SHA256 together with the session they were given in
 * (its sid, new at every sign-in; none for a visitor not signed in), both base64url without padding,
 * in a signed cookie and in every form (docs/decisions/0069). A post must carry its cookie's token,
 * and that token must have been made for the session the post comes with: a token taken from one
 * visitor, or from before a sign-in, is refused in another session. A new session (sign-in, account
 * choice) therefore gets a new token from the first page it loads.
 */
let csrfCookie: Cookie | null = null;

function cookie(): Cookie {
  if (csrfCookie) return csrfCookie;
  const env = getEnv();
  csrfCookie = createCookie("csrf", { path: "/", httpOnly: true, sameSite: "lax", secure: env.COOKIE_SECURE, secrets: [env.SESSION_SECRET] });
  return csrfCookie;
}

function signature(random: string, sid: string | null): string {
  return createHmac("sha256", getEnv().SESSION_SECRET)
    .update(`${random}.${sid ?? ""}`)
    .digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `token` was made for the session `sid` (null: no session). */
function madeFor(token: string, sid: string | null): boolean {
  const [random, mac, ...rest] = token.split(".");
  return Boolean(random && mac && rest.length === 0 && sameText(mac, signature(random, sid)));
}

/** The session the request comes with, as its cookie says (even one past its idle limit: the action tells that). */
async function sidOf(request: Request): Promise<string | null> {
  const header = request.headers.get("cookie");
  if (!header) return null;
  const sid: unknown = (await getSessionStorage(request).getSession(header)).get("sid");
  return typeof sid === "string" ? sid : null;
}

/**
 * The token for the page and, when new, the cookie that carries it: the cookie's own token while it
 * was made for this session (`sid`, the page's live session, null when signed out), a new one otherwise.
 */
export async function commitCsrfToken(request: Request, sid: string | null): Promise<[string, string | null]> {
  const existing: unknown = await cookie().parse(request.headers.get("cookie"));
  if (typeof existing === "string" && madeFor(existing, sid)) return [existing, null];
  const random = randomToken(32, "base64url");
  const token = `${random}.${signature(random, sid)}`;
  return [token, await cookie().serialize(token)];
}

/**
 * Every action calls this first (through readForm, with the form it read).
 * A missing or wrong token, or one made for another session, answers the
 * translated 403 page, before any work or any call to the broker.
 */
export async function requireValidCsrf(request: Request, form?: FormData): Promise<void> {
  const sent = (form ?? (await request.clone().formData())).get(csrfFieldName);
  const kept: unknown = await cookie().parse(request.headers.get("cookie"));
  const valid = typeof sent === "string" && typeof kept === "string" && sameText(sent, kept) && madeFor(kept, await sidOf(request));
  if (!valid) throw await rejectionPage(request, 403);
}
