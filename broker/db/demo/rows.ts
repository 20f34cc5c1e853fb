/**
 * Shapes shared by the demo builders: brand-data.ts builds the rows and
 * hands the full client's context to the files that add one case each
 * (full-payments.ts, timeline.ts), which cannot import brand-data.ts back.
 */
import type { ContractStatus } from "../../domain/contract-kind";
import type { Language } from "../../domain/language";
import type { BrandCode } from "../../wire/brands";
import type * as s from "../schema";
import type { CountryData, ProductType } from "./people";

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
  contractMenuTabs: Row<typeof s.contractMenuTabs>[];
  products: Row<typeof s.products>[];
  services: Row<typeof s.services>[];
};

export type DemoContractSpec = {
  name: string;
  clientId: string;
  type: ProductType;
  status: ContractStatus;
  price: number;
  periodicity?: Row<typeof s.contracts>["periodicity"];
  startMonths: number;
  extra?: Partial<Row<typeof s.contracts>>;
  requiredDocs?: number;
  personalAccess?: boolean;
};

/** What a case of the full client needs from brand-data.ts. */
export type FullClientDemo = {
  brand: BrandCode;
  rows: BrandDemoRows;
  country: CountryData;
  lang: Language;
  clientId: string;
  accountId: string;
  /** Contract ids by status (`formalised` is the fleet, `formal_notice` the unpaid one). */
  contracts: Readonly<Record<string, string>>;
  /** Adds a contract with the next demo number; returns its id. */
  contract: (spec: DemoContractSpec) => string;
  /** Stores the contract's menu tabs (domain/menus.ts). */
  menuFor: (contractId: string, type: string, status: ContractStatus, clientId: string, requiredDocs: number, personal: boolean) => void;
};
