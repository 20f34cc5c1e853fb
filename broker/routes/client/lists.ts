/**
 * What the client space lists (SPEC section 7 "Client"): invoices, contracts,
 * notifications, certificates, menus, services and products. Quotes are not
 * contracts here (SPEC section 4).
 */
import * as endpoints from "../../../contract/endpoints/client/lists";
import type { Database } from "../../db/client";
import { implement } from "../../http/registry";
import {
  toContractBody,
  toDocumentBody,
  toInvoiceBody,
  toNotificationBody,
  toPlanningBody,
  type ContractExtras,
  type ContractRow,
} from "../../views/contracts";
import { parisDay } from "../../domain/calendar";
import { nextPayment } from "../../domain/next-payment";
import { moneyWithinCover, scheduleWithinCover } from "../../domain/cover-end";
import { contractMenu } from "../contract/menus";
import { isQuoteLike, type Scope } from "../../scope/contract";
import { languageFor } from "../contract/shared";
import { clientPendingTerminations } from "../../termination/pending";
import {
  brandProductRows,
  brandServiceRows,
  clientCertificateRows,
  clientContractRows,
  clientContractSummaries,
  clientInvoiceRows,
  clientNotificationRows,
  clientComingCollectionRows,
  clientPaymentRows,
  clientSignableDocumentRows,
} from "./reads";

/** The client's contracts, quotes excluded (SPEC section 4: type quote and not signed is a quote). */
async function clientContracts(db: Database, scope: Scope): Promise<ContractRow[]> {
  return (await clientContractRows(db, scope)).filter((row) => !isQuoteLike(row));
}

export const listClientInvoices = implement(endpoints.listClientInvoices, {
  handler: async ({ db, scope }) => {
    const [rows, paymentRows, contractRows] = await Promise.all([clientInvoiceRows(db, scope), clientPaymentRows(db, scope), clientContractRows(db, scope)]);
    const map: Record<string, ReturnType<typeof toInvoiceBody>[]> = {};
    // Each contract's invoices as its end has them (domain/cover-end.ts): nothing owed for cover after it.
    const contractById = new Map(contractRows.map((contract) => [contract.id, contract]));
    for (const contractId of new Set(rows.map((row) => row.contractId))) {
      const money = moneyWithinCover(contractById.get(contractId) ?? { terminatedDate: null, termination: null }, {
        invoices: rows.filter((row) => row.contractId === contractId),
        payments: paymentRows.filter((row) => row.contractId === contractId),
        plannings: [],
      });
      if (money.invoices.length) map[contractId] = money.invoices.map((row) => toInvoiceBody(row, money.payments));
    }
    return map;
  },
});

export const listClientContracts = implement(endpoints.listClientContracts, {
  handler: async ({ db, client, query, scope, now }) => {
    const [rows, pendingTerminations] = await Promise.all([clientContracts(db, scope), clientPendingTerminations(db, scope)]);
    const include = query.include ?? [];
    if (include.length === 0) return rows.map((row) => toContractBody(row, pendingTerminations.get(row.id) ?? null));
    const today = parisDay(now);
    // One prepared read of the client's signable documents (a query built per call cost more than the rest of
    // the list, docs/decisions/0154), each given to its contract: quotes' are left out with them.
    const [signable, coming] = await Promise.all([
      include.includes("signable_documents") && rows.length ? clientSignableDocumentRows(db, scope) : null,
      include.includes("next_payment") ? clientComingCollectionRows(db, scope, today) : null,
    ]);
    const signableByContract = new Map<string, NonNullable<typeof signable>>();
    for (const document of signable ?? []) {
      if (!document.contractId) continue;
      const list = signableByContract.get(document.contractId);
      if (list) list.push(document);
      else signableByContract.set(document.contractId, [document]);
    }
    const invoiceStatus = new Map(
      (coming ?? []).flatMap((line) => (line.invoiceId && line.invoiceStatus ? [[line.invoiceId, line.invoiceStatus] as const] : [])),
    );
    return rows.map((row) => {
      const extras: ContractExtras = {};
      if (include.includes("signable_documents")) extras.signable_documents = (signableByContract.get(row.id) ?? []).map((d) => toDocumentBody(d, client.id));
      if (coming) {
        // The same rules as the contract call (domain/cover-end.ts, domain/next-payment.ts), on the lines still to come.
        const lines = scheduleWithinCover(
          coming.filter((line) => line.contractId === row.id),
          row,
          (id) => invoiceOfLine(coming, id),
        );
        const next = nextPayment(lines, today, (id) => invoiceStatus.get(id));
        extras.nextPayment = next ? toPlanningBody(next, row.currency) : null;
      }
      return toContractBody(row, pendingTerminations.get(row.id) ?? null, extras);
    });
  },
});

/** The invoice a coming line collects, as the read joined it (its status and period). */
function invoiceOfLine(coming: Awaited<ReturnType<typeof clientComingCollectionRows>>, invoiceId: string) {
  const line = coming.find((l) => l.invoiceId === invoiceId && l.invoiceStatus);
  if (!line?.invoiceStatus) return undefined;
  return {
    id: invoiceId,
    status: line.invoiceStatus,
    type: "payment",
    amount: line.amount,
    dueDate: line.invoiceDueDate,
    periodStart: line.invoicePeriodStart,
    periodEnd: line.invoicePeriodEnd,
  };
}

export const listClientNotifications = implement(endpoints.listClientNotifications, {
  handler: async ({ db, scope }) => {
    const rows = await clientNotificationRows(db, scope);
    return rows.map(toNotificationBody);
  },
});

export const listClientCertificates = implement(endpoints.listClientCertificates, {
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

export const listClientMenus = implement(endpoints.listClientMenus, {
  handler: async ({ db, brand, session, query, scope }) => {
    const rows = await clientContracts(db, scope);
    const space = session.account.personalAccess ? "private" : "customer";
    const lang = languageFor(brand, query.lang);
    return Promise.all(rows.map((row) => contractMenu(db, scope, row, space, lang)));
  },
});

export const listClientServices = implement(endpoints.listClientServices, {
  handler: async ({ db, brand }) => {
    const rows = await brandServiceRows(db, brand.id);
    return rows.map((s) => ({ id: s.id, code: s.code, label: s.label, description: s.description, url: s.url, icon: s.icon }));
  },
});

export const listAvailableProducts = implement(endpoints.listAvailableProducts, {
  handler: async ({ db, brand }) => {
    const rows = await brandProductRows(db, brand.id);
    return rows.map((p) => ({
      id: p.id,
      code: p.code,
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
