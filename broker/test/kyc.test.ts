import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../db/demo/logins";
import { accounts, clients, dynamicFormSteps, idempotencyKeys, requiredDocuments } from "../db/schema";
import { sampleExe, samplePdf } from "./fixtures/contracts";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

let t: TestBroker;
beforeAll(async () => {
  t = await createTestBroker();
});
afterAll(() => t.close());

const ownerOf = (s: TestSession) => (s.clientId ?? s.prospectId)!;
const fetchForm = (brand: string, s: TestSession, locale?: string) =>
  t.request(`/v2/clients/${ownerOf(s)}/dynamic-forms/kyc`, { brand, session: s.token, body: locale ? { locale } : {} });
const send = (brand: string, s: TestSession, submit: { method: string; path: string }, body: unknown) =>
  t.request(`/v2/${submit.path}`, { method: submit.method, brand, session: s.token, body });

const company = { company_name: "Fontaine Conseil", legal_form: "sole_trader", activity: "Conseil", employees: 1 };
const needs = { main_need: "vehicles", already_insured: true };
const personal = { birth_date: "1969-05-14", social_security_number: "2 69 05 49 588 157 80" };
const bank = { account_holder: "Claire Fontaine", iban: "FR76 3000 6000 0112 3456 7890 189" };

describe("KYC dynamic form", () => {
  it("describes the questionnaire in the asked language, each step with its address, and saves step by step until completion clears the flag", async () => {
    const brand = "mistral";
    const s = await t.sessionForAccount(brand, DEMO_EMAILS.qualification, { clientId: `cli_${brand}_qualification` });
    const res = await fetchForm(brand, s, "en-fr");
    expect(res.status).toBe(200);
    const form = await res.json();
    expect(form).toMatchObject({ code: "kyc", title: "Qualification questionnaire", required: true });
    expect(form.steps.map((step: { code: string }) => step.code)).toEqual(["company", "needs", "personal", "bank"]);
    expect(form.steps[0]).toMatchObject({ title: "Your company and its activity", answers: {}, saved_at: null });
    expect(form.steps[0].submit).toEqual({ method: "PUT", path: `clients/cli_${brand}_qualification/dynamic-forms/kyc/steps/company` });
    expect(form.steps[2].fields.map((field: { name: string }) => field.name)).toEqual(["birth_date", "social_security_number"]);
    expect(form.steps[2].fields[1]).toMatchObject({
      kind: "text",
      check: "social_security_number",
      country: "FR",
      birth_date_field: "birth_date",
      required: true,
    });
    // French words without a locale on a French brand.
    expect((await (await fetchForm(brand, s)).json()).steps[1].title).toBe("Vos besoins");

    // Completion before every step is saved: each missing step named.
    const early = await send(brand, s, form.complete, {});
    expect(early.status).toBe(422);
    expect(await early.json()).toMatchObject({
      code: "dynamic-form.incomplete",
      errors: { company: ["dynamic-form.step-incomplete"], bank: ["dynamic-form.step-incomplete"] },
    });

    // A wrong social security key is refused on its field, nothing saved.
    const wrongKey = await send(brand, s, form.steps[2].submit, { data: { ...personal, social_security_number: "269054958815781" } });
    expect(wrongKey.status).toBe(422);
    expect((await wrongKey.json()).errors).toEqual({ social_security_number: ["social-security.check"] });
    // A number that does not carry the birth date given (born in May 1969, not March 1980): refused on the number.
    const otherBirth = await send(brand, s, form.steps[2].submit, { data: { ...personal, birth_date: "1980-03-14" } });
    expect(otherBirth.status).toBe(422);
    expect((await otherBirth.json()).errors).toEqual({ social_security_number: ["social-security.birth-date"] });
    const badBank = await send(brand, s, form.steps[3].submit, { data: { ...bank, iban: "FR7630006000011234567890188" } });
    expect((await badBank.json()).errors).toEqual({ iban: ["iban.checksum"] });

    const saved = await send(brand, s, form.steps[0].submit, { data: company });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ form: "kyc", step: "company", next_step: "needs" });
    // A half-filled questionnaire comes back with its answers (another session: a sign-out in between).
    const again = await t.sessionForAccount(brand, DEMO_EMAILS.qualification, { clientId: `cli_${brand}_qualification` });
    const reread = await (await fetchForm(brand, again)).json();
    // The optional file question not answered: null, as any blank optional answer.
    expect(reread.steps[0].answers).toEqual({ ...company, registration_extract: null });
    expect(reread.steps[0].saved_at).not.toBeNull();
    expect(reread.steps[1].answers).toEqual({});

    for (const [index, data] of [needs, personal, bank].entries())
      expect((await send(brand, again, reread.steps[index + 1].submit, { data })).status).toBe(200);
    // The number saved is read back masked (decision 0190), and a blank one keeps it.
    const masked = (await (await fetchForm(brand, again)).json()).steps[2].answers;
    expect(masked).toEqual({ birth_date: "1969-05-14", social_security_number: "••••••••••••780" });
    expect((await send(brand, again, reread.steps[2].submit, { data: { birth_date: "1969-05-14", social_security_number: "" } })).status).toBe(200);
    // Kept, it is still checked against the birth date sent with it.
    const moved = await send(brand, again, reread.steps[2].submit, { data: { birth_date: "1970-05-14" } });
    expect((await moved.json()).errors).toEqual({ social_security_number: ["social-security.birth-date"] });
    const done = await send(brand, again, reread.complete, {});
    expect(done.status).toBe(200);
    const session = await done.json();
    expect(session.feature_flags.must_do_qualification).toBe(false);
    expect(session.session).toBe(again.token);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, again.accountId));
    expect(account.mustDoQualification).toBe(false);
    const [client] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.id, `cli_${brand}_qualification`));
    expect(client.qualifiedAt).not.toBeNull();
    expect(client).toMatchObject({ birthDate: "1969-05-14", socialSecurityNumber: "269054958815780" });
    expect((await (await fetchForm(brand, again)).json()).required).toBe(false);
    // The answers with personal data are never kept for replays.
    const stored = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.brandId, brand));
    expect(stored.some((row) => row.responseBody && Buffer.from(row.responseBody, "base64").toString().includes("269054958815780"))).toBe(false);
  });

  it("keeps the demo prospect's half-filled questionnaire, asks the country's own number, and scopes answers to their owner", async () => {
    const s = await t.sessionForAccount("castello", DEMO_EMAILS.kyc, { prospectId: "pro_castello_kyc" });
    const form = await (await fetchForm("castello", s)).json();
    expect(form.required).toBe(true);
    expect(form.steps[0].title).toBe("La Sua impresa e la Sua attività");
    expect(form.steps.map((step: { saved_at: string | null }) => step.saved_at !== null)).toEqual([true, true, false, false]);
    expect(form.steps[1].answers).toMatchObject({ main_need: "liability", already_insured: false });
    expect(form.steps[2].fields.map((field: { name: string }) => field.name)).toEqual(["birth_date", "social_security_number"]);
    expect(form.steps[2].fields[1]).toMatchObject({ label: "Codice fiscale", country: "IT", check: "social_security_number" });
    const italian = { birth_date: "1985-12-10", social_security_number: "RSSMRA85T10A562S" };
    const wrongDay = await send("castello", s, form.steps[2].submit, { data: { ...italian, birth_date: "1985-12-11" } });
    expect(wrongDay.status).toBe(422);
    expect((await wrongDay.json()).errors).toEqual({ social_security_number: ["social-security.birth-date"] });
    const frenchNumber = await send("castello", s, form.steps[2].submit, { data: { ...italian, social_security_number: "269054958815780" } });
    expect((await frenchNumber.json()).errors).toEqual({ social_security_number: ["social-security.format"] });
    expect((await send("castello", s, form.steps[2].submit, { data: italian })).status).toBe(200);

    // Another customer's address, or an unknown form or step: 404, nothing written.
    const other = await t.sessionFor("castello", "client");
    expect((await t.request(`/v2/clients/pro_castello_kyc/dynamic-forms/kyc`, { brand: "castello", session: other.token, body: {} })).status).toBe(404);
    expect((await send("castello", other, form.steps[0].submit, { data: company })).status).toBe(404);
    expect((await t.request(`/v2/clients/pro_castello_kyc/dynamic-forms/other`, { brand: "castello", session: s.token, body: {} })).status).toBe(404);
    expect((await send("castello", s, { method: "PUT", path: "clients/pro_castello_kyc/dynamic-forms/kyc/steps/nope" }, { data: {} })).status).toBe(404);
    const rows = await t.db
      .select()
      .from(dynamicFormSteps)
      .where(and(eq(dynamicFormSteps.brandId, "castello"), eq(dynamicFormSteps.ownerId, other.clientId!)));
    expect(rows).toEqual([]);
  });

  it("takes a file question's file through the required-document upload, and answers its name on the step (docs/decisions/0149)", async () => {
    const brand = "azura";
    const s = await t.sessionForAccount(brand, DEMO_EMAILS.kyc, { prospectId: "pro_azura_kyc" });
    const form = await (await fetchForm(brand, s, "en-fr")).json();
    const field = form.steps[0].fields.find((each: { name: string }) => each.name === "registration_extract");
    expect(field).toMatchObject({
      kind: "file",
      required: false,
      accept: ["application/pdf", "image/jpeg", "image/png"],
      max_bytes: 10 * 1024 * 1024,
      upload: { method: "POST", path: "clients/pro_azura_kyc/dynamic-forms/kyc/steps/company/files/registration_extract" },
    });
    const upload = (who: TestSession, path: string, bytes: Uint8Array, name: string) => {
      const body = new FormData();
      body.append("file", new File([bytes as BlobPart], name));
      return t.request(`/v2/${path}`, { brand, session: who.token, body });
    };

    // The required documents' checks: the type from the bytes.
    const exe = await upload(s, field.upload.path, sampleExe(), "kbis.pdf");
    expect(exe.status).toBe(422);
    expect(Object.keys((await exe.json()).errors)).toEqual(["file"]);
    const sent = await upload(s, field.upload.path, samplePdf(), "kbis.pdf");
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ field: "registration_extract", file_name: "kbis.pdf" });

    // Shown as the question's answer on the next visit, and the step's answer whatever `data` says.
    expect((await (await fetchForm(brand, s)).json()).steps[0].answers.registration_extract).toBe("kbis.pdf");
    const saved = await send(brand, s, form.steps[0].submit, { data: { ...company, registration_extract: "forged.pdf" } });
    expect(saved.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(dynamicFormSteps)
      .where(and(eq(dynamicFormSteps.ownerId, "pro_azura_kyc"), eq(dynamicFormSteps.step, "company")));
    expect(row.answers.registration_extract).toBe("kbis.pdf");
    const [file] = await t.db.select().from(requiredDocuments).where(eq(requiredDocuments.prospectId, "pro_azura_kyc"));
    expect(file).toMatchObject({ status: "uploaded", contractId: null, quoteId: null, title: "Extrait Kbis", mime: "application/pdf" });

    // Not a file question, an unknown one, or another customer's address: 404.
    const base = "clients/pro_azura_kyc/dynamic-forms/kyc/steps/company/files";
    expect((await upload(s, `${base}/company_name`, samplePdf(), "a.pdf")).status).toBe(404);
    expect((await upload(s, `${base}/nope`, samplePdf(), "a.pdf")).status).toBe(404);
    const other = await t.sessionFor(brand, "client");
    expect((await upload(other, field.upload.path, samplePdf(), "a.pdf")).status).toBe(404);
  });
});
