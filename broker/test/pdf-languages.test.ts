/** Issue 26 §4: a drawn PDF comes in the language of the page that asked for it (`?lang=`), the brand's when none is asked. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertContract, insertDocument, insertInvoice, insertPlanning, type Owner } from "./fixtures/contracts";
import { pdfText } from "./fixtures/pdf-text";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura"; // a French brand
let t: TestBroker;
let s: TestSession;
let me: Owner;

beforeAll(async () => {
  ({ t, s, me } = await openClientBroker(BRAND));
});
afterAll(() => t.close());

const url = (contractId: string, path: string) => `/v2/clients/${s.clientId}/contracts/${contractId}${path}`;

async function textOf(path: string): Promise<string> {
  const res = await t.request(path, { brand: BRAND, session: s.token });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return pdfText(new Uint8Array(await res.arrayBuffer())).replace(/\s+/g, " ");
}

describe("PDF language", () => {
  it("draws the invoice in the language asked, dates and amounts included, and in the brand's without one", async () => {
    const c = await insertContract(t.db, me);
    const inv = await insertInvoice(t.db, { ...me, contractId: c.id }, { amount: 1234.5, periodStart: "2025-01-01", periodEnd: "2025-01-31" });
    const path = url(c.id, `/invoices/${inv.id}`);

    const english = await textOf(`${path}?lang=en`);
    for (const word of ["Invoice", "Issued, awaiting payment", "1 January 2025 to 31 January 2025", "1,234.50 EUR"]) expect(english).toContain(word);
    const german = await textOf(`${path}?lang=de`);
    for (const word of ["Rechnung", "Ausgestellt, Zahlung ausstehend", "1. Januar 2025 bis 31. Januar 2025", "1.234,50 EUR"]) expect(german).toContain(word);
    expect(german).not.toContain("Invoice");
    const french = await textOf(path);
    for (const word of ["Facture", "du 1er janvier 2025 au 31 janvier 2025"]) expect(french).toContain(word);
  });

  it("draws the certificate, the contract document and the planning notice in the language asked", async () => {
    const c = await insertContract(t.db, me);
    const owned = { ...me, contractId: c.id };
    const cert = await insertDocument(t.db, owned, { type: "certificate", name: "attestation.pdf", label: "Attestation" });
    const doc = await insertDocument(t.db, owned);
    const planning = await insertPlanning(t.db, owned, { dueDate: "2099-07-05", amount: 99, storageKey: "3".repeat(32) });

    expect(await textOf(url(c.id, `/certificates/${cert.id}?lang=it`))).toContain("Certificato di assicurazione");
    expect(await textOf(url(c.id, `/certificates/${cert.id}?lang=es`))).toContain("Certificado de seguro");
    expect(await textOf(url(c.id, `/documents/${doc.id}?lang=de`))).toContain("Vertragsnummer");
    const notice = await textOf(url(c.id, `/plannings/${planning.id}/notice?lang=en`));
    for (const word of ["Payment notice", "5 July 2099", "99.00 EUR"]) expect(notice).toContain(word);
    expect(await textOf(url(c.id, `/plannings/${planning.id}/notice?lang=es`))).toContain("5 de julio de 2099");
  });

  it("draws the green card as its own document (issuing country, card number, countries covered), not a certificate", async () => {
    const c = await insertContract(t.db, me);
    const card = await insertDocument(t.db, { ...me, contractId: c.id }, { type: "green_card", name: "carte-verte.pdf", label: "Carte verte" });
    const certificates = await t.request(url(c.id, "/certificates"), { brand: BRAND, session: s.token });
    expect(((await certificates.json()) as { id: string }[]).map((d) => d.id)).toContain(card.id);
    const english = await textOf(url(c.id, `/certificates/${card.id}?lang=en`));
    for (const word of ["International motor insurance card (Green Card)", "Issuing country", "Countries covered (codes)", "F/", "SLO"])
      expect(english).toContain(word);
    expect(english).not.toContain("certifies that");
    expect(await textOf(url(c.id, `/certificates/${card.id}?lang=it`))).toContain("Carta verde");
  });

  it("draws the SEPA mandate in the language asked", async () => {
    const c = await insertContract(t.db, me);
    const saved = await t.request(url(c.id, "/mandate/sepa"), {
      brand: BRAND,
      session: s.token,
      method: "PUT",
      body: { iban: "FR7630006000011234567890189", legal: true },
    });
    expect(saved.status).toBe(200);
    const { document_url } = await saved.json();
    expect(await textOf(`${document_url}?lang=en`)).toContain("8 weeks");
    expect(await textOf(`${document_url}?lang=it`)).toContain("8 settimane");
    expect(await textOf(document_url)).toContain("8 semaines");
  });

  it("refuses a language it does not write", async () => {
    const c = await insertContract(t.db, me);
    const inv = await insertInvoice(t.db, { ...me, contractId: c.id });
    expect((await t.request(url(c.id, `/invoices/${inv.id}?lang=pt`), { brand: BRAND, session: s.token })).status).toBe(422);
  });
});
