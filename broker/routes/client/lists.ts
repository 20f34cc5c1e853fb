/**
 * What the client space lists (SPEC section 7 "Client"): invoices, contracts,
 * notifications, certificates, menus, services and products. Quotes are not
 * contracts here (SPEC section 4).
 */
import type { Database } from "../../db/client";
import { defineRoute } from "../../http/registry";
import { toContractBody, toDocumentBody, toInvoiceBody, toNotificationBody, type ContractRow } from "../../views/contracts";
import { ClientCertificates, ClientMenus, InvoicesByContract, ProductList, ServiceList } from "../../wire/client-space";
import { ClientParams, LangQuery } from "../../wire/common";
import { ContractList, ContractsQuery, NotificationList } from "../../wire/contracts";
import { contractMenu } from "../contract/menus";
import { isQuoteLike, type Scope } from "../../scope/contract";
import { languageFor } from "../contract/shared";
import {
  brandProductRows,
  brandServiceRows,
  clientCertificateRows,
  clientContractRows,
  clientContractSummaries,
  clientInvoiceRows,
  clientNotificationRows,
  clientPaymentRows,
  clientSignableDocumentRows,
} from "./reads";

/** The client's contracts, quotes excluded (SPEC section 4: type quote and not signed is a quote). */
async function clientContracts(db: Database, scope: Scope): Promise<ContractRow[]> {
  return (await clientContractRows(db, scope)).filter((row) => !isQuoteLike(row));
}

export const listClientInvoices = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/invoices",
  summary: "Invoices of every contract, as a map contract id → invoices (newest first)",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: InvoicesByContract,
  handler: async ({ db, scope }) => {
    const rows = await clientInvoiceRows(db, scope);
    const paymentRows = await clientPaymentRows(db, scope);
    const map: Record<string, ReturnType<typeof toInvoiceBody>[]> = {};
    for (const row of rows) (map[row.contractId] ??= []).push(toInvoiceBody(row, paymentRows));
    return map;
  },
});

export const listClientContracts = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts",
  summary: "Contracts of the client (quotes excluded), optionally with their signable documents",
  description: "A contract of type `quote` that is not signed is a quote (SPEC section 4): it is listed by the quote calls, not here.",
  tags: ["contracts"],
  auth: "client",
  params: ClientParams,
  query: ContractsQuery,
  response: ContractList,
  handler: async ({ db, client, query, scope }) => {
    const rows = await clientContracts(db, scope);
    if (!query.include?.includes("signable_documents")) return rows.map((row) => toContractBody(row));
    // One prepared read of the client's signable documents (a query built per call cost more than
    // the rest of the list, docs/decisions/0154), each given to its contract: quotes' are left out with them.
    const signable = rows.length ? await clientSignableDocumentRows(db, scope) : [];
    const byContract = new Map<string, typeof signable>();
    for (const document of signable) {
      if (!document.contractId) continue;
      const list = byContract.get(document.contractId);
      if (list) list.push(document);
      else byContract.set(document.contractId, [document]);
    }
    return rows.map((row) =>
      toContractBody(row, {
        signable_documents: (byContract.get(row.id) ?? []).map((d) => toDocumentBody(d, client.id)),
      }),
    );
  },
});

export const listClientNotifications = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/notifications",
  summary: "Notifications of the client, newest first",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: NotificationList,
  handler: async ({ db, scope }) => {
    const rows = await clientNotificationRows(db, scope);
    return rows.map(toNotificationBody);
  },
});

export const listClientCertificates = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/certificates",
  summary: "Insurance certificates, grouped by contract",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: ClientCertificates,
  handler: async ({ db, client, scope }) => {
    const rows = (await clientContractSummaries(db, scope)).filter((row) => !isQuoteLike(row));
    const docs = await clientCertificateRows(db, scope);
    return rows
      .map((row) => ({
        id: row.id,
        number: row.number,
        label: row.label,
        documents: docs.filter((d) => d.contractId === row.id).map((d) => toDocumentBody(d, client.id, "certificates")),
      }))
      .filter((entry) => entry.documents.length > 0);
  },
});

export const listClientMenus = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/menus",
  summary: "The menu of each contract, in the session's space (private with personal_access, else customer)",
  tags: ["contracts"],
  auth: "client",
  params: ClientParams,
  query: LangQuery,
  response: ClientMenus,
  handler: async ({ db, brand, session, query, scope }) => {
    const rows = await clientContracts(db, scope);
    const space = session.account.personalAccess ? "private" : "customer";
    const lang = languageFor(brand, query.lang);
    return Promise.all(rows.map((row) => contractMenu(db, scope, row, space, lang)));
  },
});

export const listClientServices = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/services",
  summary: "Services offered to the client by the brand",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: ServiceList,
  handler: async ({ db, brand }) => {
    const rows = await brandServiceRows(db, brand.id);
    return rows.map((s) => ({ id: s.id, label: s.label, description: s.description, url: s.url, icon: s.icon }));
  },
});

export const listAvailableProducts = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/products/available",
  summary: "Products the client can subscribe to or ask a quote for",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: ProductList,
  handler: async ({ db, brand }) => {
    const rows = await brandProductRows(db, brand.id);
    return rows.map((p) => ({
      id: p.id,
      name: p.name,
      icon: p.icon,
      description: p.description,
      subscribe_url: p.subscribeUrl,
      quote_url: p.quoteUrl,
    }));
  },
});

export const clientListRoutes = [
  listClientInvoices,
  listClientContracts,
  listClientNotifications,
  listClientCertificates,
  listClientMenus,
  listClientServices,
  listAvailableProducts,
];
