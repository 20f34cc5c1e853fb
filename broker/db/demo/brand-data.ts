/**
 * The full demo data set of ONE brand, as plain rows with fixed ids
 * (`<prefix>_<brand>_<name>`), fixed contract and quote numbers, and dates
 * relative to REFERENCE_DAY (decision 0036). seed.ts inserts them with
 * ON CONFLICT DO NOTHING, so running the seed again adds nothing twice.
 * The only random parts are password hashes (salted).
 *
 * One builder per feature adds its rows; a new case (a claim, a quote, a
 * termination) is added in its feature's builder without moving any other
 * row's id or number.
 */
import type { BrandCode, CountryCode } from "../../../contract/wire/brands";
import { catalogueRows } from "./catalogue";
import { addClaims } from "./claims";
import { addContracts } from "./contracts";
import { addCovered } from "./covered";
import { addCustomers } from "./customers";
import { addDelegations } from "./delegations";
import { addRightsRequests } from "./rights";
import { addTerminations } from "./terminations";
import { addDocuments } from "./documents";
import { addKyc } from "./kyc";
import { addFullPaymentCases, linkPlanningNotices } from "./full-payments";
import { demoIds } from "./ids";
import { addNotifications } from "./notifications";
import { COUNTRY_DATA } from "./people";
import { addPayments } from "./payments";
import { addQuotes } from "./quotes";
import { addBespokeQuotes } from "./bespoke-quotes";
import type { BrandDemoRows, DemoContext, FullClientDemo, PasswordHashes } from "./rows";
import { addFullTimeline } from "./timeline";
import { textsFor } from "./texts";

export type { BrandDemoRows, PasswordHashes } from "./rows";
export { demoIds } from "./ids";

const emptyRows = (): Omit<BrandDemoRows, "products" | "services"> => ({
  accounts: [],
  clients: [],
  accountClients: [],
  prospects: [],
  contracts: [],
  quotes: [],
  signatures: [],
  documents: [],
  requiredDocuments: [],
  invoices: [],
  payments: [],
  plannings: [],
  mandates: [],
  cards: [],
  periodicityChanges: [],
  notifications: [],
  amendments: [],
  vehicles: [],
  contractRecipients: [],
  timelineEntries: [],
  claims: [],
  claimFiles: [],
  delegations: [],
  terminationRequests: [],
  contractMenuTabs: [],
  gdprRequests: [],
  dynamicFormSteps: [],
});

export function buildBrandDemo(brand: BrandCode, country: CountryCode, hashes: PasswordHashes): BrandDemoRows {
  const data = COUNTRY_DATA[country];
  const lang = data.lang;
  const ids = demoIds(brand);
  const rows: BrandDemoRows = { ...emptyRows(), ...catalogueRows(brand, lang) };
  const d: DemoContext = { brand, country: data, lang, tx: textsFor(lang), ids, hashes, rows };

  addCustomers(d);
  addContracts(d);
  addCovered(d);
  addPayments(d);
  addDocuments(d);
  addQuotes(d);
  addBespokeQuotes(d);
  addNotifications(d);
  addClaims(d);
  addDelegations(d);
  addRightsRequests(d);
  addKyc(d);
  addTerminations(d);

  const statuses = ["project", "quote", "reviewing", "need_signature", "waiting", "pending_signed", "signed", "formalised", "formal_notice", "terminated"];
  const full: FullClientDemo = {
    ...d,
    clientId: ids.fullClient,
    accountId: ids.account("full"),
    contracts: {
      ...Object.fromEntries(statuses.map((status) => [status, ids.contract(`full_${status}`)])),
      first_unpaid: ids.contract("full_first_unpaid"),
      frequency_recent: ids.contract("full_frequency_recent"),
    },
  };
  addFullPaymentCases(full);
  addFullTimeline(full);
  linkPlanningNotices(rows, brand);
  return rows;
}
