/** Every read of this area over the full demo data: no response-contract violation (500) on seeded rows. */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { claims, contracts, quotes } from "../db/schema";
import { createTestBroker, type TestBroker } from "./harness";

const BRAND = "azura";
let t: TestBroker;

beforeAll(async () => {
  t = await createTestBroker();
});
afterAll(() => t.close());

it("reads every demo contract's payment lines and every demo claim", async () => {
  const clientId = `cli_${BRAND}_full`;
  const s = await t.sessionForAccount(BRAND, "demo.full@example.com", { clientId });
  const get = (path: string) => t.request(`/v2/clients/${clientId}${path}`, { brand: BRAND, session: s.token });
  const rows = await t.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.brandId, BRAND), eq(contracts.clientId, clientId)));
  expect(rows.length).toBeGreaterThanOrEqual(10);
  for (const row of rows) {
    for (const path of ["/current-payments-method", "/payment-method-switchable/periodicity-switchable", "/signable"]) {
      const res = await get(`/contracts/${row.id}${path}`);
      expect(res.status, `${row.id}${path}`).toBe(200);
    }
  }
  for (const path of ["/claims", "/claims-resources/allowed-contracts", "/quotes"]) expect((await get(path)).status, path).toBe(200);
  const claimRows = await t.db
    .select()
    .from(claims)
    .where(and(eq(claims.brandId, BRAND), eq(claims.clientId, clientId)));
  expect(claimRows.length).toBeGreaterThanOrEqual(5);
  for (const claim of claimRows) {
    for (const path of ["", "/proof-files", "/files"]) expect((await get(`/claims/${claim.id}${path}`)).status, `${claim.id}${path}`).toBe(200);
  }
});

it("reads every demo quote of the quote, bespoke and steps prospects", async () => {
  for (const [email, prospectId] of [
    ["demo.quote@example.com", `pro_${BRAND}_quote`],
    ["demo.bespoke@example.com", `pro_${BRAND}_bespoke`],
    ["demo.quotes@example.com", `pro_${BRAND}_steps`],
  ] as const) {
    const s = await t.sessionForAccount(BRAND, email, { prospectId });
    const rows = await t.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.brandId, BRAND), eq(quotes.prospectId, prospectId)));
    expect(rows.length).toBeGreaterThan(0);
    for (const quote of rows) {
      for (const path of ["", "/documents", "/optins", "/documents?output=download-zip"]) {
        const res = await t.request(`/v2/clients/${prospectId}/quotes/${quote.id}${path}`, { brand: BRAND, session: s.token });
        expect(res.status, `${quote.id}${path}`).toBe(200);
      }
    }
  }
});

it("offers each brand's demo catalogue in the brand's language, with a subscribe or quote link on every product", async () => {
  for (const [brand, product] of [
    ["azura", "Cyber-risques"],
    ["castello", "Rischi informatici"],
  ] as const) {
    const clientId = `cli_${brand}_full`;
    const s = await t.sessionForAccount(brand, "demo.full@example.com", { clientId });
    const products = await (await t.request(`/v2/clients/${clientId}/products/available`, { brand, session: s.token })).json();
    expect(products.map((p: { name: string }) => p.name)).toContain(product);
    for (const p of products) expect(p.subscribe_url ?? p.quote_url, p.name).toMatch(/^https:\/\//);
    const services = await (await t.request(`/v2/clients/${clientId}/services`, { brand, session: s.token })).json();
    expect(services.length).toBeGreaterThanOrEqual(2);
  }
});
