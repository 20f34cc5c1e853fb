/** The SEPA mandate PDF: UMR, the brand's creditor identifier, masked IBAN, the 8-week refund text. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEPA_CREDITOR_IDS } from "../db/brands";
import { insertClient, insertContract, type Owner } from "./fixtures/contracts";
import { pdfText } from "./fixtures/pdf-text";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";
import { withFrenchFirstOfMonth } from "../../contract/codes/language";

const BRAND = "azura";
const IBAN = "FR7630006000011234567890189";
let t: TestBroker;
let s: TestSession;
let me: Owner;
let other: Owner;

beforeAll(async () => {
  ({ t, s, me } = await openClientBroker(BRAND));
  other = { brandId: BRAND, clientId: (await insertClient(t.db, BRAND)).id };
});
afterAll(() => t.close());

const url = (contractId: string, path: string) => `/v2/clients/${s.clientId}/contracts/${contractId}${path}`;
const get = (path: string, session: TestSession = s) => t.request(path, { brand: BRAND, session: session.token });
const putMandate = (contractId: string, body: unknown) => t.request(url(contractId, "/mandate/sepa"), { brand: BRAND, session: s.token, method: "PUT", body });

async function pdfOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 4)).toString("latin1")).toBe("%PDF");
  // Paragraphs wrap anywhere: read the text as one line.
  return pdfText(bytes).replace(/\s+/g, " ");
}

describe("SEPA mandate document", () => {
  it("links the saved mandate to its PDF, which carries the UMR, the ICS, the masked IBAN and the refund window", async () => {
    const c = await insertContract(t.db, me, { number: "CTR-MANDATE-1" });
    const res = await putMandate(c.id, { iban: IBAN, bic: "BNPAFRPP", holder: "Boulangerie Martin SARL", legal: true });
    expect(res.status).toBe(200);
    const mandate = await res.json();
    expect(mandate.document_url).toBe(url(c.id, "/mandate/sepa/document"));

    const text = await pdfOf(await get(mandate.document_url));
    expect(text).toContain("Mandat de prélèvement SEPA");
    expect(text).toContain(mandate.reference);
    expect(text).toContain(SEPA_CREDITOR_IDS.azura);
    expect(text).toContain("Boulangerie Martin SARL");
    expect(text).toContain("BNPAFRPP");
    expect(text).toContain("0189");
    expect(text).not.toContain("3000 6000");
    expect(text).not.toContain(IBAN.slice(0, 20));
    expect(text).toContain("8 semaines");
    expect(text).toContain("CTR-MANDATE-1");
    // Signed on the day the consent box was ticked (Paris time).
    const signedOn = withFrenchFirstOfMonth(
      new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" }).format(new Date(mandate.legal_accepted_at)),
      "fr",
    );
    expect(text).toContain(signedOn);

    // A new mandate replaces it: the document is the new one.
    const second = await (await putMandate(c.id, { iban: "DE89370400440532013000", legal: true })).json();
    const replaced = await pdfOf(await get(second.document_url));
    expect(replaced).toContain(second.reference);
    expect(replaced).not.toContain(mandate.reference);
  });

  it("answers the link on POST sepa too", async () => {
    const c = await insertContract(t.db, me, { currentPaymentMethod: "card" });
    const res = await t.request(url(c.id, "/sepa"), { brand: BRAND, session: s.token, body: { iban: IBAN, legal: true } });
    expect(res.status).toBe(201);
    expect((await res.json()).document_url).toBe(url(c.id, "/mandate/sepa/document"));
  });

  it("answers 404 without an active mandate, and for another client's contract", async () => {
    const none = await insertContract(t.db, me);
    expect((await get(url(none.id, "/mandate/sepa/document"))).status).toBe(404);
    const foreign = await insertContract(t.db, other);
    expect((await get(url(foreign.id, "/mandate/sepa/document"))).status).toBe(404);
    expect((await get(`/v2/clients/${other.clientId}/contracts/${foreign.id}/mandate/sepa/document`)).status).toBe(404);
  });

  it("gives the demo formal-notice contract's mandate as a PDF", async () => {
    const clientId = `cli_${BRAND}_full`;
    const full = await t.sessionForAccount(BRAND, "demo.full@example.com", { clientId });
    const text = await pdfOf(await get(`/v2/clients/${clientId}/contracts/ctr_${BRAND}_full_formal_notice/mandate/sepa/document`, full));
    expect(text).toContain("RUM-AZURA-000003");
    expect(text).toContain("FR62ZZZAZU001");
  });
});
