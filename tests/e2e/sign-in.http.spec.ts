import { type Answer, decodeHtml, expect, formsIn, hasField, ownAddress, test, textOf, textOfElementId, textsOf, Visitor } from "./http";
import { alerts, expectHomeAnswer, fieldErrors, linkHref, mailboxMessage, nameOf, refusedLogins, resetLinkPosts, statuses } from "./sign-in-posts";
import { demoPassword } from "./auth-fixtures";

/**
 * The sign-in's posts as a browser without JavaScript sends them, and the pages that answer (the "http" project,
 * docs/decisions/0221, 0227). sign-in.spec.ts keeps what a browser adds: the same steps with JavaScript (busy buttons,
 * the page swapped in place) and with the browser's own navigation.
 */

test.describe("password reset", () => {
  test("by e-mail link: link from the outbox, new password, sign in with it", async () => {
    // A reset ends every session of the account: a brand where demo.single has no stored session (sign-in.spec.ts: solana).
    const brand = "courtia-fr";
    const login = "demo.single@example.com";
    const newPassword = "Fresh-Pass-N1";
    const visitor = new Visitor(brand, ownAddress(test.info()));
    const loginPage = await visitor.read("/fr-fr/connexion");
    const choice = await visitor.read(linkHref(loginPage, "Mot de passe oublié ?"));
    const sendLink = await visitor.read(linkHref(choice, /Par e-mail/));
    const sent = await visitor.landed(await visitor.submit(sendLink, (form) => form.fields.some((field) => field.name === "login"), { login }));
    expect(textsOf(sent.body, "h1")).toEqual(["Consultez votre messagerie"]);
    const { link } = await mailboxMessage({ to: login, template: "password-reset", brand });
    const newPasswordPage = await visitor.read(link!);
    expect(new URL(newPasswordPage.url).pathname).toBe("/fr-fr/login/new-password");

    // The rules are checked on the server, with the exact French mismatch message.
    const isNewPassword = (form: { fields: { name: string }[] }) => form.fields.some((field) => field.name === "confirmation");
    const mismatch = await visitor.submit(newPasswordPage, isNewPassword, { password: newPassword, confirmation: `${newPassword}x` });
    expect(mismatch.status).toBeGreaterThanOrEqual(400);
    expect(fieldErrors(mismatch).join(" ")).toContain("Les mots de passe ne correspondent pas.");
    // The current password is refused as a new one, next to the field and in the summary.
    const same = await visitor.submit(mismatch, isNewPassword, { password: demoPassword, confirmation: demoPassword });
    expect(same.status).toBeGreaterThanOrEqual(400);
    const unchanged = "Choisissez un mot de passe différent de votre mot de passe actuel.";
    expect(textOf(/<p\b[^>]*id="new-password-password-error"[^>]*>([\s\S]*?)<\/p>/.exec(same.body)?.[1] ?? "")).toBe(unchanged);
    expect(alerts(same).join(" ")).toContain(`Nouveau mot de passe : ${unchanged}`);
    const saved = await visitor.landed(await visitor.submit(same, isNewPassword, { password: newPassword, confirmation: newPassword }));
    expect(new URL(saved.url).pathname).toBe("/fr-fr/connexion");
    expect(statuses(saved).join(" ")).toContain("Mot de passe modifié");

    await expectHomeAnswer(await visitor.signIn(login, "fr-fr", newPassword), brand, login, newPassword);
    // The link was single use.
    const anew = new Visitor(brand, ownAddress(test.info(), "again"));
    const used = await anew.read(link!);
    expect(new URL(used.url).pathname).toBe("/fr-fr/connexion");
    expect(statuses(used).join(" ")).toContain("Lien plus valable");
  });

  test("by SMS code: code from the outbox, wrong code refused, new password", async () => {
    // sign-in.spec.ts does the same with JavaScript on solana: each brand's demo.client changes its password once.
    const brand = "nordhafen";
    const login = "demo.client@example.com";
    const newPassword = "Sms-Reset-N22";
    const visitor = new Visitor(brand, ownAddress(test.info()));
    const choice = await visitor.read("/en-fr/login/reset-password");
    const sendCode = await visitor.read(linkHref(choice, /By SMS/));
    const codePage = await visitor.landed(await visitor.submit(sendCode, hasField("login"), { login }));
    expect(textsOf(codePage.body, "h1")).toEqual(["Enter the code"]);
    const { code } = await mailboxMessage({ to: "+", template: "password-reset-sms", brand });
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await visitor.submit(codePage, hasField("code"), { code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(fieldErrors(wrong).join(" ")).toContain("This code is incorrect or has expired.");
    const newPasswordPage = await visitor.landed(await visitor.submit(wrong, hasField("code"), { code: code! }));
    expect(new URL(newPasswordPage.url).pathname).toBe("/en-fr/login/new-password");

    const short = await visitor.submit(newPasswordPage, hasField("confirmation"), { password: "short", confirmation: "short" });
    expect(short.status).toBeGreaterThanOrEqual(400);
    expect(textOf(/<p\b[^>]*id="new-password-password-error"[^>]*>([\s\S]*?)<\/p>/.exec(short.body)?.[1] ?? "")).toBe(
      "The password needs 9 to 30 characters, at least one upper-case letter and at least one digit.",
    );
    expect(alerts(short).join(" ")).toContain("New password: The password needs 9 to 30 characters, at least one upper-case letter and at least one digit.");
    const saved = await visitor.landed(await visitor.submit(short, hasField("confirmation"), { password: newPassword, confirmation: newPassword }));
    expect(new URL(saved.url).pathname).toBe("/en-fr/login");
    const home = await visitor.signIn(login, "en-fr", newPassword);
    expect(new URL(home.url).pathname).toBe("/en-fr/home");
  });
});

test.describe("gates from session flags", () => {
  test("has_multi_account: choose an account, then home; select-account refused without the flag", async () => {
    // sign-in.spec.ts does the same with JavaScript.
    const login = "demo.multi@example.com";
    const visitor = new Visitor("azura", ownAddress(test.info()));
    const gate = await visitor.signIn(login, "fr-fr");
    expect(new URL(gate.url).pathname).toBe("/fr-fr/login/select-account");
    const again = await visitor.read("/fr-fr/");
    expect(new URL(again.url).pathname).toBe("/fr-fr/login/select-account");
    // One form per account, each with its "Choisir" button and the account's id.
    const choices = formsIn(again.body, again.url).filter((form) => form.method === "post" && form.fields.some((field) => field.name === "clientId"));
    expect(choices).toHaveLength(2);
    expect([...again.body.matchAll(/<button\b[^>]*aria-label="Choisir[^"]*"/g)]).toHaveLength(2);
    const second = choices[1]!.values.clientId;
    const home = await visitor.landed(await visitor.submit(again, (form) => form.values.clientId === second, {}));
    await expectHomeAnswer(home, "azura", login, demoPassword);
    expect(linkHref(home, "Changer de compte")).toContain("/select-account");

    const single = new Visitor("azura", ownAddress(test.info(), "single"));
    await single.signIn("demo.single@example.com", "fr-fr");
    const refused = await single.read("/fr-fr/login/select-account");
    expect(new URL(refused.url).pathname).toBe("/fr-fr/");
  });

  // Access audit of 2026-12-04: the accounts' company numbers read "N. di registrazione" (Italian: a partita IVA),
  // "N.º de registro" (a NIF/CIF), "Registration no." (a SIRET). They take the profile form's label of the brand's country.
  test("choose an account names each company number as the profile form of the brand's country does", async () => {
    for (const [brand, locale, label] of [
      ["castello", "it-it", "Partita IVA: "],
      ["solana", "es-es", "NIF/CIF: "],
      ["azura", "en-fr", "SIRET number: "],
    ] as const) {
      const visitor = new Visitor(brand, ownAddress(test.info(), brand));
      const page = await visitor.signIn("demo.multi@example.com", locale);
      expect(new URL(page.url).pathname, brand).toBe(`/${locale}/login/select-account`);
      const details = textsOf(page.body, "p").filter((text) => text.includes(label));
      expect(details.length, brand).toBeGreaterThan(0);
    }
  });

  test("must_confirm_phone: number, SMS code from the outbox, then home", async () => {
    // sign-in.spec.ts does the same with JavaScript on castello.
    const brand = "mistral";
    const login = "demo.phone@example.com";
    const number = "+33 6 55 66 77 88";
    const visitor = new Visitor(brand, ownAddress(test.info()));
    const gate = await visitor.signIn(login, "fr-fr");
    expect(new URL(gate.url).pathname).toBe("/fr-fr/login/confirmer-telephone");
    const again = await visitor.read("/fr-fr/");
    expect(new URL(again.url).pathname).toBe("/fr-fr/login/confirmer-telephone");
    const sent = await visitor.landed(await visitor.submit(again, hasField("phone"), { phone: number }));
    expect(statuses(sent).join(" ")).toContain("Un code à 6 chiffres");
    const { code } = await mailboxMessage({ to: number.replace(/ /g, "").slice(-4), template: "phone-confirmation", brand });
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await visitor.submit(sent, hasField("code"), { code: wrong });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    // The summary, the message next to the code, the code and the number kept.
    const summaryLink = /<a\b[^>]*href="#phone-code-code"[^>]*>([\s\S]*?)<\/a>/.exec(refused.body);
    expect(textOf(summaryLink?.[1] ?? "")).toContain("Ce code est incorrect");
    const codeForm = refused.body.slice(refused.body.indexOf('id="phone-code"'));
    expect(/role="alert"/.test(codeForm.slice(0, codeForm.indexOf('href="#phone-code-code"')))).toBe(true);
    expect(textOf(/<p\b[^>]*id="phone-code-code-error"[^>]*>([\s\S]*?)<\/p>/.exec(refused.body)?.[1] ?? "")).toContain("Ce code est incorrect ou a expiré");
    expect(/<input\b[^>]*name="code"[^>]*>/.exec(refused.body)?.[0]).toContain(`value="${wrong}"`);
    expect(statuses(refused).join(" ")).toContain(number);
    const home = await visitor.landed(await visitor.submit(refused, hasField("code"), { code: code! }));
    await expectHomeAnswer(home, brand, login, demoPassword);
  });
});

// The number's example and format were French on every brand: the brand's country, whose format the broker reads a
// number without a country code in, in the page's language; the server's message (JavaScript off) says the same.
test("must_confirm_phone: the number's hint and the server's message name the brand's country", async () => {
  for (const [brand, locale, named, example] of [
    ["nordhafen", "de-de", "außerhalb Deutschlands", "+49 151"],
    // A French page of a Spanish brand: Spain's format, in French.
    ["solana", "fr-fr", "hors d'Espagne", "+34 612"],
    ["azura", "fr-fr", "hors de France", "+33 6"],
  ] as const) {
    const visitor = new Visitor(brand, ownAddress(test.info(), brand));
    const gate = await visitor.signIn("demo.phone@example.com", locale);
    expect(new URL(gate.url).pathname, brand).toMatch(/\/login\/(confirm-phone|confirmer-telephone)$/);
    const hint = textOfElementId(gate.body, "phone-phone-hint") ?? "";
    expect(hint, brand).toContain(named);
    expect(hint, brand).toContain(example);
    const refused = await visitor.submit(gate, (form) => form.fields.some((field) => field.name === "phone"), { phone: "call me" });
    expect(refused.status, brand).toBe(400);
    const message = textOfElementId(refused.body, "phone-phone-error") ?? "";
    expect(message, brand).toContain(named);
    expect(message, brand).toContain(example);
  }
});

test.describe("rate limit", () => {
  test("the 11th login post in a minute from one address gets the translated 429 page", async () => {
    // Counted per address and per account: an account of its own (sign-in.spec.ts uses limit-js@).
    const login = "limit-http@example.com";
    const visitor = new Visitor("vigie", ownAddress(test.info()));
    const page = await refusedLogins(visitor, login, 10);
    const answer = await visitor.submit(page, (form) => form.id === "password-form", { login, password: "Wrong-11" });
    expect(answer.status).toBe(429);
    // Said in seconds: the account's window, the broker's 15 minutes (AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MS), not the address's minute.
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(60);
    expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(900);
    expect(textsOf(answer.body, "h1")).toEqual(["Too many attempts"]);
  });

  test("switching company as often as needed: a switch that goes through is not counted (12 in a row, none refused)", async () => {
    // castello: no other spec chooses demo.multi's accounts there, so its counters are this test's.
    const visitor = new Visitor("castello", ownAddress(test.info()));
    let page = await visitor.signIn("demo.multi@example.com", "it-it");
    expect(new URL(page.url).pathname).toBe("/it-it/login/select-account");
    const ids = formsIn(page.body, page.url).flatMap((form) => (form.method === "post" && form.values.clientId ? [form.values.clientId] : []));
    expect(ids).toHaveLength(2);
    for (let round = 0; round < 12; round++) {
      page = await visitor.read("/it-it/login/select-account");
      const answer = await visitor.submit(page, (form) => form.values.clientId === ids[round % 2], {});
      expect(answer.status, `switch ${round + 1}`).not.toBe(429);
      expect(new URL((await visitor.landed(answer)).url).pathname, `switch ${round + 1}`).not.toContain("select-account");
    }
  });

  test("a refused step of the password reset keeps the login frame around the error (nested error boundary)", async () => {
    const login = "limit-reset-http@example.com";
    const visitor = new Visitor("vigie", ownAddress(test.info()));
    await resetLinkPosts(visitor, login, 10);
    const page = await visitor.read("/en-fr/login/reset-password/send-link");
    const refused = await visitor.submit(page, (form) => form.fields.some((field) => field.name === "login"), { login });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // The error panel stands where the step was, inside main; the shell (skip link, header, footer) is still there.
    expect(textsOf(refused.body, "h1")).toEqual(["Too many attempts"]);
    expect(textsOf(textsOfRaw(refused.body, "main").join(""), "h1")).toEqual(["Too many attempts"]);
    expect(refused.body).toMatch(/<footer\b/);
    expect(textsOf(refused.body, "a")).toContain("Skip to main content");
  });
});

/** The markup inside each `tag` element (for a look inside `main`). */
function textsOfRaw(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "gi"))].map((match) => match[1]);
}

/** The account menu's logout form (one per page with a session). */
const isLogout = (form: { action: string }) => /\/(logout|deconnexion)$/.test(new URL(form.action).pathname);
/** The session cookies an answer set that keep a session (never one after a logout): none is expected. */
const refreshedSessionCookies = (answer: Answer) =>
  (answer.headers["set-cookie"] ?? []).filter((value) => value.startsWith("__session=") && !/Expires=Thu, 01 Jan 1970|Max-Age=0/i.test(value));

test.describe("logout", () => {
  test("logs out, and the old cookie replayed afterwards is refused", async () => {
    // sign-in.spec.ts does the same with JavaScript. Not demo.full (docs/decisions/0019): an account of its own.
    const login = "demo.prospect@example.com";
    const visitor = new Visitor("azura", ownAddress(test.info()));
    const home = await visitor.signIn(login, "fr-fr");
    await expectHomeAnswer(home, "azura", login, demoPassword);
    const before = { ...visitor.cookies.get("__session")! };
    expect(before.httpOnly).toBe(true);
    expect(before.sameSite).toBe("Lax");
    const out = await visitor.landed(await visitor.submit(home, isLogout, {}));
    expect(new URL(out.url).pathname).toBe("/fr-fr/connexion");
    expect(statuses(out).join(" ")).toContain("Déconnexion effectuée");
    expect(visitor.cookies.has("__session")).toBe(false);

    // Replaying the cookie from before the logout: the broker revoked its token.
    for (const path of ["/fr-fr/", "/fr-fr/profile"]) {
      visitor.cookies.set("__session", before);
      const page = await visitor.read(path);
      expect(new URL(page.url).pathname, path).toBe("/fr-fr/connexion");
      expect(page.body, path).not.toContain('data-testid="signed-in-name"');
      expect(visitor.cookies.has("__session"), path).toBe(false);
    }
  });
});

test.describe("a logged-out session", () => {
  test("the old cookie replayed on open pages and on kyc (GET and POST): no name, no refreshed cookie, the post refused", async () => {
    // sign-in.spec.ts does the same with JavaScript. A client of its own (not demo.full), as for the logout.
    const login = "demo.personal@example.com";
    const visitor = new Visitor("azura", ownAddress(test.info()));
    await visitor.signIn(login, "en-fr");
    const name = await nameOf("azura", login);
    const kyc = await visitor.read("/en-fr/kyc");
    expect(kyc.body).toContain('data-testid="signed-in-name"');
    expect(decodeHtml(kyc.body)).toContain(name);
    const csrf = formsIn(kyc.body, kyc.url).find((form) => form.values.csrf)!.values.csrf;
    const before = { ...visitor.cookies.get("__session")! };
    // The CSRF cookie of that session: its token is bound to the session (docs/decisions/0069), replayed with it.
    const csrfCookie = { ...visitor.cookies.get("csrf")! };
    const out = await visitor.landed(await visitor.submit(kyc, isLogout, {}));
    expect(statuses(out).join(" ")).toContain("You are signed out");

    for (const path of ["/en-fr/legals", "/en-fr/contact"]) {
      visitor.cookies.set("__session", before);
      const page = await visitor.send("GET", path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain('data-testid="signed-in-name"');
      expect(decodeHtml(page.body), path).not.toContain(name);
      expect(refreshedSessionCookies(page), path).toEqual([]);
      expect(visitor.cookies.has("__session"), path).toBe(false);
    }

    visitor.cookies.set("__session", before);
    const sent = await visitor.read("/en-fr/kyc");
    expect(new URL(sent.url).pathname + new URL(sent.url).search).toBe("/en-fr/login?redirectTo=%2Fen-fr%2Fkyc");
    expect(decodeHtml(sent.body)).not.toContain(name);
    expect(visitor.cookies.has("__session")).toBe(false);

    // The qualification step's form, posted with the old cookies and their valid CSRF token: sent to login, nothing done.
    visitor.cookies.set("__session", before);
    visitor.cookies.set("csrf", csrfCookie);
    const post = await visitor.post("/en-fr/kyc", { csrf });
    expect(post.status).toBe(302);
    expect(post.headers.location).toMatch(/^\/en-fr\/login\?redirectTo=/);
    expect(refreshedSessionCookies(post)).toEqual([]);
  });
});

test.describe("gates from session flags, the password", () => {
  test("must_change_password: every page sends to create-password first, then home", async () => {
    // sign-in.spec.ts does the same with JavaScript on castello.
    const brand = "mistral";
    const login = "demo.change-password@example.com";
    const visitor = new Visitor(brand, ownAddress(test.info()));
    const gate = await visitor.signIn(login, "fr-fr");
    expect(new URL(gate.url).pathname).toBe("/fr-fr/login/create-password");
    const again = await visitor.read("/fr-fr/profile");
    expect(new URL(again.url).pathname).toBe("/fr-fr/login/create-password");
    const hasConfirmation = (form: { fields: { name: string }[] }) => form.fields.some((field) => field.name === "confirmation");
    // The rules are checked on the server.
    const short = await visitor.submit(again, hasConfirmation, { password: "short", confirmation: "short" });
    expect(short.status).toBeGreaterThanOrEqual(400);
    // The unmet rules as one sentence, next to the field and in the summary (not the checklist's fragments run together).
    const rules = "Le mot de passe doit contenir de 9 à 30 caractères, au moins une lettre majuscule et au moins un chiffre.";
    expect(textOf(/<p\b[^>]*id="create-password-password-error"[^>]*>([\s\S]*?)<\/p>/.exec(short.body)?.[1] ?? "")).toBe(rules);
    expect(alerts(short).join(" ")).toContain(`Nouveau mot de passe : ${rules}`);
    // The current password is no new password: the broker refuses it, the page says so, the flag stays.
    const same = await visitor.submit(short, hasConfirmation, { password: demoPassword, confirmation: demoPassword });
    expect(same.status).toBeGreaterThanOrEqual(400);
    const unchanged = "Choisissez un mot de passe différent de votre mot de passe actuel.";
    expect(textOf(/<p\b[^>]*id="create-password-password-error"[^>]*>([\s\S]*?)<\/p>/.exec(same.body)?.[1] ?? "")).toBe(unchanged);
    expect(alerts(same).join(" ")).toContain(`Nouveau mot de passe : ${unchanged}`);
    expect(new URL((await visitor.read("/fr-fr/profile")).url).pathname).toBe("/fr-fr/login/create-password");
    const password = "Brand-New-N77";
    const home = await visitor.landed(await visitor.submit(same, hasConfirmation, { password, confirmation: password }));
    await expectHomeAnswer(home, brand, login, password);
    // Without the flag, create-password goes home.
    const gone = await visitor.read("/fr-fr/login/create-password");
    expect(new URL(gone.url).pathname).toBe("/fr-fr/");
  });
});

test.describe("password reset, the links", () => {
  // sign-in.spec.ts does the same with JavaScript.
  test("new-password without a stored code goes to login", async () => {
    const page = await new Visitor("azura", ownAddress(test.info())).read("/fr-fr/login/new-password");
    expect(new URL(page.url).pathname + new URL(page.url).search).toBe("/fr-fr/connexion");
  });

  test("an invalid e-mail link goes home, then login, with the reason", async () => {
    const page = await new Visitor("azura", ownAddress(test.info())).read("/fr-fr/login/reset-password/email/not-a-valid-token");
    expect(new URL(page.url).pathname).toBe("/fr-fr/connexion");
    expect(statuses(page).join(" ")).toContain("Lien plus valable");
  });
});

test.describe("gates from session flags, the qualification", () => {
  // sign-in.spec.ts does the same with JavaScript.
  test("must_do_qualification: the KYC page first, which can be put off", async () => {
    const login = "demo.qualification@example.com";
    const visitor = new Visitor("azura", ownAddress(test.info()));
    const gate = await visitor.signIn(login, "fr-fr");
    expect(new URL(gate.url).pathname).toBe("/fr-fr/qualification");
    const again = await visitor.read("/fr-fr/profile");
    expect(new URL(again.url).pathname).toBe("/fr-fr/qualification");
    // The put-off form: its one button, worded for a client.
    const at = again.body.indexOf('name="intent" value="later"');
    expect(at).toBeGreaterThan(0);
    const later = again.body.slice(again.body.lastIndexOf("<form", at), again.body.indexOf("</form>", at));
    expect(textsOf(later, "button")).toEqual(["Terminer plus tard : aller à mon espace client"]);
    const home = await visitor.landed(await visitor.submit(again, (form) => form.values.intent === "later", {}));
    await expectHomeAnswer(home, "azura", login);
    const profile = await visitor.read("/fr-fr/profile");
    expect(new URL(profile.url).pathname).toBe("/fr-fr/profile");
  });
});
