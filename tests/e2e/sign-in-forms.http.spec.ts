import { demoPassword } from "./auth-fixtures";
import { expect, ownAddress, test, textOf, textOfElementId, textsOf, Visitor } from "./http";
import { expectHomeAnswer, formMarkup, inputAttributes, linkHref, mailboxMessage, signedInName, statuses } from "./sign-in-posts";

/**
 * The login page's forms (password, manager space) posted as a browser without JavaScript posts them, and the pages
 * that answer (the "http" project, docs/decisions/0221, 0227). sign-in.spec.ts keeps the same steps with JavaScript.
 */

/** The login page's password form. */
const isPasswordForm = (form: { id: string | null }) => form.id === "password-form";

test.describe("password login", () => {
  // sign-in.spec.ts does the same with JavaScript.
  test("a client signs in and lands on home with the name shown", async () => {
    const visitor = new Visitor("azura", ownAddress(test.info()));
    await expectHomeAnswer(await visitor.signIn("demo.full@example.com", "fr-fr"), "azura", "demo.full@example.com");
  });

  test("bad credentials keep the form and show the message next to the password", async () => {
    const visitor = new Visitor("azura", ownAddress(test.info()));
    const page = await visitor.read("/fr-fr/connexion");
    const refused = await visitor.submit(page, isPasswordForm, { login: "demo.full@example.com", password: "Wrong-Password-9" });
    expect(refused.status).toBe(401);
    expect(new URL(refused.url).pathname).toBe("/fr-fr/connexion");
    const password = inputAttributes(formMarkup(refused, "password-form"), "password");
    expect(password.get("aria-invalid")).toBe("true");
    const describedBy = password.get("aria-describedby") ?? "";
    expect(textOfElementId(refused.body, describedBy.split(" ").pop()!)).toBe("L'adresse e-mail ou le mot de passe est incorrect. Vérifiez-les et réessayez.");
    expect(inputAttributes(formMarkup(refused, "password-form"), "login").get("value")).toBe("demo.full@example.com");
    // The server never sends a password back.
    expect(password.get("value") ?? "").toBe("");
  });

  test("an invalid e-mail is refused next to its field, in the page's language", async () => {
    const visitor = new Visitor("azura", ownAddress(test.info()));
    const page = await visitor.read("/en-fr/login");
    const refused = await visitor.submit(page, isPasswordForm, { login: "not-an-email", password: "whatever" });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const form = formMarkup(refused, "password-form");
    expect(textOf(form)).toContain("Enter a valid e-mail address");
    expect(inputAttributes(form, "login").get("value")).toBe("not-an-email");
    // The summary above the form: its heading and a link to the field.
    const summary = /<div\b[^>]*role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(form)?.[1] ?? "";
    expect(textsOf(summary, "h2")).toEqual(["There is a problem"]);
    expect([...summary.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1])).toEqual(["#password-form-login"]);
  });

  test("a page that needs a session sends to login and comes back after it", async () => {
    const visitor = new Visitor("azura", ownAddress(test.info()));
    const login = await visitor.read("/fr-fr/profile");
    expect(new URL(login.url).pathname + new URL(login.url).search).toBe("/fr-fr/connexion?redirectTo=%2Ffr-fr%2Fprofile");
    const profile = await visitor.landed(await visitor.submit(login, isPasswordForm, { login: "demo.full@example.com", password: demoPassword }));
    expect(new URL(profile.url).pathname).toBe("/fr-fr/profile");
    expect(textsOf(profile.body, "h1")).toEqual(["Mon profil"]);
  });

  test("an outside redirectTo is ignored", async () => {
    const visitor = new Visitor("azura", ownAddress(test.info()));
    const login = await visitor.read("/fr-fr/connexion?redirectTo=https%3A%2F%2Fevil.example%2F");
    const posted = await visitor.submit(login, isPasswordForm, { login: "demo.single@example.com", password: demoPassword });
    expect(posted.status).toBe(302);
    expect(new URL(posted.headers.location!, posted.url).origin).toBe(visitor.origin);
    await expectHomeAnswer(await visitor.landed(posted), "azura", "demo.single@example.com");
  });

  test("a prospect signs in, and client pages are not found for a prospect", async () => {
    const visitor = new Visitor("azura", ownAddress(test.info()));
    await expectHomeAnswer(await visitor.signIn("demo.prospect@example.com", "fr-fr"), "azura", "demo.prospect@example.com");
    expect((await visitor.read("/fr-fr/contrats")).status).toBe(404);
    // The profile is theirs too: their contact details (issue 28 §7).
    const profile = await visitor.read("/fr-fr/profile");
    expect(profile.status).toBe(200);
    expect(new URL(profile.url).pathname).toBe("/fr-fr/profile");
  });
});

test.describe("manager space", () => {
  // sign-in.spec.ts does the same with JavaScript.
  test("signs in with the manager password, not the customer one", async () => {
    const visitor = new Visitor("mistral", ownAddress(test.info()));
    const login = await visitor.read("/fr-fr/connexion");
    const manager = await visitor.read(linkHref(login, /Espace dirigeant/));
    expect(textsOf(manager.body, "h1")).toEqual(["Connexion à l'espace dirigeant"]);
    const isManagerForm = (form: { id: string | null }) => form.id === "manager-form";
    const refused = await visitor.submit(manager, isManagerForm, { login: "demo.manager@example.com", password: demoPassword });
    expect(refused.status).toBe(401);
    expect(textOf(formMarkup(refused, "manager-form"))).toContain("L'adresse e-mail ou le mot de passe est incorrect");
    const posted = await visitor.submit(refused, isManagerForm, { login: "demo.manager@example.com", password: "Manager-Password-1" });
    expect(posted.status).toBe(302);
    const space = await visitor.landed(posted);
    expect(new URL(space.url).pathname).not.toContain("/connexion");
    expect(signedInName(space)).toContain("espace dirigeant");
  });

  test("forgotten manager password: a new one arrives by e-mail and works", async () => {
    // sign-in.spec.ts does the same with JavaScript on castello: a brand each, the password changes.
    const brand = "solana";
    const visitor = new Visitor(brand, ownAddress(test.info()));
    const page = await visitor.read("/fr-fr/connexion?space=manager");
    const sent = await visitor.landed(await visitor.submit(page, (form) => form.id === "manager-password-form", { login: "demo.manager@example.com" }));
    expect(statuses(sent).join(" ")).toContain("nouveau mot de passe dirigeant");
    const { text } = await mailboxMessage({ to: "demo.manager@example.com", template: "manager-password", brand });
    const newPassword = text.match(/:\s*\n(\S{8,})\s*\n/)?.[1];
    expect(newPassword).toBeTruthy();
    const posted = await visitor.submit(sent, (form) => form.id === "manager-form", { login: "demo.manager@example.com", password: newPassword! });
    expect(posted.status).toBe(302);
    expect(signedInName(await visitor.landed(posted))).toContain("espace dirigeant");
  });
});
