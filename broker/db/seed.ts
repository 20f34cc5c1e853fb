/**
 * Minimal seed: the ten brands, and per brand one demo client account and
 * one demo prospect, so the portal is usable on any host. The full demo data
 * set (contracts, invoices, claims…) is written by a later phase on top of this.
 * Every step is idempotent: running it again changes nothing.
 */
import { and, eq } from "drizzle-orm";
import { DEFAULT_BRAND_CODES, PARTNER_BRAND_CODES, type BrandCode, type CountryCode } from "../contract/brands";
import { hashPassword } from "../security/passwords";
import type { Database } from "./client";
import { accountClients, accounts, brands, clients, prospects } from "./schema";

export const BRANDS: { id: BrandCode; name: string; country: CountryCode; isDefault: boolean; hostKey: string | null }[] = [
  { id: "azura", name: "Azura Assurances", country: "FR", isDefault: false, hostKey: "azura" },
  { id: "mistral", name: "Mistral Courtage", country: "FR", isDefault: false, hostKey: "mistral" },
  { id: "vigie", name: "Vigie Protection", country: "FR", isDefault: false, hostKey: "vigie" },
  { id: "castello", name: "Castello Assicurazioni", country: "IT", isDefault: false, hostKey: "castello" },
  { id: "nordhafen", name: "Nordhafen Versicherungen", country: "DE", isDefault: false, hostKey: "nordhafen" },
  { id: "solana", name: "Solana Seguros", country: "ES", isDefault: false, hostKey: "solana" },
  { id: "courtia-fr", name: "Courtia", country: "FR", isDefault: true, hostKey: null },
  { id: "courtia-it", name: "Courtia Italia", country: "IT", isDefault: true, hostKey: null },
  { id: "courtia-de", name: "Courtia Deutschland", country: "DE", isDefault: true, hostKey: null },
  { id: "courtia-es", name: "Courtia España", country: "ES", isDefault: true, hostKey: null },
];
// Keep the list in step with the fixed brand codes.
if (BRANDS.length !== PARTNER_BRAND_CODES.length + DEFAULT_BRAND_CODES.length) throw new Error("BRANDS out of sync with contract/brands.ts");

/** Demo logins, the same on every brand (documented in README). */
export const DEMO = {
  password: "Demo-Password-1",
  client: { email: "demo.client@example.com", clientIdFor: (brand: string) => `cli_demo_${brand}` },
  prospect: { email: "demo.prospect@example.com", prospectIdFor: (brand: string) => `pro_demo_${brand}` },
} as const;

export async function hasBrands(db: Database): Promise<boolean> {
  const rows = await db.select({ id: brands.id }).from(brands).limit(1);
  return rows.length > 0;
}

export async function seedBrands(db: Database): Promise<void> {
  await db.insert(brands).values(BRANDS).onConflictDoNothing();
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

/** Brands + demo customers (no tokens: see brand-tokens.ts). */
export async function seedDatabase(db: Database): Promise<void> {
  await seedBrands(db);
  await seedDemoCustomers(db);
}
