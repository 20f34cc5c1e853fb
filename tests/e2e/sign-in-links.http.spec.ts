import { askMagicLink, brokerSessionStatus, brokerSessionToken, brokerUrl, sessionCookieUser, ssoToken } from "./auth-fixtures";
import { decodeHtml, expect, ownAddress, test, Visitor } from "./http";
import { alerts, expectHomeAnswer, linkHref, mailboxMessage, signedInName, statuses } from "./sign-in-posts";

/**
 * Signing in by a link or a token (magic link, single sign-on, open-id, an existing session, an intent) as a browser
 * without JavaScript follows it, and the pages that answer (the "http" project, docs/decisions/0221, 0227).
 * sign-in.spec.ts keeps the same steps with JavaScript, on brands of their own where a step changes an account.
 */

/** The pathname and query of where a visitor landed. */
const at = (url: string) => new URL(url).pathname + new URL(url).search;

test.describe("a session cookie signed in again", () => {
  // sign-in.spec.ts does the same with JavaScript on mistral.
  test("signing in again over a session cookie ends its v2 session: password, then single sign-on, then a magic link", async () => {
    const brand = "vigie";
    const login = "demo.single@example.com";
    const visitor = new Visitor(brand, ownAddress(test.info()));
    const cookieUser = () => sessionCookieUser(visitor.cookies.get("__session")!.value);

    await visitor.signIn(login, "fr-fr");
    const first = cookieUser();
    expect(await brokerSessionStatus(brand, first)).toBe(200);

    await expectHomeAnswer(await visitor.read(`/fr-fr/connect_sso/${await ssoToken(brand, login)}`), brand, login);
    const second = cookieUser();
    expect(second.token).not.toBe(first.token);
    expect(await brokerSessionStatus(brand, first)).toBe(401);
    expect(await brokerSessionStatus(brand, second)).toBe(200);

    expect(await askMagicLink(brand, login)).toBe(202);
    const { link } = await mailboxMessage({ to: login, template: "magic-link", brand });
    await expectHomeAnswer(await visitor.read(link!), brand, login);
    const third = cookieUser();
    expect(third.token).not.toBe(second.token);
    expect(await brokerSessionStatus(brand, second)).toBe(401);
    expect(await brokerSessionStatus(brand, third)).toBe(200);
  });
});

test.describe("magic link", () => {
  // sign-in.spec.ts does the same with JavaScript on azura.
  test("asks for a link, opens the broker's mailbox, clicks, and lands signed in", async () => {
    const brand = "vigie";
    const visitor = new Visitor(brand, ownAddress(test.info()));
    const page = await visitor.read("/fr-fr/connexion");
    const sent = await visitor.landed(await visitor.submit(page, (form) => form.id === "magic-link-form", { login: "demo.full@example.com" }));
    expect(statuses(sent).join(" ")).toContain("un lien de connexion vient de lui être envoyé");
    const { link } = await mailboxMessage({ to: "demo.full@example.com", template: "magic-link", brand });
    expect(link).toContain(`http://${brand}.localhost:`);
    // The French page's own words (SPEC section 2): the link opens the login page itself, without a redirect.
    expect(new URL(link!).pathname).toBe("/fr-fr/connexion");
    await expectHomeAnswer(await visitor.read(link!), brand, "demo.full@example.com");
  });

  test("answers the same for an unknown address, and a used link is refused on the form", async () => {
    const visitor = new Visitor("azura", ownAddress(test.info()));
    const page = await visitor.read("/fr-fr/connexion");
    const sent = await visitor.landed(await visitor.submit(page, (form) => form.id === "magic-link-form", { login: "nobody-here@example.com" }));
    expect(statuses(sent).join(" ")).toContain("Si un compte existe pour cette adresse");
    const refused = await visitor.read("/fr-fr/connexion?magic=not-a-real-token");
    expect(alerts(refused).join(" ")).toContain("Ce lien de connexion est invalide");
  });
});

test.describe("single sign-on, open-id, existing session, intent", () => {
  // sign-in.spec.ts does the same with JavaScript.
  test("connect_sso with a signed token signs in; a forged one goes to login with the reason", async () => {
    const visitor = new Visitor("vigie", ownAddress(test.info()));
    await expectHomeAnswer(await visitor.read(`/fr-fr/connect_sso/${await ssoToken("vigie", "demo.single@example.com")}`), "vigie", "demo.single@example.com");

    const forged = await ssoToken("azura", "demo.single@example.com");
    const anew = new Visitor("vigie", ownAddress(test.info(), "forged"));
    const refused = await anew.read(`/fr-fr/connect_sso/${forged}`);
    expect(at(refused.url)).toMatch(/^\/fr-fr\/connexion\?failed=sso/);
    expect(alerts(refused).join(" ")).toContain("authentification unique");
  });

  test("open-id: the identity provider's page, a demo account, back signed in", async () => {
    const visitor = new Visitor("vigie", ownAddress(test.info()));
    const page = await visitor.read("/en-fr/login");
    const started = await visitor.submit(page, (form) => form.values.intent === "open-id", {});
    expect(started.status).toBe(302);
    // The identity provider is the broker's dev page, on its own host: read as a browser follows the redirect.
    const provider = new URL(started.headers.location!);
    expect(provider.port).toBe(new URL(brokerUrl).port);
    const providerPage = await (await fetch(provider)).text();
    expect(/<h1>([\s\S]*?)<\/h1>/.exec(providerPage)?.[1]).toBe("Dev identity provider");
    const choice = linkHref({ status: 200, headers: {}, body: providerPage, url: provider.href }, /demo\.full@example\.com/);
    const confirmed = await fetch(choice, { redirect: "manual" });
    expect(confirmed.status).toBeGreaterThanOrEqual(300);
    expect(confirmed.status).toBeLessThan(400);
    const back = decodeHtml(confirmed.headers.get("location")!);
    await expectHomeAnswer(await visitor.read(back), "vigie", "demo.full@example.com", undefined, "en-fr");
  });

  test("open-id: a callback whose state does not match is refused", async () => {
    const page = await new Visitor("vigie", ownAddress(test.info())).read("/en-fr/login?code=abc&state=forged");
    expect(alerts(page).join(" ")).toContain("identity provider did not work");
    expect(signedInName(page)).toBeNull();
  });

  test("login/existing-session reuses a v2 session token", async () => {
    const token = await brokerSessionToken("vigie", "demo.single@example.com");
    const visitor = new Visitor("vigie", ownAddress(test.info()));
    await expectHomeAnswer(await visitor.read(`/fr-fr/login/existing-session?token=${encodeURIComponent(token)}`), "vigie", "demo.single@example.com");
  });

  test("intent: session saves the token, goto opens a named route, anything else goes home", async () => {
    const token = await brokerSessionToken("vigie", "demo.full@example.com");
    const visitor = new Visitor("vigie", ownAddress(test.info()));
    await expectHomeAnswer(await visitor.read(`/fr-fr/intent?type=session&token=${encodeURIComponent(token)}`), "vigie", "demo.full@example.com");
    expect(at((await visitor.read("/fr-fr/intent?type=goto&route=profile&from=mail")).url)).toBe("/fr-fr/profile?from=mail");
    expect(at((await visitor.read("/fr-fr/intent?type=unknown")).url)).toBe("/fr-fr/");
    const signedOut = new Visitor("vigie", ownAddress(test.info(), "signed out"));
    expect(at((await signedOut.read("/fr-fr/intent?type=login&type2=amendment")).url)).toBe("/fr-fr/connexion?type2=amendment");
  });
});
