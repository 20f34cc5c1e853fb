import { describe, expect, it } from "vitest";
import { pageFor, sessionOf } from "~/utils/request/page.server";
import { completeSignIn, endCookieSession, signedInUser } from "~/utils/session/auth.server";
import { commitNewSession, type SignedInUser } from "~/utils/session/session.server";
import { href } from "~/utils/routing/href";
import { v2Api } from "~/utils/v2/api/index.server";
import { startAzuraTestBroker } from "~/utils/v2/azura-test-broker.server";
import { createV2Client, V2Error } from "~/utils/v2/client.server";

// The session read every page shares (sessionOf), against the real broker:
// a cookie counts only while the broker knows its v2 session (docs/decisions/0028).
const testBroker = startAzuraTestBroker("page-session-");

const brokerApi = (sessionToken: string | null = null) =>
  v2Api(createV2Client({ baseUrl: testBroker().url, token: testBroker().brandTokens.azura, sessionToken, timeoutMs: 10_000 }));

async function signIn(): Promise<SignedInUser> {
  return signedInUser(await brokerApi().logIn({ login: "demo.full@example.com", password: "Demo-Password-1" }));
}

const cookiePair = (setCookie: string) => setCookie.split(";")[0];

async function cookieFor(user: SignedInUser, host = "azura.localhost:3000"): Promise<string> {
  return cookiePair(await commitNewSession(new Request(`http://${host}/fr-fr/`), user));
}

/** One page load: its own load context, as Remix gives each request. */
function load(pathname: string, cookie: string | null, host = "azura.localhost:3000", method = "GET") {
  const request = new Request(`http://${host}${pathname}`, { method, headers: cookie ? { cookie } : {} });
  return { request, context: { cspNonce: "test", requestId: "test", responseHeaders: new Headers() } };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const result = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(result).toBeInstanceOf(Response);
  return result as Response;
}

async function brokerKnows(user: SignedInUser): Promise<boolean> {
  try {
    await brokerApi(user.token).session(user.clientId);
    return true;
  } catch (error) {
    if (error instanceof V2Error && error.error.status === 401) return false;
    throw error;
  }
}

describe("the session every page reads", () => {
  it("is signed in while the broker knows the v2 session, with the broker's view of it", async () => {
    const user = await signIn();
    const page = await pageFor(load("/fr-fr/mentions-legales", await cookieFor(user)), "legals");
    expect(page.user?.fullName).toBe(user.fullName);
    expect(page.brokerSession?.account.email).toBe("demo.full@example.com");
  });

  it("after logout, the replayed cookie is anonymous on open pages, refused on protected ones, and destroyed", async () => {
    const user = await signIn();
    const cookie = await cookieFor(user);
    await pageFor(load("/fr-fr/contact", cookie), "contact"); // the answer is cached now
    await endCookieSession(load("/fr-fr/deconnexion", cookie, undefined, "POST").request);

    const open = load("/fr-fr/contact", cookie);
    const page = await pageFor(open, "contact");
    expect(page.user).toBeNull();
    const read = await sessionOf(open);
    expect(read.setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);

    const protectedPage = await thrown(pageFor(load("/fr-fr/qualification", cookie), "kyc"));
    expect(protectedPage.status).toBe(302);
    expect(protectedPage.headers.get("location")).toContain(href("login", {}, { lang: "fr", country: "FR" }));
    expect(protectedPage.headers.get("set-cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("is read once per request: the loaders and the action of one request share it", async () => {
    const user = await signIn();
    const args = load("/fr-fr/", await cookieFor(user));
    expect(sessionOf(args)).toBe(sessionOf(args));
  });

  it("when the broker cannot answer: open pages are anonymous and keep the cookie, protected pages show the outage", async () => {
    const user = await signIn();
    const cookie = await cookieFor(user, "mistral.localhost:3000");
    const open = load("/fr-fr/contact", cookie, "mistral.localhost:3000");
    expect((await pageFor(open, "contact")).user).toBeNull();
    const read = await sessionOf(open);
    expect(read.setCookie).toBeNull();
    expect(read.unverified?.error.status).toBe(503);

    // The SPEC section 8 screen of the failure's status (data() with the status: maintenance for 503).
    const outage = await pageFor(load("/fr-fr/qualification", cookie, "mistral.localhost:3000"), "kyc").then(
      () => null,
      (error: unknown) => error as { init?: { status?: number } },
    );
    expect(outage?.init?.status).toBe(503);
  });
});

describe("signing in again over an existing cookie", () => {
  it("ends the cookie's previous v2 session, whichever way in", async () => {
    const first = await signIn();
    const second = await signIn();
    const request = load("/fr-fr/connect_sso/x", await cookieFor(first)).request;
    const response = await completeSignIn(request, second, { locale: { lang: "fr", country: "FR" } });
    expect(response.status).toBe(302);
    expect(await brokerKnows(first)).toBe(false);
    expect(await brokerKnows(second)).toBe(true);
  });

  it("keeps the session when the way in is that very session (existing-session with the same token)", async () => {
    const user = await signIn();
    const request = load("/fr-fr/login/existing-session", await cookieFor(user)).request;
    await completeSignIn(request, user, { locale: { lang: "fr", country: "FR" } });
    expect(await brokerKnows(user)).toBe(true);
  });
});
