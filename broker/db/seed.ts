/**
 * Seed: the ten brands; per brand the two minimal demo logins
 * (demo.client / demo.prospect, kept minimal on purpose: tests build on them),
 * then the full demo data set of db/demo/ (contracts in every status,
 * payments, claims, prospects, multi-account and feature-flag users…).
 * Every step is idempotent: fixed ids + ON CONFLICT DO NOTHING, so running
 * it again adds nothing twice. docs/broker/demo-data.md lists the logins.
 */
import { and, eq, sql } from "drizzle-orm";
import type { FileStore } from "../files/file-store";
import { hashPassword } from "../security/passwords";
import { BRANDS } from "./brands";
import type { Database } from "./client";
import { buildBrandDemo, type BrandDemoRows } from "./demo/brand-data";
import { writeDemoFiles } from "./demo/files";
import { DEMO_MANAGER_PASSWORD, DEMO_PASSWORD, DEMO_EMAILS } from "./demo/logins";
import * as schema from "./schema";
import { accountClients, accounts, brands, clients, prospects } from "./schema";

/** Demo logins, the same on every brand (documented in README "Demo logins"). */
export const DEMO = {
  password: DEMO_PASSWORD,
  client: { email: DEMO_EMAILS.client, clientIdFor: (brand: string) => `cli_demo_${brand}` },
  prospect: { email: DEMO_EMAILS.prospect, prospectIdFor: (brand: string) => `pro_demo_${brand}` },
} as const;

export async function hasBrands(db: Database): Promise<boolean> {
  const rows = await db.select({ id: brands.id }).from(brands).limit(1);
  return rows.length > 0;
}

export async function seedBrands(db: Database): Promise<void> {
  // A renamed brand is renamed on a database seeded before (its name is configuration, not data the API edits).
  await db
    .insert(brands)
    .values(BRANDS)
    .onConflictDoUpdate({ target: brands.id, set: { name: sql`excluded.name` } });
}

export async function seedDemoCustomers(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO.password); // one hash for all: scrypt is slow on purpose
  for (const brand of BRANDS) {
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.brandId, brand.id), eq(accounts.email, DEMO.client.email)))
        .limit(1);
      if (existing) return;

      const [clientAccount] = await tx
        .insert(accounts)
        .values({
          brandId: brand.id,
          title: "M",
          firstname: "Camille",
          lastname: "Martin",
          email: DEMO.client.email,
          phone: "+33 6 12 34 56 78",
          passwordHash,
          canUpdateSiret: true,
        })
        .returning({ id: accounts.id });
      const clientId = DEMO.client.clientIdFor(brand.id);
      await tx.insert(clients).values({
        id: clientId,
        brandId: brand.id,
        name: "Boulangerie Martin SARL",
        siret: "73282932000074",
        naf: "1071C",
        legalForm: "SARL",
        ownerStatus: "M",
        ownerFirstname: "Camille",
        ownerLastname: "Martin",
        ownerFunction: "owner",
        ownerFunctionLabel: "Gérant",
        employees: 6,
        cadres: 1,
        address: "12 rue des Lilas",
        postalCode: "75011",
        city: "Paris",
        email: DEMO.client.email,
        phone: "+33 6 12 34 56 78",
        type: "company",
        source: "seed",
      });
      await tx.insert(accountClients).values({ accountId: clientAccount.id, clientId, brandId: brand.id, role: "owner", isDefault: true });

      const [prospectAccount] = await tx
        .insert(accounts)
        .values({
          brandId: brand.id,
          title: "F",
          firstname: "Léa",
          lastname: "Bernard",
          email: DEMO.prospect.email,
          phone: "+33 6 98 76 54 32",
          passwordHash,
        })
        .returning({ id: accounts.id });
      await tx.insert(prospects).values({
        id: DEMO.prospect.prospectIdFor(brand.id),
        brandId: brand.id,
        accountId: prospectAccount.id,
        email: DEMO.prospect.email,
        status: "pending",
        bestProductSheetName: "Multirisque professionnelle",
        bestProductSheetIcon: "shop",
      });
    });
  }
}

/** Insert order: parents before children (foreign keys). */
const DEMO_TABLES: { key: keyof BrandDemoRows; table: (typeof schema)[keyof typeof schema] }[] = [
  { key: "accounts", table: schema.accounts },
  { key: "clients", table: schema.clients },
  { key: "accountClients", table: schema.accountClients },
  { key: "prospects", table: schema.prospects },
  { key: "contracts", table: schema.contracts },
  { key: "quotes", table: schema.quotes },
  { key: "signatures", table: schema.signatures },
  { key: "documents", table: schema.documents },
  { key: "requiredDocuments", table: schema.requiredDocuments },
  { key: "invoices", table: schema.invoices },
  { key: "payments", table: schema.payments },
  { key: "plannings", table: schema.plannings },
  { key: "mandates", table: schema.mandates },
  { key: "cards", table: schema.cards },
  { key: "periodicityChanges", table: schema.periodicityChanges },
  { key: "notifications", table: schema.notifications },
  { key: "amendments", table: schema.amendments },
  { key: "vehicles", table: schema.vehicles },
  { key: "contractRecipients", table: schema.contractRecipients },
  { key: "timelineEntries", table: schema.timelineEntries },
  { key: "claims", table: schema.claims },
  { key: "claimFiles", table: schema.claimFiles },
  { key: "delegations", table: schema.delegations },
  { key: "terminationRequests", table: schema.terminationRequests },
  { key: "contractMenuTabs", table: schema.contractMenuTabs },
  { key: "gdprRequests", table: schema.gdprRequests },
  { key: "products", table: schema.products },
  { key: "services", table: schema.services },
  { key: "dynamicFormSteps", table: schema.dynamicFormSteps },
];

/**
 * The full demo data set on every brand. Rows have fixed ids, so
 * `ON CONFLICT DO NOTHING` makes it idempotent (an existing row, even edited
 * since, is left alone).
 */
export async function seedFullDemo(db: Database, opts: { brands?: readonly string[] } = {}): Promise<void> {
  const hashes = { demo: await hashPassword(DEMO_PASSWORD), manager: await hashPassword(DEMO_MANAGER_PASSWORD) };
  for (const brand of BRANDS) {
    if (opts.brands && !opts.brands.includes(brand.id)) continue;
    const rows = buildBrandDemo(brand.id, brand.country, hashes);
    await db.transaction(async (tx) => {
      for (const { key, table } of DEMO_TABLES) {
        const values = rows[key];
        if (values.length === 0) continue;
        // The row types match their table by construction (BrandDemoRows); drizzle cannot see it through the union.
        await tx
          .insert(table as typeof schema.accounts)
          .values(values as (typeof schema.accounts.$inferInsert)[])
          .onConflictDoNothing();
      }
    });
  }
}

/**
 * Brands + demo customers + full demo data (no tokens: see brand-tokens.ts).
 * With `fileStore`, also writes small PDFs for the demo's customer-uploaded
 * files (claim proofs, required documents): db/demo/files.ts.
 */
export async function seedDatabase(db: Database, opts: { fileStore?: FileStore; now?: Date } = {}): Promise<void> {
  await seedBrands(db);
  await seedDemoCustomers(db);
  await seedFullDemo(db);
  if (opts.fileStore) {
    await writeDemoFiles(db, opts.fileStore, opts.now ?? new Date());
  }
}
