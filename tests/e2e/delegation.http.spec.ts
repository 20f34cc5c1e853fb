import { decodeHtml, expect, ownAddress, test, textOfElementId, textsOf, Visitor, type Answer, type FoundForm, pageText } from "./http";
import { linkHref, mailboxMessage } from "./sign-in-posts";

/**
 * Access delegation without JavaScript (issue 30, decisions 0120–0122, 0227): the owner's posts and the delegate's as
 * a browser without JavaScript sends them, and the pages that answer, on solana (delegation.spec.ts runs the flow with
 * JavaScript on castello, the revocation's dialog included). The owner gives an accountant access, the invitation
 * e-mail's link sets the delegate's password, the delegate sees the client's space without what the function does not
 * allow, and the owner's revocation, from its confirmation page, ends the delegate's open session.
 */
const brand = "solana";
const email = "aline.nojs@example.com";
const name = "Aline ComptaNOJS";
const password = "Delegate-Pass-41A";

/** The HTML between an element's start tag, found by `start`, and the first `</tag>` after it. */
function slice(page: Answer, start: RegExp, tag: string): string {
  const at = page.body.search(start);
  expect(at, `${String(start)} on ${page.url}`).toBeGreaterThanOrEqual(0);
  return page.body.slice(at, page.body.indexOf(`</${tag}>`, at));
}
const main = (page: Answer) => slice(page, /<main\b/, "main");
/** The page's status messages (role="status": the toasts), as read. */
const statuses = (page: Answer) => [...page.body.matchAll(/role="status"/g)].map((match) => pageText(page.body.slice(match.index, match.index + 600)));
/** The texts of the links of a piece of a page. */
const linkTexts = (html: string) => [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) => pageText(match[1]));
const path = (page: Answer) => new URL(page.url).pathname;
const isDelegationForm = (form: FoundForm) => form.id === "delegation";

test("the owner gives access, the delegate accepts the invitation and sees only what the function allows, revoking ends the session", async () => {
  // The owner gives access.
  const owner = new Visitor(brand, ownAddress(test.info()));
  const home = await owner.signIn("demo.full@example.com", "fr-fr");
  let page = await owner.read(linkHref(home, "Délégation d'accès"));
  expect(path(page)).toBe("/fr-fr/delegation-acces");
  expect(textsOf(page.body, "h1")).toEqual(["Délégation d'accès"]);

  page = await owner.landed(await owner.submit(page, isDelegationForm, {}));
  const form = slice(page, /<form\b[^>]*\bid="delegation"/, "form");
  expect(form).toMatch(/<p\b[^>]*\bid="delegation-firstname-error"/);
  // The summary lists the six refused fields in the form's order (the title's radios first, the function last).
  const alert = form.slice(form.indexOf('role="alert"'), form.indexOf("</div>", form.indexOf('role="alert"')));
  const fieldsInSummary = [...alert.matchAll(/<a\b[^>]*\bhref="#([^"]*)"/g)].map((match) => match[1]);
  expect(fieldsInSummary).toEqual([
    "delegation-gender",
    "delegation-firstname",
    "delegation-lastname",
    "delegation-email",
    "delegation-phone",
    "delegation-function",
  ]);
  const inputIds = [...form.matchAll(/<input\b[^>]*\bid="([^"]*)"/g)].map((match) => match[1]);
  const inPageOrder = fieldsInSummary.map((id) => inputIds.indexOf(id));
  expect(inPageOrder).not.toContain(-1);
  expect(inPageOrder).toEqual([...inPageOrder].sort((a, b) => a - b));

  page = await owner.landed(
    await owner.submit(page, isDelegationForm, {
      gender: valueOfRadio(form, "gender", "Mme"),
      firstname: "Aline",
      lastname: "ComptaNOJS",
      email,
      phone: "+33 6 12 34 56 78",
      function: valueOfRadio(form, "function", /^Comptable/),
    }),
  );
  expect(statuses(page).some((status) => status.includes("Accès donné"))).toBe(true);
  const row = rowOf(page, email);
  expect(row).toContain("Comptable");

  // The invitation, in the page's language, sets the delegate's password.
  const { text, link } = await mailboxMessage({ to: email, template: "delegation-invitation", brand });
  expect(text).toContain("en tant que comptable");
  expect(link).toMatch(/\/fr-fr\/login\/reset-password\/email\//);
  const delegate = new Visitor(brand, ownAddress(test.info(), "delegate"));
  const newPassword = await delegate.read(link!);
  expect(path(newPassword)).toBe("/fr-fr/login/new-password");
  const saved = await delegate.landed(
    await delegate.submit(newPassword, (candidate) => candidate.fields.some((field) => field.name === "confirmation"), { password, confirmation: password }),
  );
  expect(path(saved)).toBe("/fr-fr/connexion");
  const delegateHome = await delegate.signIn(email, "fr-fr", password);

  // The accountant sees the contracts, not the company's profile (decision 0168: the owner's and the manager's),
  // the delegations nor the means-of-payment forms.
  expect(pageText(slice(delegateHome, /<[a-z]+\b[^>]*data-testid="signed-in-name"/, "summary"))).toContain(name);
  expect(linkTexts(delegateHome.body)).not.toContain("Mon profil");
  expect(linkTexts(delegateHome.body)).not.toContain("Délégation d'accès");
  page = await delegate.read(`/fr-fr/contrats/ctr_${brand}_full_formalised/paiements`);
  expect(page.status).toBe(200);
  expect(textsOf(main(page), "h2").length).toBeGreaterThan(0);
  expect(page.body).not.toMatch(/<input\b[^>]*name="intent"[^>]*value="(sepa|card)"/);
  // Documents awaiting a signature: no link to sign, neither on the contract's tab nor in its notifications or the home's.
  page = await delegate.read(`/fr-fr/contrats/ctr_${brand}_full_need_signature/documents`);
  expect(page.status).toBe(200);
  expect(textsOf(main(page), "h2").length).toBeGreaterThan(0);
  expect(page.body).not.toMatch(/<a\b[^>]*href="[^"]*\/signatures\//);
  expect(linkTexts(main(page))).not.toContain("Signer");
  page = await delegate.read("/fr-fr/");
  expect(textsOf(page.body, "h2")).toContain("Notifications");
  expect(linkTexts(main(page)).filter((text) => /^(Signer|Déposer|Continuer)$/.test(text))).toEqual([]);
  // An open claim: the accountant reads that sending files is not part of this access, and is not told the claim no
  // longer takes files (it does, from the owner and the manager).
  page = await delegate.read(`/fr-fr/sinistres/clm_${brand}_collision`);
  expect(pageText(page.body)).toContain("ne fait pas partie de votre accès");
  expect(pageText(page.body)).not.toContain("il ne reçoit plus de fichiers");
  expect(page.body).not.toMatch(/<input\b[^>]*type="file"/);
  // A page the function does not allow, reached by its address: SPEC section 8's 403 screen, in the page's language (decision 0170).
  for (const refusedPath of ["/fr-fr/delegation-acces", "/fr-fr/profile"]) {
    const refused = await delegate.read(refusedPath);
    expect(refused.status, refusedPath).toBe(403);
    expect(pageText(slice(refused, /<h1\b[^>]*\bid="error-title"/, "h1")), refusedPath).toBe("Cette action ne fait pas partie de votre accès");
  }

  // The owner revokes, from the confirmation page a browser without JavaScript opens.
  page = await owner.read("/fr-fr/delegation-acces");
  const confirm = await owner.read(linkHref(page, `Retirer l'accès accordé à ${name}`));
  expect(path(confirm)).toMatch(/^\/fr-fr\/delegation-acces\/[^/]+\/revoquer$/);
  expect(pageText(main(confirm))).toContain("perdra aussitôt l'accès");
  page = await owner.landed(await owner.submit(confirm, (candidate) => candidate.values.intent === "revoke", {}));
  expect(statuses(page).some((status) => status.includes("Accès retiré"))).toBe(true);
  expect(pageText(slice(page, /<ul\b[^>]*data-testid="delegations"/, "ul"))).not.toContain(email);

  // The delegate's open session is over: the next page is the login page (the portal asks the broker again within seconds).
  await expect(async () => {
    const next = await delegate.read("/fr-fr/contrats");
    expect(path(next)).toBe("/fr-fr/connexion");
  }).toPass({ timeout: 15_000 });
});

/** The value of the radio button of `name` in a form's HTML whose label (the label around it) reads `label`. */
function valueOfRadio(form: string, name: string, label: string | RegExp): string {
  for (const match of form.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g)) {
    const tag = /<input\b[^>]*\btype="radio"[^>]*>/.exec(match[1])?.[0];
    if (!tag?.includes(` name="${name}"`)) continue;
    const text = pageText(match[1]);
    if (typeof label === "string" ? text === label : label.test(text)) return decodeHtml(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  throw new Error(`No radio ${name} labelled ${String(label)}`);
}

/** The list's row of a delegate, as read (`li` of data-testid="delegations"). */
function rowOf(page: Answer, who: string): string {
  const rows = slice(page, /<ul\b[^>]*data-testid="delegations"/, "ul")
    .split(/<li\b/)
    .slice(1)
    .map(pageText);
  const row = rows.find((candidate) => candidate.includes(who));
  expect(row, `the row of ${who}`).toBeDefined();
  return row!;
}

test("the phone hint names the brand's country, whose format a number without a country code is read in", async () => {
  for (const [brandCode, locale, country] of [
    ["nordhafen", "de-de", "außerhalb Deutschlands"],
    // A French page of a Spanish brand: Spain's format, in French.
    ["solana", "fr-fr", "hors d’Espagne"],
    ["azura", "fr-fr", "hors de France"],
  ] as const) {
    const owner = new Visitor(brandCode, ownAddress(test.info()));
    const home = await owner.signIn("demo.full@example.com", locale);
    const page = await owner.read(linkHref(home, locale === "de-de" ? "Zugangsdelegation" : "Délégation d'accès"));
    expect(textOfElementId(page.body, "delegation-phone-hint"), brandCode).toContain(country);
  }
});

// The phone's message gave the page language's example (a French number on a Spanish brand in French, a German one on
// a French brand in German): the brand country's, as the hint above.
test("a refused phone number's message gives the brand country's example, whatever the page's language", async () => {
  for (const [brandCode, locale, link, example] of [
    ["solana", "fr-fr", "Délégation d'accès", "+34 612"],
    ["azura", "de-fr", "Zugangsdelegation", "+33 6"],
  ] as const) {
    const owner = new Visitor(brandCode, ownAddress(test.info(), brandCode));
    const home = await owner.signIn("demo.full@example.com", locale);
    const page = await owner.read(linkHref(home, link));
    const refused = await owner.submit(page, isDelegationForm, { phone: "call me" });
    expect(textOfElementId(refused.body, "delegation-phone-error"), brandCode).toContain(example);
  }
});
