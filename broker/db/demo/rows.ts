/**
 * Shapes shared by the demo builders: brand-data.ts makes one DemoContext per
 * brand and hands it to each feature's builder (customers.ts, contracts.ts,
 * payments.ts…), which add their rows to it and cannot import brand-data.ts back.
 */
import type { ContractStatus } from "../../domain/contract-kind";
import type { Language } from "../../../contract/codes/language";
import type { BrandCode } from "../../../contract/wire/brands";
import type * as s from "../schema";
import type { DemoIds } from "./ids";
import type { CountryData, ProductType } from "./people";
import type { TextKey } from "./texts";

export type Row<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type BrandDemoRows = {
  accounts: Row<typeof s.accounts>[];
  clients: Row<typeof s.clients>[];
  accountClients: Row<typeof s.accountClients>[];
  prospects: Row<typeof s.prospects>[];
  contracts: Row<typeof s.contracts>[];
  quotes: Row<typeof s.quotes>[];
  signatures: Row<typeof s.signatures>[];
  documents: Row<typeof s.documents>[];
  requiredDocuments: Row<typeof s.requiredDocuments>[];
  invoices: Row<typeof s.invoices>[];
  payments: Row<typeof s.payments>[];
  plannings: Row<typeof s.plannings>[];
  mandates: Row<typeof s.mandates>[];
  cards: Row<typeof s.cards>[];
  periodicityChanges: Row<typeof s.periodicityChanges>[];
  notifications: Row<typeof s.notifications>[];
  amendments: Row<typeof s.amendments>[];
  vehicles: Row<typeof s.vehicles>[];
  contractRecipients: Row<typeof s.contractRecipients>[];
  timelineEntries: Row<typeof s.timelineEntries>[];
  claims: Row<typeof s.claims>[];
  claimFiles: Row<typeof s.claimFiles>[];
  delegations: Row<typeof s.delegations>[];
  terminationRequests: Row<typeof s.terminationRequests>[];
  contractMenuTabs: Row<typeof s.contractMenuTabs>[];
  gdprRequests: Row<typeof s.gdprRequests>[];
  products: Row<typeof s.products>[];
  services: Row<typeof s.services>[];
  dynamicFormSteps: Row<typeof s.dynamicFormSteps>[];
};

export type PasswordHashes = { demo: string; manager: string };

/** One demo contract case. Its number is fixed (`<BRA>-00<number>`): e2e tests and the README name some of them. */
export type DemoContractSpec = {
  name: string;
  number: number;
  clientId: string;
  type: ProductType;
  status: ContractStatus;
  price: number;
  periodicity?: Row<typeof s.contracts>["periodicity"];
  startMonths: number;
  extra?: Partial<Row<typeof s.contracts>>;
  /** Required documents the contract menu counts. */
  requiredDocs?: number;
  /** Menu tabs of the personal space too (a covered employee's contract). */
  personalAccess?: boolean;
};

/** What every builder gets: the brand, its country's data, the fixed ids, and the rows built so far. */
export type DemoContext = {
  brand: BrandCode;
  country: CountryData;
  lang: Language;
  tx: (key: TextKey) => string;
  ids: DemoIds;
  hashes: PasswordHashes;
  rows: BrandDemoRows;
};

/** The full client's case (full-payments.ts, timeline.ts): its ids at hand. */
export type FullClientDemo = DemoContext & {
  clientId: string;
  accountId: string;
  /** Its contract ids: by status (`formalised` is the fleet, `formal_notice` the unpaid one), and the later cases by name (`first_unpaid`, `frequency_recent`). */
  contracts: Readonly<Record<string, string>>;
};
