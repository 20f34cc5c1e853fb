import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loader } from "~/utils/routing/root-loader.server";
import { endCookieSession, signedInUser } from "~/utils/session/auth.server";
import { commitNewSession } from "~/utils/session/session.server";
import { v2Api } from "~/utils/v2/api/index.server";
import { startAzuraTestBroker } from "~/utils/v2/azura-test-broker.server";
import { createV2Client } from "~/utils/v2/client.server";

// The frame of every page decides who the visitor is: a cookie whose v2
// session the broker ended shows no name anywhere (docs/decisions/0028).
const testBroker = startAzuraTestBroker("root-loader-");

async function signedInCookie(host: string): Promise<string> {
  const api = v2Api(createV2Client({ baseUrl: testBroker().url, token: testBroker().brandTokens.azura, timeoutMs: 10_000 }));
  const user = signedInUser(await api.logIn({ login: "demo.full@example.com", password: "Demo-Password-1" }));
  return (await commitNewSession(new Request(`http://${host}/fr-fr/`), user)).split(";")[0];
}

function args(pathname: string, cookie: string, host = "azura.localhost:3000"): LoaderFunctionArgs {
  return {
    request: new Request(`http://${host}${pathname}`, { headers: { cookie } }),
    context: { cspNonce: "test", requestId: "test", responseHeaders: new Headers() },
    params: {},
  };
}

type Thrown = Response | { data?: unknown; init?: { status?: number } };

async function rootLoad(pathname: string, cookie: string, host?: string) {
  try {
    const result = (await loader(args(pathname, cookie, host))) as unknown as {
      data: { session: { signedIn: boolean; fullName: string | null } };
      init?: { headers?: Headers };
    };
    return { result, thrown: null };
  } catch (error) {
    return { result: null, thrown: error as Thrown };
  }
}

const sessionCookies = (headers: Headers | undefined) => (headers?.getSetCookie() ?? []).filter((value) => value.startsWith("__session="));

describe("root loader and the v2 session behind the cookie", () => {
  it("a logged-out cookie replayed on an open page: no name, the cookie destroyed, never refreshed", async () => {
    const cookie = await signedInCookie("azura.localhost:3000");
    const before = await rootLoad("/fr-fr/mentions-legales", cookie);
    expect(before.result?.data.session).toMatchObject({ signedIn: true });
    await endCookieSession(args("/fr-fr/deconnexion", cookie).request);

    const after = await rootLoad("/fr-fr/mentions-legales", cookie);
    expect(after.result?.data.session).toMatchObject({ signedIn: false, fullName: null });
    const cookies = sessionCookies(after.result?.init?.headers);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("the same cookie on a protected page goes to login", async () => {
    const cookie = await signedInCookie("azura.localhost:3000");
    await endCookieSession(args("/fr-fr/deconnexion", cookie).request);
    const { thrown } = await rootLoad("/fr-fr/qualification", cookie);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toMatch(/^\/fr-fr\/connexion\?redirectTo=/);
  });

  it("broker unable to answer: the maintenance screen on a protected page, an anonymous open page with the cookie kept", async () => {
    const cookie = await signedInCookie("mistral.localhost:3000");
    const protectedPage = await rootLoad("/fr-fr/qualification", cookie, "mistral.localhost:3000");
    expect((protectedPage.thrown as { init?: { status?: number } }).init?.status).toBe(503);
    expect((protectedPage.thrown as { data?: { shell?: unknown } }).data?.shell).toBeTruthy();

    const open = await rootLoad("/fr-fr/mentions-legales", cookie, "mistral.localhost:3000");
    expect(open.result?.data.session).toMatchObject({ signedIn: false, fullName: null });
    expect(sessionCookies(open.result?.init?.headers)).toEqual([]);
  });
});

describe("the CSRF token, only where the page can hold a form (issue 43)", () => {
  const rootData = async (pathname: string, cookie = "") => {
    const { result } = await rootLoad(pathname, cookie);
    const data = result?.data as unknown as { csrfToken: string | null };
    const csrfCookies = (result?.init?.headers?.getSetCookie() ?? []).filter((value) => value.startsWith("csrf="));
    return { token: data.csrfToken, csrfCookies };
  };

  it("a legal document, signed out: no token and no cookie for one", async () => {
    expect(await rootData("/fr-fr/mentions-legales")).toEqual({ token: null, csrfCookies: [] });
  });

  it("the login page, signed out: a token and its cookie", async () => {
    const { token, csrfCookies } = await rootData("/fr-fr/connexion");
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(csrfCookies).toHaveLength(1);
  });

  it("a legal document, signed in (the account menu's sign-out is a form): a token", async () => {
    const { token } = await rootData("/fr-fr/mentions-legales", await signedInCookie("azura.localhost:3000"));
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});
