import { TZDate } from "@date-fns/tz";
import { addMonths, format } from "date-fns";
import { fr } from "date-fns/locale";
import { parseCalendar } from "../../app/utils/calendar/ics";
import { decodeHtml, expect, ownAddress, pageText, test, textOf, Visitor, type Answer, type FoundForm } from "./http";
import { alerts, fieldErrors, linkHref, mailboxMessage } from "./sign-in-posts";

/**
 * Contact and data rights without JavaScript (SPEC sections 3 and 9, issue 30, decision 0227): the posts a browser
 * without JavaScript sends and the pages that answer, on azura (contact-gdpr.spec.ts runs them with JavaScript on
 * courtia-fr, axe included). The callback form signed out, a Saturday and a 13-14 slot posted by hand refused next
 * to their fields, then the slot recorded and its calendar file; signed in, the form prefilled; a GDPR request, its
 * refusal without the acceptance box, its confirmation and e-mail with the due date, the earlier requests and an
 * answered request's data.
 */
const brand = "azura";
const isContact = (form: FoundForm) => form.id === "contact";

function nextSaturday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

/** The options of a select of the page: value and text, in the page's order. */
function optionsOf(page: Answer, name: string): { value: string; words: string }[] {
  const select = new RegExp(`<select\\b[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(page.body);
  expect(select, `select ${name} on ${page.url}`).not.toBeNull();
  return [...select![1].matchAll(/<option\b[^>]*\bvalue="([^"]*)"[^>]*>([\s\S]*?)<\/option>/g)].map((m) => ({ value: decodeHtml(m[1]), words: textOf(m[2]) }));
}

/** The first day offered (after the placeholder) and 9-10, as chooseFirstSlot chooses them in the browser. */
function firstSlot(page: Answer): { words: string; value: string } {
  const day = optionsOf(page, "day")[1];
  expect(optionsOf(page, "hour").map((option) => option.value)).toContain("9-10");
  return day;
}

/** The page's status messages (role="status"), as read, every space one (as toContainText compares). */
const statuses = (page: Answer) =>
  [...page.body.matchAll(/role="status"/g)].map((match) => pageText(page.body.slice(match.index, match.index + 800)).replace(/\s+/g, " "));

/** The contact form's error summary (role="alert" inside form#contact). */
function contactAlert(page: Answer): boolean {
  const at = page.body.search(/<form\b[^>]*\bid="contact"/);
  expect(at).toBeGreaterThanOrEqual(0);
  return page.body.slice(at, page.body.indexOf("</form>", at)).includes('role="alert"');
}

/** The confirmation and its calendar file say the slot chosen: the broker's, the address carries only the reference (decision 0172). */
async function expectConfirmedWithCalendar(visitor: Visitor, page: Answer, chosen: { words: string; value: string }) {
  const done = statuses(page).find((status) => status.includes("Votre demande de rappel est enregistrée"));
  expect(done, `the confirmation on ${page.url}`).toBeDefined();
  expect(done).toContain(`Nous vous appellerons le ${chosen.words} entre 9 h et 10 h (heure de Paris).`);
  const address = new URL(page.url);
  expect([...address.searchParams.keys()]).toEqual(["ref"]);
  const reference = address.searchParams.get("ref")!;
  expect(reference).toMatch(/^ctc_/);
  const file = await visitor.send("GET", linkHref(page, "L'ajouter à mon agenda (fichier .ics)"));
  expect(file.status).toBe(200);
  expect(String(file.headers["content-disposition"])).toMatch(/^attachment;.*filename="?callback-\d{4}-\d{2}-\d{2}\.ics"?/);
  expect(file.body).toContain("\r\n");
  const lines = parseCalendar(file.body);
  const event = lines.slice(lines.findIndex((line) => line.name === "BEGIN" && line.value === "VEVENT"));
  const value = (name: string) => event.find((line) => line.name === name);
  const day = chosen.value.replaceAll("-", "");
  expect(value("DTSTART")).toEqual({ name: "DTSTART", params: { TZID: "Europe/Paris" }, value: `${day}T090000` });
  expect(value("DTEND")).toEqual({ name: "DTEND", params: { TZID: "Europe/Paris" }, value: `${day}T100000` });
  expect(value("UID")?.value).toMatch(new RegExp(`^${reference}@`));
  expect(lines.some((line) => line.name === "TZID" && line.value === "Europe/Paris")).toBe(true);
}

test("contact signed out: asks who is calling, refuses an unoffered day and hour, records the slot and gives it as a calendar file", async () => {
  const visitor = new Visitor(brand, ownAddress(test.info()));
  let page = await visitor.read("/fr-fr/contact");
  expect(page.status).toBe(200);
  const typed = {
    name: "Jeanne Visiteuse",
    email: "jeanne.visiteuse@example.com",
    phone: "+33 6 11 22 33 44",
    reason: "Un devis pour ma boutique",
    message: "Merci de me rappeler.",
  };
  // A Saturday and the lunch hour, as a hand-made post sends them: refused next to their fields, the rest kept.
  const refused = await visitor.submit(page, isContact, { ...typed, day: nextSaturday(), hour: "13-14" });
  expect(refused.status).toBe(400);
  expect(textOf(/<p\b[^>]*\bid="contact-day-error"[^>]*>([\s\S]*?)<\/p>/.exec(refused.body)?.[1] ?? "")).toBe("Choisissez l'un des jours proposés.");
  expect(textOf(/<p\b[^>]*\bid="contact-hour-error"[^>]*>([\s\S]*?)<\/p>/.exec(refused.body)?.[1] ?? "")).toBe("Choisissez l'un des créneaux proposés.");
  expect(fieldErrors(refused)).toHaveLength(2);
  expect(contactAlert(refused)).toBe(true);
  expect(refused.body).toMatch(/<input\b[^>]*name="name"[^>]*value="Jeanne Visiteuse"|<input\b[^>]*value="Jeanne Visiteuse"[^>]*name="name"/);

  page = refused;
  const chosen = firstSlot(page);
  const posted = await visitor.submit(page, isContact, { ...typed, day: chosen.value, hour: "9-10" });
  expect(posted.status).toBe(302);
  await expectConfirmedWithCalendar(visitor, await visitor.landed(posted), chosen);
});

test.describe("signed in", () => {
  test("the callback form is prefilled and posts the support request", async () => {
    const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
    const page = await visitor.read("/fr-fr/contact");
    expect(page.status).toBe(200);
    expect(pageText(page.body)).toMatch(/Nous\sappellerons\s.+\s\(demo\.full@example\.com\)\./);
    expect(page.body).not.toMatch(/<input\b[^>]*name="name"/);
    const chosen = firstSlot(page);
    const posted = await visitor.submit(page, isContact, {
      phone: "+33 6 12 34 56 78",
      reason: "Question sur mon contrat",
      message: "Pouvez-vous me rappeler ?",
      day: chosen.value,
      hour: "9-10",
    });
    expect(posted.status).toBe(302);
    await expectConfirmedWithCalendar(visitor, await visitor.landed(posted), chosen);
  });

  test("a GDPR comment: its line breaks taken, a text-direction character refused by name only", async () => {
    const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
    const page = await visitor.read("/en-fr/gdpr");
    expect(page.status).toBe(200);
    const isGdpr = (form: FoundForm) => form.fields.some((field) => field.name === "acceptance");
    const refused = await visitor.submit(page, isGdpr, { subject: "access", comment: "First line\r\nSecond\u202E line", acceptance: "on" });
    expect(refused.status).toBe(400);
    // The text area takes line breaks: its message names only what it refused, next to it and in the summary.
    const message = "This field contained text-direction characters, which are not allowed; they have been removed. Check the value and send the form again.";
    expect(textOf(/<p\b[^>]*\bid="gdpr-comment-error"[^>]*>([\s\S]*?)<\/p>/.exec(refused.body)?.[1] ?? "")).toBe(message);
    expect(fieldErrors(refused)).toEqual([message]);
    expect(alerts(refused).join(" ")).toContain(`Comment: ${message}`);
    expect(alerts(refused).join(" ")).not.toContain("line breaks");
    // The comment comes back with its lines, without the character.
    expect(decodeHtml(/<textarea\b[^>]*\bname="comment"[^>]*>([\s\S]*?)<\/textarea>/.exec(refused.body)?.[1] ?? "")).toMatch(/^\n?First line\r?\nSecond line$/);
  });

  test("a GDPR request: earlier ones with their state, the answered data, the confirmation and e-mail with the due date", async () => {
    const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
    let page = await visitor.read("/fr-fr/exercice-de-droit-rgpd");
    expect(page.status).toBe(200);
    expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page.body)?.[1]).toBeDefined();
    expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page.body)![1])).toBe("Mes droits sur mes données");
    const earlier = (current: Answer, id: string) => {
      const match = new RegExp(`<li\\b[^>]*data-request="${id}"[^>]*>([\\s\\S]*?)</li>`).exec(current.body);
      expect(match, `${id} on ${current.url}`).not.toBeNull();
      return match![1];
    };
    expect(pageText(earlier(page, `gdp_${brand}_access_answered`))).toContain("Traitée");
    expect(pageText(earlier(page, `gdp_${brand}_erasure_refused`))).toContain("Refusée");
    expect(pageText(earlier(page, `gdp_${brand}_rectification_in_progress`))).toContain("En cours");
    expect(pageText(earlier(page, `gdp_${brand}_objection_received`))).toContain("Reçue");
    expect(earlier(page, `gdp_${brand}_erasure_refused`)).not.toMatch(/<a\b/);

    const answered = { body: earlier(page, `gdp_${brand}_access_answered`), url: page.url, status: 200, headers: {} } as Answer;
    const json = await visitor.send("GET", linkHref(answered, "Mes données (JSON)"));
    expect(json.status).toBe(200);
    expect((JSON.parse(json.body) as { request: { reference: string } }).request.reference).toBe(`gdp_${brand}_access_answered`);
    const pdf = await visitor.send("GET", linkHref(answered, "Mes données (PDF)"));
    expect(pdf.status).toBe(200);
    expect(pdf.body.slice(0, 5)).toBe("%PDF-");

    // Without the acceptance box: refused, the choice kept.
    const isGdpr = (form: FoundForm) => form.fields.some((field) => field.name === "acceptance");
    const typed = { subject: "portability", comment: "Toutes mes données de contrat." };
    const refused = await visitor.submit(page, isGdpr, typed);
    expect(refused.status).toBe(400);
    expect(textOf(/<p\b[^>]*\bid="gdpr-acceptance-error"[^>]*>([\s\S]*?)<\/p>/.exec(refused.body)?.[1] ?? "")).toBe("Cochez la case pour confirmer.");
    expect(optionsOf(refused, "subject").length).toBeGreaterThan(1);
    expect(refused.body).toMatch(/<option\b[^>]*value="portability"[^>]*selected|<option\b[^>]*selected[^>]*value="portability"/);
    // The box's label names the person concerned.
    expect(pageText(refused.body)).toContain("Je certifie être la personne concernée");
    const posted = await visitor.submit(refused, isGdpr, { ...typed, acceptance: "on" });
    expect(posted.status).toBe(302);
    page = await visitor.landed(posted);

    const due = format(addMonths(new TZDate(Date.now(), "Europe/Paris"), 1), "PPP", { locale: fr });
    const done = statuses(page).find((status) => status.includes("Votre demande est enregistrée"));
    expect(done, `the confirmation on ${page.url}`).toBeDefined();
    expect(done).toContain(`Nous vous répondrons au plus tard le ${due}`);
    const reference = new URL(page.url).searchParams.get("done")!;
    expect(reference).toMatch(/^gdp_/);
    expect(done).toContain(`Référence ${reference}.`);
    expect(pageText(earlier(page, reference))).toContain("Portabilité de mes données");

    const mail = await mailboxMessage({ to: "demo.full@example.com", template: "rights-exercise-acknowledgement", brand });
    expect(mail.text).toContain(reference);
    // French texts carry no-break spaces (scripts/french-spacing.mjs): any space may be one.
    expect(mail.text).toMatch(new RegExp(`au\\splus\\stard\\sle\\s${due.replaceAll(" ", "\\s")}`));
  });
});
