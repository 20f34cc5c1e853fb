import type { Page, Response } from "@playwright/test";
import { brandUrl, expect, expectNoAxeViolations, test } from "./fixtures";
import {
  askMagicLink,
  brokerSessionStatus,
  brokerSessionToken,
  demoPassword,
  expectSignedInAs,
  logIn,
  openAccountMenu,
  postForm,
  readMailbox,
  sessionCookieUser,
  ssoToken,
  useOwnAddress,
} from "./auth-fixtures";
import { ownAddress, Visitor } from "./http";
import { nameOf, refusedLogins, resetLinkPosts } from "./sign-in-posts";

/**
 * Signing in: every way into the portal, every gate of the session flags,
 * logout, rate limits (SPEC sections 1, 2, 4, 6), against the production
 * build and the embedded broker, with JavaScript ("js" project). Without it,
 * the same posts and the pages that answer them go over plain HTTP
 * (sign-in.http.spec.ts, sign-in-forms.http.spec.ts, sign-in-links.http.spec.ts;
 * docs/decisions/0227).
 * These are the tests that go through the forms; tests of other features
 * start from a stored session (sessions.ts).
 */
test.beforeEach(async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
});

async function expectHome(page: Page, brand: string, login: string, locale = "fr-fr", password = demoPassword) {
  await expect(page).toHaveURL(brandUrl(brand, locale.startsWith("fr-") ? `/${locale}/` : `/${locale}/home`));
  const name = await nameOf(brand, login, password);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expectSignedInAs(page, name);
}

// Without JavaScript: sign-in-forms.http.spec.ts (docs/decisions/0227).
test.describe("password login", { tag: "@js-only" }, () => {
  test("a client signs in and lands on home with the name shown", async ({ page }) => {
    await logIn(page, "azura", "demo.full@example.com");
    await expectHome(page, "azura", "demo.full@example.com");
  });

  test("bad credentials keep the form and show the message next to the password", async ({ page }) => {
    await logIn(page, "azura", "demo.full@example.com", "Wrong-Password-9", "fr-fr", { expectRefusal: true });
    await expect(page).toHaveURL(/\/fr-fr\/connexion/);
    const password = page.locator('#password-form input[name="password"]');
    await expect(password).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy.split(" ").pop()}"]`)).toHaveText(
      "L'adresse e-mail ou le mot de passe est incorrect. Vérifiez-les et réessayez.",
    );
    await expect(page.locator('#password-form input[name="login"]')).toHaveValue("demo.full@example.com");
  });

  test("an invalid e-mail is refused next to its field, in the page's language", async ({ page }) => {
    await page.goto(brandUrl("azura", "/en-fr/login"));
    await page.locator('#password-form input[name="login"]').fill("not-an-email");
    await page.locator('#password-form input[name="password"]').fill("whatever");
    await page.locator('#password-form button[type="submit"]').click();
    await expect(page.locator("#password-form")).toContainText("Enter a valid e-mail address");
    await expect(page.locator('#password-form input[name="login"]')).toHaveValue("not-an-email");
    // The summary above the form (without JavaScript the server's page has it: sign-in-forms.http.spec.ts).
    const summary = page.locator("#password-form").getByRole("alert");
    await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(summary.getByRole("link")).toHaveAttribute("href", "#password-form-login");
  });

  test("with JavaScript, the browser refuses with the form's schema and posts nothing; only a submission it passes is posted", async ({ page }) => {
    await page.goto(brandUrl("azura", "/en-fr/login"));
    // The form's module has arrived (decision 0151): before it, the form is the plain one, which posts.
    await page.waitForLoadState("networkidle");
    const form = page.locator("#password-form");
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await form.locator('input[name="login"]').fill("not-an-email");
    await form.locator('input[name="password"]').fill("whatever");
    await form.locator('button[type="submit"]').click();
    await expect(form).toContainText("Enter a valid e-mail address");
    // Every form checks in the browser with its schema before posting (decision 0233).
    expect(posts).toBe(0);
    // After a refusal a field is checked again as it is typed, never as it is left: nothing is posted meanwhile.
    await form.locator('input[name="login"]').fill("still-not-an-email");
    await form.locator('input[name="password"]').focus();
    await form.locator('input[name="password"]').fill("whatever-else");
    await form.locator('input[name="login"]').focus();
    await expect(form).toContainText("Enter a valid e-mail address");
    // A submission the browser passes is the one post; the server answers it (no such account).
    await form.locator('input[name="login"]').fill("nobody.here@example.com");
    await expect(form).not.toContainText("Enter a valid e-mail address");
    await form.locator('input[name="password"]').fill("the-last-attempt");
    const answered = page.waitForResponse((response) => (response.request().postData() ?? "").includes("the-last-attempt"));
    await form.locator('button[type="submit"]').click();
    await answered;
    expect(posts).toBe(1);
  });

  test("a page that needs a session sends to login and comes back after it", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/profile"));
    await expect(page).toHaveURL(/\/fr-fr\/connexion\?redirectTo=%2Ffr-fr%2Fprofile/);
    await page.locator('#password-form input[name="login"]').fill("demo.full@example.com");
    await page.locator('#password-form input[name="password"]').fill(demoPassword);
    await page.locator('#password-form button[type="submit"]').click();
    await expect(page).toHaveURL(brandUrl("azura", "/fr-fr/profile"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon profil");
  });

  test("an outside redirectTo is ignored", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/connexion?redirectTo=https%3A%2F%2Fevil.example%2F"));
    await page.locator('#password-form input[name="login"]').fill("demo.single@example.com");
    await page.locator('#password-form input[name="password"]').fill(demoPassword);
    await page.locator('#password-form button[type="submit"]').click();
    // Checking the password takes a while on a loaded machine: wait for the answer, then look where it went.
    await page.waitForURL((url) => url.pathname !== "/fr-fr/connexion");
    await expectHome(page, "azura", "demo.single@example.com");
  });

  test("a prospect signs in, and client pages are not found for a prospect", async ({ page }) => {
    await logIn(page, "azura", "demo.prospect@example.com");
    await expectHome(page, "azura", "demo.prospect@example.com");
    const response = await page.goto(brandUrl("azura", "/fr-fr/contrats"));
    expect(response?.status()).toBe(404);
    // The profile is theirs too: their contact details (issue 28 §7).
    expect((await page.goto(brandUrl("azura", "/fr-fr/profile")))?.status()).toBe(200);
  });
});

test.describe("a post with an intent the page does not know", { tag: "@once" }, () => {
  /**
   * Posts the page's CSRF token and the form's fields with each intent (none when undefined): each answer's
   * status, and whether it is the page with its forms (a form's reply) rather than the 400 error page.
   */
  async function postIntents(page: Page, form: string, fields: Record<string, string>, intents: (string | undefined)[]) {
    // With JavaScript the address changes as the navigation starts its render (a transition): wait for the form itself.
    await page.locator(`form#${form}`).waitFor();
    return page.evaluate(
      async ({ form, fields, intents }) => {
        const csrf = (document.querySelector(`form#${form} input[name="csrf"]`) as HTMLInputElement).value;
        const answers: [number, boolean][] = [];
        for (const intent of intents) {
          const body = new URLSearchParams({ csrf, ...fields });
          if (intent !== undefined) body.set("intent", intent);
          const response = await fetch(location.pathname, { method: "POST", body, redirect: "manual" });
          answers.push([response.status, (await response.text()).includes('name="intent"')]);
        }
        return answers;
      },
      { form, fields, intents },
    );
  }

  test("login: refused with a 400 page, never taken for one of its forms", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/connexion"));
    const fields = { login: "demo.full@example.com", password: "Wrong-Password-9" };
    expect(await postIntents(page, "password-form", fields, ["nothing-such", undefined, "password"])).toEqual([
      [400, false],
      [400, false],
      [401, true],
    ]);
  });

  test("phone confirmation: refused with a 400 page; its own two intents answer their forms", async ({ page }) => {
    // A brand whose phone no other test confirms: the step must still be due.
    await logIn(page, "azura", "demo.phone@example.com");
    await expect(page).toHaveURL(brandUrl("azura", "/fr-fr/login/confirmer-telephone"));
    const answers = await postIntents(page, "phone", { phone: "not a number", code: "12" }, ["nothing-such", undefined, "send", "confirm"]);
    expect(answers).toEqual([
      [400, false],
      [400, false],
      [400, true],
      [400, true],
    ]);
  });
});

test.describe("logout", () => {
  // Without JavaScript: sign-in.http.spec.ts.
  test("logs out, and the old cookie replayed afterwards is refused", { tag: "@js-only" }, async ({ page, context }) => {
    // Not demo.full: its posts of the login form (stored sessions, the tests above) would pass the
    // per-account limit of 10 a minute when this spec runs alone (docs/decisions/0019).
    await logIn(page, "azura", "demo.prospect@example.com");
    await expectHome(page, "azura", "demo.prospect@example.com");
    const before = (await context.cookies()).find((cookie) => cookie.name === "__session");
    expect(before?.httpOnly).toBe(true);
    expect(before?.sameSite).toBe("Lax");
    await openAccountMenu(page);
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/connexion/);
    await expect(page.getByRole("status").filter({ hasText: "Déconnexion effectuée" })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "__session")).toBeUndefined();

    // Replaying the cookie from before the logout: the broker revoked its token.
    await context.addCookies([before!]);
    await page.goto(brandUrl("azura", "/fr-fr/"));
    await expect(page).toHaveURL(/\/fr-fr\/connexion/);
    await expect(page.getByTestId("signed-in-name")).toHaveCount(0);
    await context.addCookies([before!]);
    await page.goto(brandUrl("azura", "/fr-fr/profile"));
    await expect(page).toHaveURL(/\/fr-fr\/connexion/);
    expect((await context.cookies()).find((cookie) => cookie.name === "__session")).toBeUndefined();
  });
});

/** The session cookies a response set: none, or only ones that end it (never a refreshed session). */
async function refreshedSessionCookies(response: Response | null): Promise<string[]> {
  const headers = (await response?.headersArray()) ?? [];
  return headers
    .filter((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("__session="))
    .map((header) => header.value)
    .filter((value) => !/Expires=Thu, 01 Jan 1970|Max-Age=0/i.test(value));
}

test.describe("a logged-out session", () => {
  // Without JavaScript: sign-in.http.spec.ts.
  test(
    "the old cookie replayed on open pages and on kyc (GET and POST): no name, no refreshed cookie, the post refused",
    { tag: "@js-only" },
    async ({ page, context }) => {
      // A client of its own (not demo.full), for the same reason as the logout test.
      await logIn(page, "azura", "demo.personal@example.com", demoPassword, "en-fr");
      const name = await nameOf("azura", "demo.personal@example.com");
      await page.goto(brandUrl("azura", "/en-fr/kyc"));
      await expectSignedInAs(page, name);
      const csrf = await page.locator('input[name="csrf"]').first().inputValue();
      const before = (await context.cookies()).find((cookie) => cookie.name === "__session")!;
      // The CSRF cookie of that session: its token is bound to the session (docs/decisions/0069), replayed with it.
      const csrfCookie = (await context.cookies()).find((cookie) => cookie.name === "csrf")!;
      await openAccountMenu(page);
      await page.getByRole("button", { name: "Log out" }).click();
      await expect(page.getByRole("status").filter({ hasText: "You are signed out" })).toBeVisible();

      for (const path of ["/en-fr/legals", "/en-fr/contact"]) {
        await context.addCookies([before]);
        const response = await page.goto(brandUrl("azura", path));
        expect(response?.status(), path).toBe(200);
        await expect(page.getByTestId("signed-in-name")).toHaveCount(0);
        await expect(page.locator("body")).not.toContainText(name);
        expect(await refreshedSessionCookies(response), path).toEqual([]);
        expect(
          (await context.cookies()).find((cookie) => cookie.name === "__session"),
          path,
        ).toBeUndefined();
      }

      await context.addCookies([before]);
      await page.goto(brandUrl("azura", "/en-fr/kyc"));
      await expect(page).toHaveURL(/\/en-fr\/login\?redirectTo=%2Fen-fr%2Fkyc/);
      await expect(page.locator("body")).not.toContainText(name);
      expect((await context.cookies()).find((cookie) => cookie.name === "__session")).toBeUndefined();

      // The qualification step's form, posted with the old cookies and their valid CSRF token: sent to login, nothing done.
      await context.addCookies([before, csrfCookie]);
      const cookie = (await context.cookies(brandUrl("azura", "/"))).map(({ name, value }) => `${name}=${value}`).join("; ");
      const post = await postForm(brandUrl("azura", "/en-fr/kyc"), { cookie, form: { csrf } });
      expect(post.status).toBe(302);
      expect(post.headers.location).toMatch(/^\/en-fr\/login\?redirectTo=/);
      const setCookies = post.headers["set-cookie"] ?? [];
      expect(setCookies.filter((value) => value.startsWith("__session=") && !/Expires=Thu, 01 Jan 1970/.test(value))).toEqual([]);
    },
  );

  // Without JavaScript: sign-in-links.http.spec.ts (on vigie).
  test(
    "signing in again over a session cookie ends its v2 session: password, then single sign-on, then a magic link",
    { tag: "@js-only" },
    async ({ page, context }) => {
      const brand = "mistral";
      const login = "demo.single@example.com";
      const cookieUser = async () => sessionCookieUser((await context.cookies()).find((cookie) => cookie.name === "__session")!.value);

      await logIn(page, brand, login);
      const first = await cookieUser();
      expect(await brokerSessionStatus(brand, first)).toBe(200);

      await page.goto(brandUrl(brand, `/fr-fr/connect_sso/${await ssoToken(brand, login)}`));
      await expectHome(page, brand, login);
      const second = await cookieUser();
      expect(second.token).not.toBe(first.token);
      expect(await brokerSessionStatus(brand, first)).toBe(401);
      expect(await brokerSessionStatus(brand, second)).toBe(200);

      expect(await askMagicLink(brand, login)).toBe(202);
      const { link } = await readMailbox(page, { to: login, template: "magic-link", brand });
      await page.goto(link!);
      await expectHome(page, brand, login);
      const third = await cookieUser();
      expect(third.token).not.toBe(second.token);
      expect(await brokerSessionStatus(brand, second)).toBe(401);
      expect(await brokerSessionStatus(brand, third)).toBe(200);
    },
  );
});

// Without JavaScript: sign-in-links.http.spec.ts (on vigie).
test.describe("magic link", { tag: "@js-only" }, () => {
  test("asks for a link, opens the broker's mailbox, clicks, and lands signed in", async ({ page }) => {
    const brand = "azura";
    await page.goto(brandUrl(brand, "/fr-fr/connexion"));
    await page.locator('#magic-link-form input[name="login"]').fill("demo.full@example.com");
    await page.locator('#magic-link-form button[type="submit"]').click();
    await expect(page.getByRole("status").filter({ hasText: "un lien de connexion vient de lui être envoyé" })).toBeVisible();
    const { link } = await readMailbox(page, { to: "demo.full@example.com", template: "magic-link", brand });
    expect(link).toContain(`http://${brand}.localhost:`);
    await page.goto(link!);
    await expectHome(page, brand, "demo.full@example.com");
  });

  test("answers the same for an unknown address, and a used link is refused on the form", async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/connexion"));
    await page.locator('#magic-link-form input[name="login"]').fill("nobody-here@example.com");
    await page.locator('#magic-link-form button[type="submit"]').click();
    await expect(page.getByRole("status").filter({ hasText: "Si un compte existe pour cette adresse" })).toBeVisible();
    await page.goto(brandUrl("azura", "/fr-fr/connexion?magic=not-a-real-token"));
    await expect(page.getByRole("alert")).toContainText("Ce lien de connexion est invalide");
  });
});

// Without JavaScript: sign-in-links.http.spec.ts.
test.describe("single sign-on, open-id, existing session, intent", { tag: "@js-only" }, () => {
  test("connect_sso with a signed token signs in; a forged one goes to login with the reason", async ({ page }) => {
    const token = await ssoToken("vigie", "demo.single@example.com");
    await page.goto(brandUrl("vigie", `/fr-fr/connect_sso/${token}`));
    await expectHome(page, "vigie", "demo.single@example.com");

    const forged = await ssoToken("azura", "demo.single@example.com");
    await page.context().clearCookies();
    await page.goto(brandUrl("vigie", `/fr-fr/connect_sso/${forged}`));
    await expect(page).toHaveURL(/\/fr-fr\/connexion\?failed=sso/);
    await expect(page.getByRole("alert")).toContainText("authentification unique");
  });

  test("open-id: the identity provider's page, a demo account, back signed in", async ({ page }) => {
    await page.goto(brandUrl("vigie", "/en-fr/login"));
    await page.getByRole("button", { name: "Sign in with your identity provider" }).click();
    await expect(page.getByRole("heading", { name: "Dev identity provider" })).toBeVisible();
    await page.getByRole("link", { name: /demo\.full@example\.com/ }).click();
    await expectHome(page, "vigie", "demo.full@example.com", "en-fr");
  });

  test("open-id: a callback whose state does not match is refused", async ({ page }) => {
    await page.goto(brandUrl("vigie", "/en-fr/login?code=abc&state=forged"));
    await expect(page.getByRole("alert")).toContainText("identity provider did not work");
    await expect(page.getByTestId("signed-in-name")).toHaveCount(0);
  });

  test("login/existing-session reuses a v2 session token", async ({ page }) => {
    const token = await brokerSessionToken("vigie", "demo.single@example.com");
    await page.goto(brandUrl("vigie", `/fr-fr/login/existing-session?token=${encodeURIComponent(token)}`));
    await expectHome(page, "vigie", "demo.single@example.com");
  });

  test("intent: session saves the token, goto opens a named route, anything else goes home", async ({ page }) => {
    const token = await brokerSessionToken("vigie", "demo.full@example.com");
    await page.goto(brandUrl("vigie", `/fr-fr/intent?type=session&token=${encodeURIComponent(token)}`));
    await expectHome(page, "vigie", "demo.full@example.com");
    await page.goto(brandUrl("vigie", "/fr-fr/intent?type=goto&route=profile&from=mail"));
    await expect(page).toHaveURL(brandUrl("vigie", "/fr-fr/profile?from=mail"));
    await page.goto(brandUrl("vigie", "/fr-fr/intent?type=unknown"));
    await expect(page).toHaveURL(brandUrl("vigie", "/fr-fr/"));
    await page.context().clearCookies();
    await page.goto(brandUrl("vigie", "/fr-fr/intent?type=login&type2=amendment"));
    await expect(page).toHaveURL(brandUrl("vigie", "/fr-fr/connexion?type2=amendment"));
  });
});

// Without JavaScript: sign-in-forms.http.spec.ts (the forgotten password on solana).
test.describe("manager space", { tag: "@js-only" }, () => {
  test("signs in with the manager password, not the customer one", async ({ page }) => {
    await page.goto(brandUrl("mistral", "/fr-fr/connexion"));
    await page.getByRole("link", { name: /Espace dirigeant/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion à l'espace dirigeant");
    const form = page.locator("#manager-form");
    await form.locator('input[name="login"]').fill("demo.manager@example.com");
    await form.locator('input[name="password"]').fill(demoPassword);
    await form.locator('button[type="submit"]').click();
    await expect(form).toContainText("L'adresse e-mail ou le mot de passe est incorrect");
    await form.locator('input[name="password"]').fill("Manager-Password-1");
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.includes("/connexion"));
    await expect(page.getByTestId("signed-in-name")).toContainText("espace dirigeant");
  });

  test("forgotten manager password: a new one arrives by e-mail and works", async ({ page }) => {
    const brand = "castello";
    await page.goto(brandUrl(brand, "/fr-fr/connexion?space=manager"));
    await page.locator('#manager-password-form input[name="login"]').fill("demo.manager@example.com");
    await page.locator('#manager-password-form button[type="submit"]').click();
    await expect(page.getByRole("status").filter({ hasText: "nouveau mot de passe dirigeant" })).toBeVisible();
    const { text } = await readMailbox(page, { to: "demo.manager@example.com", template: "manager-password", brand });
    const newPassword = text.match(/:\s*\n(\S{8,})\s*\n/)?.[1];
    expect(newPassword).toBeTruthy();
    const form = page.locator("#manager-form");
    await form.locator('input[name="login"]').fill("demo.manager@example.com");
    await form.locator('input[name="password"]').fill(newPassword!);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId("signed-in-name")).toContainText("espace dirigeant");
  });
});

test.describe("password reset", () => {
  // Without JavaScript: sign-in.http.spec.ts (on courtia-fr).
  test("by e-mail link: link from the outbox, new password, sign in with it", { tag: "@js-only" }, async ({ page }) => {
    // A reset ends every session of the account: a brand where demo.single has no stored session.
    const brand = "solana";
    const login = "demo.single@example.com";
    const newPassword = "Fresh-Pass-J1";
    await page.goto(brandUrl(brand, "/fr-fr/connexion"));
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await page.getByRole("link", { name: /Par e-mail/ }).click();
    await page.locator('input[name="login"]').fill(login);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Consultez votre messagerie");
    const { link } = await readMailbox(page, { to: login, template: "password-reset", brand });
    await page.goto(link!);
    await expect(page).toHaveURL(/\/fr-fr\/login\/new-password$/);

    // The rules are checked on the server, with the exact French mismatch message.
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmation"]').fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
    await expect(page.locator('p[id$="-error"]', { hasText: "Les mots de passe ne correspondent pas." })).toBeVisible();
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmation"]').fill(newPassword);
    await page.getByRole("button", { name: "Enregistrer le nouveau mot de passe" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/connexion$/);
    await expect(page.getByRole("status").filter({ hasText: "Mot de passe modifié" })).toBeVisible();

    await logIn(page, brand, login, newPassword);
    await expectHome(page, brand, login, "fr-fr", newPassword);
    // The link was single use.
    await page.context().clearCookies();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/fr-fr\/connexion/);
    await expect(page.getByRole("status").filter({ hasText: "Lien plus valable" })).toBeVisible();
  });

  // Without JavaScript: sign-in.http.spec.ts (on nordhafen).
  test("by SMS code: code from the outbox, wrong code refused, new password", { tag: "@js-only" }, async ({ page }) => {
    const brand = "solana";
    const login = "demo.client@example.com";
    const newPassword = "Sms-Reset-J22";
    await page.goto(brandUrl(brand, "/en-fr/login/reset-password"));
    await page.getByRole("link", { name: /By SMS/ }).click();
    await page.locator('input[name="login"]').fill(login);
    await page.getByRole("button", { name: "Send the code" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter the code");
    const { code } = await readMailbox(page, { to: "+", template: "password-reset-sms", brand });
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === "000000" ? "111111" : "000000";
    await page.locator('input[name="code"]').fill(wrong);
    await page.getByRole("button", { name: "Check the code" }).click();
    await expect(page.locator('p[id$="-error"]', { hasText: "This code is incorrect or has expired." })).toBeVisible();
    await page.locator('input[name="code"]').fill(code!);
    await page.getByRole("button", { name: "Check the code" }).click();
    await expect(page).toHaveURL(/\/en-fr\/login\/new-password$/);
    await page.locator('input[name="password"]').fill("short");
    await page.locator('input[name="confirmation"]').fill("short");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.locator("#new-password-password-error")).toHaveText(
      "The password needs 9 to 30 characters, at least one upper-case letter and at least one digit.",
    );
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmation"]').fill(newPassword);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL(/\/en-fr\/login$/);
    await logIn(page, brand, login, newPassword, "en-fr");
    await expect(page).toHaveURL(brandUrl(brand, "/en-fr/home"));
  });

  // Without JavaScript: sign-in.http.spec.ts.
  test("new-password without a stored code goes to login", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/login/new-password"));
    await expect(page).toHaveURL(brandUrl("azura", "/fr-fr/connexion"));
  });

  // Without JavaScript: sign-in.http.spec.ts.
  test("an invalid e-mail link goes home, then login, with the reason", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(brandUrl("azura", "/fr-fr/login/reset-password/email/not-a-valid-token"));
    await expect(page).toHaveURL(/\/fr-fr\/connexion/);
    await expect(page.getByRole("status").filter({ hasText: "Lien plus valable" })).toBeVisible();
  });
});

test.describe("gates from session flags", () => {
  // Without JavaScript: sign-in.http.spec.ts (on mistral).
  test("must_change_password: every page sends to create-password first, then home", { tag: "@js-only" }, async ({ page }) => {
    const brand = "castello";
    await logIn(page, brand, "demo.change-password@example.com");
    await expect(page).toHaveURL(brandUrl(brand, "/fr-fr/login/create-password"));
    await page.goto(brandUrl(brand, "/fr-fr/profile"));
    await expect(page).toHaveURL(brandUrl(brand, "/fr-fr/login/create-password"));
    // With JavaScript the browser checks the rules with the form's schema when the customer saves, as on every
    // form (decision 0233): not as a field is left, then again as it is typed; nothing is posted meanwhile.
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    const save = page.getByRole("button", { name: "Enregistrer et continuer" });
    await page.locator('input[name="password"]').fill("short");
    await page.locator('input[name="confirmation"]').focus();
    await expect(page.locator("#create-password-password-error")).toHaveCount(0);
    await save.click();
    await expect(page.locator("#create-password-password-error")).toHaveText(
      "Le mot de passe doit contenir de 9 à 30 caractères, au moins une lettre majuscule et au moins un chiffre.",
    );
    await page.locator('input[name="password"]').fill("Abcdefgh12");
    await expect(page.locator("#create-password-password-error")).toHaveCount(0);
    await page.locator('input[name="confirmation"]').fill("Abcdefgh13");
    await expect(page.locator("#create-password-confirmation-error")).toHaveText("Les mots de passe ne correspondent pas.");
    expect(posted).toBe(false);
    // The current password passes the rules but is no new password: the broker refuses it, next to the field and in
    // the summary, and the gate stays.
    await page.locator('input[name="password"]').fill(demoPassword);
    await page.locator('input[name="confirmation"]').fill(demoPassword);
    await save.click();
    const unchanged = "Choisissez un mot de passe différent de votre mot de passe actuel.";
    await expect(page.locator("#create-password-password-error")).toHaveText(unchanged);
    await expect(page.getByRole("alert").filter({ hasText: unchanged })).toContainText(`Nouveau mot de passe\u00a0: ${unchanged}`);
    await expect(page).toHaveURL(brandUrl(brand, "/fr-fr/login/create-password"));
    const password = "Brand-New-J77";
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="confirmation"]').fill(password);
    await page.getByRole("button", { name: "Enregistrer et continuer" }).click();
    await expectHome(page, brand, "demo.change-password@example.com", "fr-fr", password);
    // Without the flag, create-password goes home.
    await page.goto(brandUrl(brand, "/fr-fr/login/create-password"));
    await expect(page).toHaveURL(brandUrl(brand, "/fr-fr/"));
  });

  // Without JavaScript: sign-in.http.spec.ts.
  test("has_multi_account: choose an account, then home; select-account refused without the flag", { tag: "@js-only" }, async ({ page }) => {
    await logIn(page, "azura", "demo.multi@example.com");
    await expect(page).toHaveURL(brandUrl("azura", "/fr-fr/login/select-account"));
    await page.goto(brandUrl("azura", "/fr-fr/"));
    await expect(page).toHaveURL(brandUrl("azura", "/fr-fr/login/select-account"));
    const items = page.locator("li").filter({ has: page.getByRole("button", { name: /^Choisir/ }) });
    await expect(items).toHaveCount(2);
    await items.nth(1).getByRole("button").click();
    await expectHome(page, "azura", "demo.multi@example.com");
    await openAccountMenu(page);
    await expect(page.getByRole("link", { name: "Changer de compte" })).toBeVisible();

    await page.context().clearCookies();
    await logIn(page, "azura", "demo.single@example.com");
    await page.goto(brandUrl("azura", "/fr-fr/login/select-account"));
    await expect(page).toHaveURL(brandUrl("azura", "/fr-fr/"));
  });

  // Without JavaScript: sign-in.http.spec.ts (on mistral).
  test("must_confirm_phone: number, SMS code from the outbox, then home", { tag: "@js-only" }, async ({ page }) => {
    const brand = "castello";
    await logIn(page, brand, "demo.phone@example.com");
    await expect(page).toHaveURL(brandUrl(brand, "/fr-fr/login/confirmer-telephone"));
    await page.goto(brandUrl(brand, "/fr-fr/"));
    await expect(page).toHaveURL(brandUrl(brand, "/fr-fr/login/confirmer-telephone"));
    const number = "+33 6 11 22 33 44";
    await page.locator('input[name="phone"]').fill(number);
    await page.getByRole("button", { name: "M'envoyer un code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Un code à 6 chiffres" })).toBeVisible();
    const { code } = await readMailbox(page, { to: number.replace(/ /g, "").slice(-4), template: "phone-confirmation", brand });
    const wrong = code === "000000" ? "111111" : "000000";
    await page.locator('input[name="code"]').fill(wrong);
    await page.getByRole("button", { name: "Confirmer mon numéro" }).click();
    await expect(page.locator('p[id$="-error"]', { hasText: "Ce code est incorrect ou a expiré" })).toBeVisible();
    // The summary, the message next to the code, the code and the number kept.
    await expect(
      page
        .locator("#phone-code")
        .getByRole("alert")
        .getByRole("link", { name: /Ce code est incorrect/ }),
    ).toHaveAttribute("href", "#phone-code-code");
    await expect(page.locator("#phone-code-code-error")).toContainText("Ce code est incorrect ou a expiré");
    await expect(page.locator('input[name="code"]')).toHaveValue(wrong);
    await expect(page.getByRole("status").filter({ hasText: number })).toBeVisible();
    await page.locator('input[name="code"]').fill(code!);
    await page.getByRole("button", { name: "Confirmer mon numéro" }).click();
    await expectHome(page, brand, "demo.phone@example.com");
  });

  // Without JavaScript: sign-in.http.spec.ts.
  test("must_do_qualification: the KYC page first, which can be put off", { tag: "@js-only" }, async ({ page }) => {
    await logIn(page, "azura", "demo.qualification@example.com");
    await expect(page).toHaveURL(brandUrl("azura", "/fr-fr/qualification"));
    await page.goto(brandUrl("azura", "/fr-fr/profile"));
    await expect(page).toHaveURL(brandUrl("azura", "/fr-fr/qualification"));
    await page.getByRole("button", { name: "Terminer plus tard : aller à mon espace client" }).click();
    await expectHome(page, "azura", "demo.qualification@example.com");
    await page.goto(brandUrl("azura", "/fr-fr/profile"));
    await expect(page).toHaveURL(brandUrl("azura", "/fr-fr/profile"));
  });
});

// Without JavaScript the same posts and pages are sign-in.http.spec.ts's: here, what the page does with them.
test.describe("rate limit", { tag: "@js-only" }, () => {
  test("the 11th login post in a minute from one address gets the translated 429 page", async ({ page }, testInfo) => {
    // Counted per address and per account: each project uses an account of its own. The first nine posts, from the
    // browser's own address, over plain HTTP (each a scrypt hash; eleven in the browser took 12-17 s).
    const login = `limit-${testInfo.project.name}@example.com`;
    await refusedLogins(new Visitor("vigie", ownAddress(testInfo)), login, 9);
    await page.goto(brandUrl("vigie", "/en-fr/login"));
    for (const attempt of [10, 11]) {
      await page.locator('#password-form input[name="login"]').fill(login);
      await page.locator('#password-form input[name="password"]').fill(`Wrong-${attempt}`);
      // One post at a time: a busy button swallows clicks (SPEC section 2).
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/en-fr/login")),
        page.locator('#password-form button[type="submit"]').click(),
      ]);
      if (attempt === 11) {
        expect(response.status()).toBe(429);
        // Said in seconds: the account's window, the broker's 15 minutes (AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MS), not the address's minute.
        expect(Number(response.headers()["retry-after"])).toBeGreaterThan(60);
        expect(Number(response.headers()["retry-after"])).toBeLessThanOrEqual(900);
        break;
      }
      expect(response.status()).toBe(401);
      await expect(page.locator('#password-form button[type="submit"]')).not.toHaveAttribute("aria-busy", "true");
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many attempts");
  });

  test("a refused step of the password reset keeps the login frame around the error (nested error boundary)", async ({ page }, testInfo) => {
    const login = `limit-reset-${testInfo.project.name}@example.com`;
    // The first nine posts from the browser's own address over plain HTTP; the tenth and the refused eleventh in the browser.
    await resetLinkPosts(new Visitor("vigie", ownAddress(testInfo)), login, 9);
    const sendLink = brandUrl("vigie", "/en-fr/login/reset-password/send-link");
    const post = async () => {
      await page.goto(sendLink);
      await page.getByLabel("E-mail address").fill(login);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/reset-password/send-link")),
        page.locator('form button[type="submit"]').first().click(),
      ]);
      return response;
    };
    expect((await post()).status()).not.toBe(429);
    const refused = await post();
    expect(refused.status()).toBe(429);
    // On the nested error boundary's page too.
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
    // The error panel stands where the step was; the shell (skip link, header, footer) is still there.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Too many attempts");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Too many attempts");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeAttached();
  });
});

test.describe("accessibility of the sign-in pages", { tag: "@once" }, () => {
  const pages = [
    "/fr-fr/connexion",
    "/fr-fr/connexion?space=manager",
    "/fr-fr/login/reset-password",
    "/fr-fr/login/reset-password/send-link",
    "/fr-fr/login/reset-password/got-email",
    "/fr-fr/login/reset-password/code-by",
  ];
  // One browser page walks the six, each a step of its own (as open-pages.spec.ts does).
  test("axe: the login page and the password reset's pages", async ({ page }) => {
    for (const path of pages) {
      await test.step(path, async () => {
        await page.goto(brandUrl("azura", path));
        await expectNoAxeViolations(page);
      });
    }
  });

  test("axe: login page with errors, and the signed-in step pages", async ({ page }) => {
    // Three sign-ins and an axe run after each.
    test.slow();
    await logIn(page, "azura", "demo.full@example.com", "Wrong-Password-1", "fr-fr", { expectRefusal: true });
    await expectNoAxeViolations(page);
    await logIn(page, "azura", "demo.multi@example.com");
    await expect(page).toHaveURL(/select-account/);
    await expectNoAxeViolations(page);
    await page.context().clearCookies();
    await logIn(page, "azura", "demo.qualification@example.com");
    await expect(page).toHaveURL(/qualification/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Terminer plus tard : aller à mon espace client" }).click();
    await page.goto(brandUrl("azura", "/fr-fr/profile"));
    await expectNoAxeViolations(page);
  });
});

// Issue 31: beside the forms the illustration's panel ran the whole page's height, tinted and empty under the picture.
test.describe("the login page's illustration", { tag: "@once" }, () => {
  for (const { brand, path } of [
    { brand: "azura", path: "/fr-fr/connexion" },
    { brand: "nordhafen", path: "/de-de/login" },
  ]) {
    test(`is a band atop the forms at 1280 px, none on a phone (${brand})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(brandUrl(brand, path));
      const panel = page.locator("[data-login-illustration]");
      const image = panel.locator("img");
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const [panelBox, imageBox, headingBox] = await Promise.all([panel.boundingBox(), image.boundingBox(), page.locator("main h1").boundingBox()]);
      // The panel holds the picture and its frame, no empty tint below it.
      expect(panelBox!.height - imageBox!.height).toBeLessThanOrEqual(2 * 24 + 1);
      // The forms under it, in the same column: nothing beside them.
      expect(headingBox!.y).toBeGreaterThanOrEqual(panelBox!.y + panelBox!.height);
      expect(headingBox!.x).toBeGreaterThanOrEqual(panelBox!.x);
      expect(headingBox!.x + headingBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);

      await page.setViewportSize({ width: 390, height: 780 });
      await expect(panel).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

// The sign-in steps' page spaced its title and introduction by its gap on top of their browser margins: "Bestätigen Sie
// Ihre Mobilnummer" stood 51 px above its first line at 390 px (as the login page did before 89a5f74).
test("a sign-in step's title sits 16 px above its introduction at 390 and 1280 px", { tag: "@once" }, async ({ page }, testInfo) => {
  await useOwnAddress(page, testInfo);
  await logIn(page, "nordhafen", "demo.phone@example.com", demoPassword, "de-de");
  await expect(page).toHaveURL(brandUrl("nordhafen", "/de-de/login/confirm-phone"));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const gap = await page
      .locator("main h1")
      .evaluate((title) => Math.round(title.nextElementSibling!.getBoundingClientRect().top - title.getBoundingClientRect().bottom));
    expect(gap, `${width}`).toBe(16);
  }
});
