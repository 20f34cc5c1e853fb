import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_CODES } from "../../contract/wire/brands";
import { demoIds } from "../db/demo/brand-data";
import { demoLogins } from "../db/demo/logins";
import { seedDatabase } from "../db/seed";
import * as schema from "../db/schema";
import { createTestBroker, type TestBroker } from "./harness";

let t: TestBroker;
beforeAll(async () => {
  t = await createTestBroker();
});
afterAll(() => t.close());

const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{9,30}$/;

async function counts() {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries({
    accounts: schema.accounts,
    clients: schema.clients,
    contracts: schema.contracts,
    quotes: schema.quotes,
    invoices: schema.invoices,
    payments: schema.payments,
    plannings: schema.plannings,
    claims: schema.claims,
    claimFiles: schema.claimFiles,
    documents: schema.documents,
    menuTabs: schema.contractMenuTabs,
    accountClients: schema.accountClients,
  })) {
    const [row] = await t.db.select({ n: count() }).from(table);
    out[name] = row.n;
  }
  return out;
}

describe("demo data", () => {
  it("is idempotent: seeding again adds nothing", async () => {
    const before = await counts();
    await seedDatabase(t.db);
    expect(await counts()).toEqual(before);
  });

  it("covers every contract status, payment status and invoice kind on every brand", async () => {
    for (const brand of BRAND_CODES) {
      const ids = demoIds(brand);
      const rows = await t.db
        .select({ status: schema.contracts.status })
        .from(schema.contracts)
        .where(and(eq(schema.contracts.brandId, brand), eq(schema.contracts.clientId, ids.fullClient)));
      expect(new Set(rows.map((r) => r.status))).toEqual(
        new Set(["project", "quote", "reviewing", "need_signature", "waiting", "pending_signed", "signed", "formalised", "formal_notice", "terminated"]),
      );
      const pays = await t.db.select({ status: schema.payments.status }).from(schema.payments).where(eq(schema.payments.clientId, ids.fullClient));
      expect(new Set(pays.map((p) => p.status))).toEqual(new Set(["active", "success", "fail", "disputed", "warning"]));
      const invs = await t.db.select().from(schema.invoices).where(eq(schema.invoices.clientId, ids.fullClient));
      expect(new Set(invs.map((i) => i.status))).toEqual(new Set(["created", "issued", "paid"]));
      expect(invs.some((i) => i.type === "refund_notice")).toBe(true);
      const reqs = await t.db.select().from(schema.requiredDocuments).where(eq(schema.requiredDocuments.clientId, ids.fullClient));
      expect(new Set(reqs.map((r) => r.status))).toEqual(new Set(["missing", "uploaded", "valid", "invalid"]));
      expect(new Set(reqs.map((r) => r.rejectReason).filter(Boolean))).toEqual(new Set(["expired", "incomplete", "inconsistent", "unreadable"]));
      const single = await t.db.select().from(schema.contracts).where(eq(schema.contracts.clientId, ids.singleClient));
      expect(single).toHaveLength(1);
    }
  });

  it("uses names of the brand's country", async () => {
    const [it_] = await t.db
      .select()
      .from(schema.accounts)
      .where(and(eq(schema.accounts.brandId, "castello"), eq(schema.accounts.email, "demo.full@example.com")));
    expect(it_.lastname).toBe("Bianchi");
    const [de] = await t.db
      .select()
      .from(schema.accounts)
      .where(and(eq(schema.accounts.brandId, "courtia-de"), eq(schema.accounts.email, "demo.full@example.com")));
    expect(de.lastname).toBe("Schneider");
  });

  it("lists logins whose passwords follow the SPEC rule and which all log in", async () => {
    for (const login of demoLogins) expect(login.password).toMatch(PASSWORD_RULE);
    for (const login of demoLogins) {
      const res = await t.request("/v2/clients/authentication", {
        brand: "solana",
        body: { login: login.login, password: login.password, ...(login.label.startsWith("Manager space") ? { manager: true } : {}) },
        headers: { "x-forwarded-for": `10.9.0.${demoLogins.indexOf(login)}` },
      });
      expect(res.status, login.label).toBe(200);
    }
  });
});

describe("demo files", () => {
  it("writes PDFs for the uploaded demo files once, then leaves them alone", async () => {
    const { MemoryFileStore, readAll } = await import("../files/file-store");
    const store = new MemoryFileStore();
    await seedDatabase(t.db, { fileStore: store });
    const written = store.size;
    expect(written).toBeGreaterThan(0);
    await seedDatabase(t.db, { fileStore: store });
    expect(store.size).toBe(written);
    const [proof] = await t.db.select().from(schema.claimFiles).where(eq(schema.claimFiles.id, "clf_azura_glass_estimate"));
    const file = await store.get(proof.storageKey);
    expect(file?.mime).toBe("application/pdf");
    const bytes = await readAll(file!.stream);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    // Not the planning notices: drawn on each download in the page's language (decision 0090), a stored copy would freeze one.
    const [planning] = await t.db.select().from(schema.plannings).where(eq(schema.plannings.id, "pln_azura_fleet_7"));
    expect(planning.storageKey).not.toBeNull();
    expect(await store.get(planning.storageKey!)).toBeNull();
  });
});
