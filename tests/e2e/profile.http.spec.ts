import { decodeHtml, expect, formsIn, ownAddress, pageText, test, textOf, Visitor, type Answer, type FoundForm } from "./http";
import { erasableProfileFields } from "./profile-fields";
import { fieldErrors, formMarkup, inputAttributes } from "./sign-in-posts";

/**
 * "My profile" without JavaScript (SPEC section 6, decision 0227): the saves a browser without JavaScript posts and
 * the pages that answer, on the brands profile.spec.ts's no-JS run used (its JavaScript run keeps courtia-fr,
 * castello and nordhafen). A refused postal code keeps what was typed, with the summary the browser opens at
 * (autofocus); optional fields erased stay erased; a German client's register number is kept.
 */
const isProfile = (form: FoundForm) => form.id === "profile";
/** The values the page's profile form renders, by field name. */
function valuesOf(page: Answer): Record<string, string> {
  const form = formsIn(page.body, page.url).find(isProfile);
  expect(form, `the profile form on ${page.url}`).toBeDefined();
  return form!.values;
}

/** The page's status messages (role="status"), as read, every space one. */
const statuses = (page: Answer) =>
  [...page.body.matchAll(/role="status"/g)].map((match) => pageText(page.body.slice(match.index, match.index + 600)).replace(/\s+/g, " "));

// The postal code follows the client's country (decision 0140): a French one has five digits. As read (textOf: every space one).
const frenchPostalError = "Saisissez un code postal valide\u00a0: 5 chiffres.".replace(/\s/g, " ");

test("shows the profile, keeps the form on bad input, and saves", async () => {
  const visitor = Visitor.stored("azura", "demo.full@example.com", ownAddress(test.info()));
  let page = await visitor.read("/fr-fr/profile");
  expect(page.status).toBe(200);
  expect(new URL(page.url).pathname).toBe("/fr-fr/profile");
  expect(valuesOf(page)["profile.city"]).not.toBe("");

  const refused = await visitor.submit(page, isProfile, { "profile.postal_code": "!!", "profile.city": "Lyon" });
  expect(refused.status).toBe(400);
  expect(fieldErrors(refused)).toContain(frenchPostalError);
  expect(valuesOf(refused)["profile.city"]).toBe("Lyon");
  expect(valuesOf(refused)["profile.postal_code"]).toBe("!!");
  // The summary above the form (decision 0130): a heading then a link to the field, the title starting with
  // "Erreur :", and the page opened at it without JavaScript (autofocus on the summary).
  const form = formMarkup(refused, "profile");
  const alertTag = /<div\b[^>]*role="alert"[^>]*>/.exec(form)?.[0];
  expect(alertTag, "the error summary").toBeDefined();
  expect(alertTag).toMatch(/\sautofocus(=""|\s|\/?>)/i);
  // The summary: from its start tag to the end of its list of links.
  const summaryAt = form.indexOf(alertTag!);
  const summary = form.slice(summaryAt, form.indexOf("</ul>", summaryAt));
  expect(pageText(summary)).toContain("Il y a un problème");
  expect(summary).toMatch(/<h[1-6]\b[^>]*>[\s\S]*?Il y a un problème[\s\S]*?<\/h[1-6]>/);
  const link = [...summary.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].find((match) => textOf(match[2]).includes(frenchPostalError));
  expect(link?.[1]).toBe("#profile-profile.postal_code");
  expect(decodeHtml(/<title>([\s\S]*?)<\/title>/.exec(refused.body)![1])).toMatch(/^Erreur\u00a0: Mon profil/);
  expect(inputAttributes(form, "profile.postal_code").get("aria-invalid")).toBe("true");

  const saved = await visitor.submit(refused, isProfile, { "profile.postal_code": "69001", "profile.city": "Lyon" });
  expect(saved.status).toBe(200);
  page = await visitor.landed(saved);
  expect(statuses(page).some((status) => status.includes("Votre profil est enregistré."))).toBe(true);
  page = await visitor.read("/fr-fr/profile");
  expect(valuesOf(page)["profile.postal_code"]).toBe("69001");
  expect(valuesOf(page)["profile.city"]).toBe("Lyon");
});

test("erasing optional fields clears them: saved, and still empty after a reload", async () => {
  // An account of its own (solana): a save posts every field, so another test saving the same profile at the same
  // time would erase (or refill) the fields this test checks.
  const visitor = Visitor.stored("solana", "demo.full@example.com", ownAddress(test.info()));
  const erasable = erasableProfileFields;
  const typed = (name: string) => (name === "profile.postal_code" ? "20121" : name === "profile.phone" ? "+33 6 12 34 56 78" : `Valeur ${name}`);
  const save = async (values: Record<string, string>) => {
    const page = await visitor.read("/fr-fr/profile");
    const answer = await visitor.submit(page, isProfile, values);
    expect(answer.status).toBe(200);
    expect(statuses(await visitor.landed(answer)).some((status) => status.includes("Votre profil est enregistré."))).toBe(true);
    return visitor.read("/fr-fr/profile");
  };
  let page = await save(Object.fromEntries(erasable.map((name) => [name, typed(name)])));
  for (const name of erasable) expect(valuesOf(page)[name], name).toBe(typed(name));
  page = await save(Object.fromEntries(erasable.map((name) => [name, ""])));
  for (const name of erasable) expect(valuesOf(page)[name], name).toBe("");
});

test("profile outside France: a German client saves the profile with its own register number unchanged", async () => {
  const visitor = Visitor.stored("courtia-de", "demo.single@example.com", ownAddress(test.info()));
  let page = await visitor.read("/de-de/profile");
  expect(page.status).toBe(200);
  expect(new URL(page.url).pathname).toBe("/de-de/profile");
  // A Hamburg company: its register number and postal code in German words, nothing about France (issue 31).
  const form = formMarkup(page, "profile");
  const registerId = /<label\b[^>]*\bfor="([^"]*)"[^>]*>([\s\S]*?)<\/label>/g;
  const label = [...form.matchAll(registerId)].find((match) => textOf(match[2]).startsWith("Handelsregisternummer (HRB) oder Steuernummer"));
  expect(label, "the register number's label").toBeDefined();
  expect(/<input\b[^>]*>/.exec(form.slice(form.search(new RegExp(`<input\\b[^>]*\\bid="${label![1].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`))))?.[0]).toMatch(
    /\bvalue="HRA 98765"/,
  );
  const main = page.body.slice(page.body.search(/<main\b/), page.body.indexOf("</main>"));
  expect(pageText(main)).not.toMatch(/Frankreich|SIRET/);

  const refused = await visitor.submit(page, isProfile, { "profile.postal_code": "2276" });
  expect(refused.status).toBe(400);
  expect(fieldErrors(refused)).toContain("Geben Sie eine gültige Postleitzahl ein: 5 Ziffern.");
  const saved = await visitor.submit(refused, isProfile, { "profile.postal_code": "80802", "profile.activity": "Tischlerei" });
  expect(saved.status).toBe(200);
  page = await visitor.landed(saved);
  expect(statuses(page).some((status) => status.includes("gespeichert"))).toBe(true);
  expect(valuesOf(page)["profile.activity"]).toBe("Tischlerei");
});
