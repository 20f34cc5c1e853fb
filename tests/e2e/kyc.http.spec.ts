import { samplePdfWith } from "../../broker/test/fixtures/files";
import { linkHref } from "./sign-in-posts";
import { decodeHtml, expect, ownAddress, test, textsOf, Visitor, type Answer, type FoundForm } from "./http";

/**
 * The qualification questionnaire without JavaScript (issue 28 §6, decision 0227): its posts as a browser without
 * JavaScript sends them and the pages that answer, on vigie (kyc.spec.ts runs it with JavaScript on mistral: the
 * completion changes demo.qualification for the rest of the run). Two visits with a sign-out in between, the
 * company extract refused by its bytes then named on the next visit, a wrong social security key, then a number
 * that does not carry the birth date typed, each refused next to its field and in the summary with what was typed
 * kept (issue 45); the completion clears the step and lands home.
 */
const brand = "vigie";
const login = "demo.qualification@example.com";
const pdf = { name: "kbis.pdf", mimeType: "application/pdf", buffer: Buffer.from(samplePdfWith()) };
const notAFile = { name: "kbis.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some text, not a PDF at all") };

/** Text as read, its spaces collapsed (a no-break space kept: some messages hold one). */
const plain = (html: string) =>
  decodeHtml(html.replace(/<[^>]*>/g, " "))
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
/** The HTML of a step's form (`form#kyc-<step>`). */
function formHtml(page: Answer, id: string): string {
  const start = page.body.search(new RegExp(`<form\\b[^>]*\\bid="${id}"`));
  expect(start, `form#${id} on ${page.url}`).toBeGreaterThanOrEqual(0);
  return page.body.slice(start, page.body.indexOf("</form>", start));
}
/** The error summary of a form (its role="alert" element, which holds no other div). */
function summaryOf(page: Answer, id: string): string {
  const html = formHtml(page, id);
  const start = html.indexOf('role="alert"');
  expect(start, `the error summary of form#${id}`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf("</div>", start));
}
/** The text of the element with this id. */
function textOfId(page: Answer, id: string): string {
  const match = new RegExp(`<([a-z]+)\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(page.body);
  expect(match, `#${id} on ${page.url}`).not.toBeNull();
  return plain(match![2]);
}
/** The start tag of the input named `name` in form#`id`. */
function inputTag(page: Answer, id: string, name: string): string {
  const tag = new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`).exec(formHtml(page, id))?.[0];
  expect(tag, `input ${name} in form#${id}`).toBeDefined();
  return tag!;
}
/** Whether the radio button `name` = `value` of form#`id` is checked. */
function isChecked(page: Answer, id: string, name: string, value: string): boolean {
  const tags = [...formHtml(page, id).matchAll(/<input\b[^>]*>/g)].map((match) => match[0]);
  const tag = tags.find((candidate) => candidate.includes(` name="${name}"`) && candidate.includes(` value="${value}"`));
  expect(tag, `radio ${name}=${value} in form#${id}`).toBeDefined();
  return /\schecked(?:=""|\s|\/?>)/.test(tag!);
}
const valueOf = (tag: string) => decodeHtml(/\svalue="([^"]*)"/.exec(tag)?.[1] ?? "");
const step = (id: string) => (form: FoundForm) => form.id === id;
const stepOf = (page: Answer) => new URL(page.url).searchParams.get("step");

test("KYC: two visits, a wrong social security key or birth date refused on its field, completion lands home", async () => {
  const visitor = new Visitor(brand, ownAddress(test.info()));
  let page = await visitor.signIn(login, "fr-fr");
  expect(new URL(page.url).pathname).toBe("/fr-fr/qualification");
  expect(textsOf(page.body, "h1")).toEqual(["Questionnaire de qualification"]);

  // Step 1: missing answers refused next to their fields, with the summary; what was typed kept.
  page = await visitor.landed(await visitor.submit(page, step("kyc-company"), { company_name: "Fontaine Conseil" }));
  const summary = summaryOf(page, "kyc-company");
  expect(plain(summary)).toContain("Il y a un problème");
  expect([...summary.matchAll(/<a\b/g)]).toHaveLength(3);
  expect(textOfId(page, "kyc-company-activity-error")).toBe("Ce champ est obligatoire.");
  expect(valueOf(inputTag(page, "kyc-company", "company_name"))).toBe("Fontaine Conseil");
  // The file question (decision 0149): what is no PDF refused by its bytes, next to the field.
  const company = { company_name: "Fontaine Conseil", legal_form: "sole_trader", activity: "Conseil en décoration", employees: "2" };
  page = await visitor.landed(await visitor.submit(page, step("kyc-company"), { ...company, registration_extract: notAFile }));
  expect(textOfId(page, "kyc-company-registration_extract-error")).toContain("ni un PDF, ni un JPG, ni un PNG");
  expect(valueOf(inputTag(page, "kyc-company", "activity"))).toBe("Conseil en décoration");
  expect(isChecked(page, "kyc-company", "legal_form", "sole_trader")).toBe(true);
  page = await visitor.landed(await visitor.submit(page, step("kyc-company"), { ...company, registration_extract: pdf }));
  expect(stepOf(page)).toBe("needs");
  page = await visitor.landed(await visitor.submit(page, step("kyc-needs"), { main_need: "vehicles", already_insured: "no" }));
  expect(stepOf(page)).toBe("personal");

  // Sign out half-way; signing in again comes back to the first step not saved, the others kept.
  const out = await visitor.landed(await visitor.submit(page, (form) => new URL(form.action).pathname === "/fr-fr/deconnexion", {}));
  expect(new URL(out.url).pathname).toBe("/fr-fr/connexion");
  page = await visitor.signIn(login, "fr-fr");
  expect(new URL(page.url).pathname).toBe("/fr-fr/qualification");
  expect(textsOf(page.body, "h2").some((heading) => /Données personnelles/.test(heading))).toBe(true);
  const steps = /<nav\b[^>]*aria-label="Étapes du questionnaire"[^>]*>([\s\S]*?)<\/nav>/.exec(page.body);
  expect(plain(steps?.[1] ?? "")).toContain("Vos besoins ✓ enregistrée");
  // The file sent is named on the next visit, and the step saves again without choosing it again.
  page = await visitor.read(linkHref(page, "Votre entreprise et son activité"));
  expect(plain(page.body)).toMatch(/Déjà envoyé\s: kbis\.pdf\./);
  page = await visitor.landed(await visitor.submit(page, step("kyc-company"), {}));
  expect(stepOf(page)).toBe("needs");
  expect(isChecked(page, "kyc-needs", "main_need", "vehicles")).toBe(true);
  page = await visitor.landed(await visitor.submit(page, step("kyc-needs"), {}));

  // A wrong key: refused next to the number and in the summary, in the page's words, what was typed kept.
  const wrong = "2 69 05 49 588 157 81";
  page = await visitor.landed(await visitor.submit(page, step("kyc-personal"), { birth_date: "1969-05-14", social_security_number: wrong }));
  const mismatch = "Ce numéro ne correspond pas à ses caractères de contrôle";
  expect(textOfId(page, "kyc-personal-social_security_number-error")).toContain(mismatch);
  expect(plain(summaryOf(page, "kyc-personal"))).toContain(mismatch);
  const number = inputTag(page, "kyc-personal", "social_security_number");
  expect(valueOf(number)).toBe(wrong);
  expect(number).toContain('aria-invalid="true"');
  expect(stepOf(page) ?? "personal").toBe("personal");

  // A good number that does not carry the birth date typed (issue 45: born in May 1969, not March 1980): said on the number.
  page = await visitor.landed(await visitor.submit(page, step("kyc-personal"), { birth_date: "1980-03-14", social_security_number: "2 69 05 49 588 157 80" }));
  const otherBirth = "Ce numéro ne correspond pas à la date de naissance indiquée plus haut.";
  expect(textOfId(page, "kyc-personal-social_security_number-error")).toContain(otherBirth);
  expect(plain(summaryOf(page, "kyc-personal"))).toContain(otherBirth);
  expect(valueOf(inputTag(page, "kyc-personal", "birth_date"))).toBe("1980-03-14");
  page = await visitor.landed(await visitor.submit(page, step("kyc-personal"), { birth_date: "1969-05-14", social_security_number: "2 69 05 49 588 157 80" }));
  expect(stepOf(page)).toBe("bank");

  // Back on the step, the number saved shows only its end (decision 0190), and a blank field keeps it.
  page = await visitor.read(linkHref(page, "Données personnelles"));
  expect(valueOf(inputTag(page, "kyc-personal", "social_security_number"))).toBe("");
  expect(plain(page.body)).toContain("Déjà enregistré\u00a0: ••••••••••••780.");
  expect(page.body).not.toContain("269054958815780");
  page = await visitor.landed(await visitor.submit(page, step("kyc-personal"), {}));
  expect(stepOf(page)).toBe("bank");
  const done = await visitor.submit(page, step("kyc-bank"), { account_holder: "Claire Fontaine", iban: "FR76 3000 6000 0112 3456 7890 189" });

  // Done: home, the step cleared for good.
  page = await visitor.landed(done);
  expect(new URL(page.url).pathname).toBe("/fr-fr/");
  // The toast (role="status", its title and text in elements of their own).
  const statuses = [...page.body.matchAll(/role="status"/g)].map((match) => plain(page.body.slice(match.index, match.index + 1000)));
  expect(statuses.some((status) => status.includes("Votre questionnaire a été transmis"))).toBe(true);
  page = await visitor.read("/fr-fr/qualification");
  expect(plain(page.body)).toContain("Votre qualification est à jour.");
  expect(page.body).not.toMatch(/<form\b[^>]*\bid="kyc-bank"/);
});
