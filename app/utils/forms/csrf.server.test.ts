import { describe, expect, it } from "vitest";
import { commitCsrfToken, csrfFieldName, requireValidCsrf } from "~/utils/forms/csrf.server";
import { commitNewSession, readSession, type SignedInUser } from "~/utils/session/session.server";

const user: SignedInUser = { token: "v2-token", clientId: "cli_1", kind: "client", accountId: "acc_1", fullName: "Camille Martin", flags: {}, manager: false };

const pair = (setCookie: string | null) => (setCookie ?? "").split(";")[0];

/** A signed-in session as the sign-in makes it: its cookie and its sid. */
async function signedIn(): Promise<{ cookie: string; sid: string }> {
  const cookie = pair(await commitNewSession(new Request("http://localhost/fr-fr/"), user));
  const { state } = await readSession(new Request("http://localhost/", { headers: { cookie } }));
  return { cookie, sid: state.sid as string };
}

/** The page's token and CSRF cookie, for a visitor with `cookies` in the session `sid`. */
async function tokenAndCookie(sid: string | null = null, cookies = "") {
  const [token, setCookie] = await commitCsrfToken(new Request("http://localhost/", { headers: cookies ? { cookie: cookies } : {} }), sid);
  return { token, cookie: setCookie ? pair(setCookie) : null };
}

function post(body: Record<string, string>, ...cookies: (string | null)[]) {
  const cookie = cookies.filter(Boolean).join("; ");
  return new Request("http://localhost/fr-fr/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(body),
  });
}

async function status(request: Request): Promise<number> {
  const thrown = await requireValidCsrf(request).then(
    () => null,
    (error: unknown) => error,
  );
  return thrown ? ((thrown as { init?: { status?: number } }).init?.status ?? 500) : 200;
}

describe("CSRF", () => {
  it("accepts a form carrying the token of its cookie", async () => {
    const { token, cookie } = await tokenAndCookie();
    expect(await status(post({ [csrfFieldName]: token }, cookie))).toBe(200);
  });

  it("answers 403 without a token, with another token, or without the cookie", async () => {
    const { token, cookie } = await tokenAndCookie();
    const other = await tokenAndCookie();
    for (const request of [post({}, cookie), post({ [csrfFieldName]: other.token }, cookie), post({ [csrfFieldName]: token })]) {
      expect(await status(request)).toBe(403);
    }
  });

  it("is bound to the session: a signed-in visitor's token and cookie do not work in another session", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const alicePage = await tokenAndCookie(alice.sid, alice.cookie);
    expect(await status(post({ [csrfFieldName]: alicePage.token }, alice.cookie, alicePage.cookie))).toBe(200);
    // Alice's pair planted in Bob's browser (a sibling sub-domain can set cookies), or posted with no session.
    expect(await status(post({ [csrfFieldName]: alicePage.token }, bob.cookie, alicePage.cookie))).toBe(403);
    expect(await status(post({ [csrfFieldName]: alicePage.token }, alicePage.cookie))).toBe(403);
  });

  it("is renewed at sign-in: the token of the signed-out page is refused once signed in, and the next page gives a new one", async () => {
    const before = await tokenAndCookie(null);
    const session = await signedIn();
    expect(await status(post({ [csrfFieldName]: before.token }, session.cookie, before.cookie))).toBe(403);
    const after = await tokenAndCookie(session.sid, `${session.cookie}; ${before.cookie}`);
    expect(after.cookie).not.toBeNull();
    expect(after.token).not.toBe(before.token);
    expect(await status(post({ [csrfFieldName]: after.token }, session.cookie, after.cookie))).toBe(200);
    // Within the session the token stays (no new cookie on every page).
    const again = await tokenAndCookie(session.sid, `${session.cookie}; ${after.cookie}`);
    expect(again).toEqual({ token: after.token, cookie: null });
    // Planted in another session, that cookie is not kept: the page there gives a new token.
    const other = await signedIn();
    const planted = await tokenAndCookie(other.sid, `${other.cookie}; ${after.cookie}`);
    expect(planted.cookie).not.toBeNull();
    expect(planted.token).not.toBe(after.token);
  });
});
