import { createCookie, type Cookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getEnv } from "~/utils/request/env.server";
import { rejectionPage } from "~/utils/request/rejection-page.server";
import { csrfFieldName } from "~/utils/forms/form-fields";
import { getSessionStorage } from "~/utils/session/session.server";

export { csrfFieldName };

/**
 * The CSRF token is remix-utils' (random bytes and their HMAC-SHA256, base64url, in a signed cookie
 * and in every form), signed with a secret that names the session it was given in (its sid, new at
 * every sign-in; none for a visitor not signed in): docs/decisions/0069. A post must carry its
 * cookie's token, and that token must have been signed for the session the post comes with: a token
 * taken from one visitor, or from before a sign-in, is refused in another session. A new session
 * (sign-in, account choice) therefore gets a new token from the first page it loads.
 */
let csrfCookie: Cookie | null = null;

function cookie(): Cookie {
  if (csrfCookie) return csrfCookie;
  const env = getEnv();
  csrfCookie = createCookie("csrf", { path: "/", httpOnly: true, sameSite: "lax", secure: env.COOKIE_SECURE, secrets: [env.SESSION_SECRET] });
  return csrfCookie;
}

/** remix-utils' CSRF whose tokens are signed for the session `sid` (null: no session). */
function csrfFor(sid: string | null): CSRF {
  return new CSRF({ cookie: cookie(), formDataKey: csrfFieldName, secret: `${getEnv().SESSION_SECRET}.${sid ?? ""}` });
}

/** Whether the cookie's token was signed for `csrf`'s session: the library's own check, as for a form carrying that token. */
function signedFor(csrf: CSRF, token: string, headers: Headers): Promise<boolean> {
  const form = new FormData();
  form.set(csrfFieldName, token);
  return csrf.validate(form, headers).then(
    () => true,
    (error: unknown) => {
      if (error instanceof CSRFError) return false;
      throw error;
    },
  );
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
 * was signed for this session (`sid`, the page's live session, null when signed out), a new one
 * otherwise (remix-utils' `commitToken` would keep any token its cookie has).
 */
export async function commitCsrfToken(request: Request, sid: string | null): Promise<[string, string | null]> {
  const csrf = csrfFor(sid);
  const existing: unknown = await cookie().parse(request.headers.get("cookie"));
  if (typeof existing === "string" && (await signedFor(csrf, existing, request.headers))) return [existing, null];
  const token = csrf.generate(32);
  return [token, await cookie().serialize(token)];
}

/**
 * Every action calls this first (through readForm, with the form it read).
 * A missing or wrong token, or one made for another session, answers the
 * translated 403 page, before any work or any call to the broker.
 */
export async function requireValidCsrf(request: Request, form?: FormData): Promise<void> {
  try {
    await csrfFor(await sidOf(request)).validate(form ?? (await request.clone().formData()), request.headers);
  } catch (error) {
    if (error instanceof CSRFError) throw await rejectionPage(request, 403);
    throw error;
  }
}
