/**
 * The e-mails the client's requests send go in the language of the page they
 * were asked from (`locale`), else the brand's (issue 26 §4), as the
 * authentication e-mails do.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { insertClient, insertContract, samplePdf, type Owner } from "./fixtures/contracts";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let me: Owner;
let base: string;

beforeAll(async () => {
  ({ t, s, me, base } = await openClientBroker(BRAND));
});
afterAll(() => t.close());

const send = (path: string, body: unknown) => t.request(path, { brand: BRAND, session: s.token, body });

/** The newest e-mail of a template to a recipient, as stored in the outbox. */
async function lastMail(template: string, to: string) {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.brandId, BRAND), eq(outbox.template, template), eq(outbox.recipient, to)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  expect(mail, `${template} to ${to}`).toBeDefined();
  return { subject: mail.subject ?? "", text: mail.textBody ?? "" };
}

function form(fields: Record<string, string>, files: { bytes: Uint8Array; name: string }[] = []) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append("file[]", new File([f.bytes as BlobPart], f.name));
  return data;
}

describe("claim-declared", () => {
  it.each([
    ["de-fr", /^Azura Assurances: Schadenmeldung SIN-/, "ist bei uns eingegangen"],
    ["es-fr", /^Azura Assurances: parte de siniestro SIN-/, "Hemos recibido su parte de siniestro"],
    [undefined, /^Azura Assurances : déclaration de sinistre SIN-/, "a bien été reçue"],
  ] as const)("goes in the page's language (%s)", async (locale, subject, words) => {
    const contract = await insertContract(t.db, me, { type: "mrp", status: "formalised", startDate: "2024-01-15" });
    const res = await send(`${base}/claims`, {
      contract_id: contract.id,
      nature: "water_damage",
      occurrence_date: "2026-01-10",
      circumstances: `A pipe burst (${locale ?? "brand"}).`,
      physical_injury: false,
      third_party_involved: false,
      locale,
    });
    expect(res.status).toBe(201);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, "claim-declared"), eq(outbox.brandId, BRAND)))
      .orderBy(desc(outbox.createdAt));
    const mail = mails.find((m) => m.textBody?.includes(contract.number))!;
    expect(mail.subject).toMatch(subject);
    expect(mail.textBody).toContain(words);
  });

  it("refuses a locale that is not one (422)", async () => {
    const res = await send(`${base}/claims`, { locale: "klingon" });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty("locale");
  });
});

describe("termination-acknowledgement", () => {
  it.each([
    ["it-it", "richiesta di disdetta del contratto", "Data di efficacia richiesta: "],
    ["en-fr", "termination request for contract", "Requested effective date: "],
  ] as const)("goes in the page's language (%s), the date written as that language does", async (locale, subject, dateWords) => {
    const contract = await insertContract(t.db, me, { type: "fleet" });
    const res = await t.request(`${base}/contracts/${contract.id}/terminations-requests`, {
      brand: BRAND,
      session: s.token,
      body: form({ reason: "sale_of_asset", details: "Vehicle sold", locale }, [{ bytes: samplePdf(), name: "cession.pdf" }]),
    });
    expect(res.status).toBe(201);
    const { effective_date } = (await res.json()) as { effective_date: string };
    const mail = await lastMail("termination-acknowledgement", t.demo.client.email);
    expect(mail.subject).toContain(`${subject} ${contract.number}`);
    const [year] = effective_date.split("-");
    expect(mail.text).toMatch(new RegExp(`${dateWords}\\d{1,2} \\p{L}+ ${year}\\.`, "u"));
  });
});

describe("termination-public-acknowledgement", () => {
  it.each([
    ["de-de", "Azura Assurances: Kündigung des Vertrags", "wir haben Ihre Kündigung des Vertrags"],
    ["es-es", "Azura Assurances: solicitud de rescisión del contrato", "Hemos recibido su solicitud de rescisión del contrato"],
  ] as const)("goes to the holder's address in the page's language (%s), with the PDF", async (locale, subject, words) => {
    const to = `public-${locale}@example.com`;
    const holder = await insertClient(t.db, BRAND, { email: to, ownerLastname: "Durand" });
    const contract = await insertContract(t.db, { brandId: BRAND, clientId: holder.id });
    const res = await t.request("/v2/termination-requests", {
      brand: BRAND,
      body: form({ firstname: "Jean", lastname: "Durand", email: to, reason: "end_of_term", contract_number: contract.number, locale }),
    });
    expect(res.status).toBe(202);
    const mail = await lastMail("termination-public-acknowledgement", to);
    expect(mail.subject).toBe(`${subject} ${contract.number}`);
    expect(mail.text).toContain(words);
  });
});

describe("delegation-invitation", () => {
  it.each([
    ["it-fr", "Azura Assurances: accesso all'area clienti", "come contabile", "/it-fr/login"],
    ["en-fr", "Azura Assurances: you have been given access", "as accountant", "/en-fr/login"],
  ] as const)("goes in the page's language (%s) and links to it", async (locale, subject, role, link) => {
    const to = `delegate-${locale}@example.com`;
    const res = await send(`${base}/delegations`, {
      firstname: "Paul",
      lastname: "Martin",
      email: to,
      phone: "+33 6 11 22 33 44",
      gender: "M",
      function: "accountant",
      locale,
    });
    expect(res.status).toBe(201);
    const mail = await lastMail("delegation-invitation", to);
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain(role);
    expect(mail.text).toContain(link);
  });
});

describe("rights-exercise-acknowledgement", () => {
  it.each([
    ["es-es", "hemos recibido su solicitud sobre sus datos personales", "portabilidad de sus datos"],
    ["de-de", "Ihr Datenschutzantrag ist eingegangen", "Übertragung Ihrer Daten"],
  ] as const)("goes in the page's language (%s)", async (locale, subject, words) => {
    const res = await send(`${base}/rights-exercise`, { subject: "portability", acceptance: true, locale });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const mail = await lastMail("rights-exercise-acknowledgement", t.demo.client.email);
    expect(mail.subject).toBe(`Azura Assurances: ${subject}`);
    expect(mail.text).toContain(words);
    expect(mail.text).toContain(id);
  });
});
