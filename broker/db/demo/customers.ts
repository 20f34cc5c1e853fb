/**
 * Who logs in: the demo accounts, their companies (clients) and prospects,
 * and which account may act for which company. One case per login of
 * logins.ts: the full client (with a manager and an accountant), a client
 * with one contract, one login for two companies, the feature-flag users,
 * a covered employee (personal access), and two prospects.
 */
import type * as s from "../schema";
import { addClientOfProspect, addDemoAccount, addDemoProspect } from "./accounts";
import type { DEMO_EMAILS } from "./logins";
import type { Person, Place } from "./people";
import type { DemoContext, Row } from "./rows";
import { at } from "./util";

/** "Transports Dubois SAS" → "transports-dubois-sas". */
const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function addCustomers(d: DemoContext): void {
  const { brand, rows, ids, lang } = d;
  const c = d.country;
  const brandId = brand;

  const account = (key: keyof typeof DEMO_EMAILS, person: Person, flags: Partial<Row<typeof s.accounts>> = {}) =>
    addDemoAccount(d, key, person, { extra: flags });

  const client = (id: string, name: string, person: Person, place: Place, siret: string, extra: Partial<Row<typeof s.clients>> = {}) => {
    rows.clients.push({
      id,
      brandId,
      name,
      siret,
      legalForm: c.legalForm,
      ownerStatus: person.title,
      ownerFirstname: person.firstname,
      ownerLastname: person.lastname,
      ownerFunction: "owner",
      ownerFunctionLabel: { fr: "Gérant(e)", it: "Amministratore", de: "Geschäftsführung", es: "Administrador(a)", en: "Manager" }[lang],
      employees: 12,
      cadres: 2,
      address: place.address,
      postalCode: place.postalCode,
      city: place.city,
      email: `contact@${slug(name)}.example.com`,
      phone: person.phone,
      type: "company",
      source: "seed",
      tags: ["demo"],
      qualifiedAt: at(-390),
      createdAt: at(-400),
      updatedAt: at(-400),
      ...extra,
    });
  };

  const link = (accountId: string, clientId: string, role: string, isDefault: boolean) =>
    rows.accountClients.push({ accountId, clientId, brandId, role, isDefault, createdAt: at(-400) });

  // The full client: its owner, a manager (with a manager password) and an accountant.
  const full = c.people.full;
  const fullAccount = account("full", full, { canUpdateSiret: true });
  client(ids.fullClient, c.companies.full, full, c.places[0], c.companyIds[0], { employees: 48, cadres: 6, naf: "4941A" });
  link(fullAccount, ids.fullClient, "owner", true);
  const managerAccount = account("manager", c.people.manager, { managerPasswordHash: d.hashes.manager });
  link(managerAccount, ids.fullClient, "manager", true);
  const accountantAccount = account("accountant", c.people.accountant);
  link(accountantAccount, ids.fullClient, "accountant", true);

  // A client with exactly one contract.
  const singleAccount = account("single", c.people.single);
  client(ids.singleClient, c.companies.single, c.people.single, c.places[1], c.companyIds[1], { employees: 3, cadres: 0, naf: "1623Z" });
  link(singleAccount, ids.singleClient, "owner", true);

  // Multi-account: one login, two companies.
  const multiAccount = account("multi", c.people.multi, { hasMultiAccount: true });
  client(ids.multiClientA, c.companies.multiA, c.people.multi, c.places[2], c.companyIds[2], { naf: "7111Z" });
  client(ids.multiClientB, c.companies.multiB, c.people.multi, c.places[0], c.companyIds[3], { naf: "6820B", employees: 0, cadres: 0 });
  link(multiAccount, ids.multiClientA, "owner", true);
  link(multiAccount, ids.multiClientB, "owner", false);

  // Feature-flag users, each with a company of their own.
  const flagged: [keyof typeof DEMO_EMAILS & ("changePassword" | "qualification" | "phone"), Partial<Row<typeof s.accounts>>, number][] = [
    ["changePassword", { mustChangePassword: true }, 3],
    ["qualification", { mustDoQualification: true }, 4],
    ["phone", { mustConfirmPhone: true, phone: null }, 5],
  ];
  for (const [key, flags, idIndex] of flagged) {
    const person = c.people[key];
    const accountId = account(key, person, flags);
    const clientId = `cli_${brand}_${key === "changePassword" ? "change_password" : key}`;
    client(clientId, c.companies.solo(person), person, c.places[idIndex % 3], c.companyIds[idIndex], {
      employees: 1,
      cadres: 0,
      type: "individual",
      qualifiedAt: key === "qualification" ? null : at(-390),
    });
    link(accountId, clientId, "owner", true);
  }

  // Personal access: a covered employee, private menu space.
  const personalAccount = account("personal", c.people.personal, { personalAccess: true });
  client(ids.personalClient, c.companies.personal, c.people.personal, c.places[1], c.companyIds[5], { employees: 25, cadres: 3 });
  link(personalAccount, ids.personalClient, "holder", true);

  // Prospects: one with a quote to sign, one with bespoke quotes (quotes.ts).
  const quoteAccount = account("quote", c.people.quote);
  addDemoProspect(d, { id: ids.quoteProspect, accountId: quoteAccount, key: "quote", created: at(-12), product: ["rc_pro", "shield"] });
  const bespokeAccount = account("bespoke", c.people.bespoke);
  // Its construction guarantee, signed a week ago, made it a client (quotes.ts); its other bespoke quotes are still open.
  addDemoProspect(d, {
    id: ids.bespokeProspect,
    accountId: bespokeAccount,
    key: "bespoke",
    created: at(-40),
    product: ["decennale", "building"],
    convertedClientId: ids.bespokeClient,
  });
  addClientOfProspect(d, { id: ids.bespokeClient, accountId: bespokeAccount, key: "bespoke", person: c.people.bespoke, created: at(-7) });
}
