/**
 * Contract reads under `clients/{client}/contracts/{contract}` (SPEC section 7
 * "Contract"): the contract, its menu, details, amendments, payments,
 * invoices, notifications, plannings and payment dispute data.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import {
  AmendmentBody,
  AmendmentList,
  ApproveAmendmentInput,
  ContractBody,
  ContractDetailsBody,
  ContractMenuBody,
  ContractParams,
  DisputeDataBody,
  DisputeParams,
  InvoiceList,
  MenuParams,
  NotificationList,
  PaymentList,
  PlanningList,
} from "../../../contract/wire/contracts";
import { LangQuery } from "../../../contract/wire/common";
import { amendments, contracts, notifications, payments } from "../../db/schema";
import { parisDay } from "../../domain/calendar";
import { nextPayment } from "../../domain/next-payment";
import { defineRoute } from "../../http/registry";
import { found, ownedByClient } from "../../scope/ownership";
import { notFound, validationFailed } from "../../http/errors";
import { toAmendmentBody, toContractBody, toDocumentBody, toInvoiceBody, toNotificationBody, toPaymentBody, toPlanningBody } from "../../views/contracts";
import { contractInvoiceRows, contractNotificationRows, contractPaymentRows, contractPlanningRows, contractSignableDocumentRows } from "./child-reads";
import { contractMenu } from "./menus";
import { ofContract } from "../../scope/contract-rows";
import { languageFor } from "./shared";
import { contractPendingTermination } from "../../termination/pending";

const tags = ["contracts"];

export const getContract = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}",
  summary: "The contract, with its payments, next payment, plannings, invoices, notifications and signable documents",
  tags,
  auth: "client",
  params: ContractParams,
  response: ContractBody,
  loads: "contract",
  handler: async ({ db, client, now, scope, contract }) => {
    const [paymentRows, invoiceRows, planningRows, notificationRows, signable, pendingTermination] = await Promise.all([
      contractPaymentRows(db, scope, contract.id),
      contractInvoiceRows(db, scope, contract.id),
      contractPlanningRows(db, scope, contract.id),
      contractNotificationRows(db, scope, contract.id),
      contractSignableDocumentRows(db, scope, contract.id),
      contractPendingTermination(db, scope, contract.id),
    ]);
    const today = parisDay(now);
    const invoiceStatus = new Map(invoiceRows.map((i) => [i.id, i.status]));
    const next = nextPayment(planningRows, today, (id) => invoiceStatus.get(id));
    return toContractBody(contract, pendingTermination, {
      payments: paymentRows.map(toPaymentBody),
      nextPayment: next ? toPlanningBody(next, contract.currency) : null,
      plannings: planningRows.map((p) => toPlanningBody(p, contract.currency)),
      invoices: invoiceRows.map((i) => toInvoiceBody(i, paymentRows)),
      notifications: notificationRows.map(toNotificationBody),
      signable_documents: signable.map((d) => toDocumentBody(d, client.id)),
    });
  },
});

export const getContractMenu = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/menus/{space}",
  summary: "Tabs of the contract page for a space (customer, or private with the personal_access flag)",
  description: "The private space is only served to sessions with personal_access; otherwise it answers 404.",
  tags,
  auth: "client",
  params: MenuParams,
  query: LangQuery,
  response: ContractMenuBody,
  loads: "contract",
  handler: async ({ db, brand, session, params, query, scope, contract }) => {
    if (params.space === "private" && !session.account.personalAccess) throw notFound();
    return contractMenu(db, scope, contract, params.space, languageFor(brand, query.lang));
  },
});

export const getContractDetails = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/details",
  summary: "Contract details (the details tab): terms, dates, billing and holder",
  tags,
  auth: "client",
  params: ContractParams,
  response: ContractDetailsBody,
  loads: "contract",
  handler: async ({ client, contract: c }) => {
    return {
      id: c.id,
      number: c.number,
      label: c.label,
      type: c.type,
      status: c.status,
      start_date: c.startDate,
      due_date: c.dueDate,
      due_date_type: c.dueDateType,
      periodicity: c.periodicity,
      price: c.price,
      currency: c.currency,
      current_payment_method: c.currentPaymentMethod,
      is_entrusted: c.isEntrusted,
      is_delegated: c.isDelegated,
      terminated_date: c.terminatedDate,
      terminated_reason: c.terminatedReason,
      termination: c.termination ?? null,
      extra: c.extra,
      holder: { name: client.name, address: client.address, postal_code: client.postalCode, city: client.city },
    };
  },
});

export const listPendingAmendments = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/pending-amendments",
  summary: "Pending endorsements waiting for the client's approval",
  tags,
  auth: "client",
  params: ContractParams,
  response: AmendmentList,
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const rows = await db
      .select()
      .from(amendments)
      .where(ofContract(amendments, scope, contract.id, eq(amendments.status, "pending")))
      .orderBy(asc(amendments.createdAt));
    return rows.map(toAmendmentBody);
  },
});

export const approveAmendment = defineRoute({
  method: "post",
  path: "/v2/clients/{client}/contracts/{contract}/amendments",
  summary: "Approve a pending endorsement",
  description: "Body `amendment_id`. An id of another contract or client is a 404; an amendment no longer pending is a 422 on `amendment_id`.",
  tags,
  auth: "client",
  params: ContractParams,
  body: ApproveAmendmentInput,
  response: AmendmentBody,
  loads: "contract",
  handler: async ({ db, body, now, deps, scope, contract }) => {
    return db.transaction(async (tx) => {
      const amendment = found(
        await tx
          .select()
          .from(amendments)
          .where(ofContract(amendments, scope, contract.id, eq(amendments.id, body.amendment_id))),
      );
      if (amendment.status !== "pending") throw validationFailed({ amendment_id: ["amendment.not-pending"] });
      const [updated] = await tx
        .update(amendments)
        .set({ status: "approved", approvedAt: now })
        .where(and(eq(amendments.id, amendment.id), ownedByClient(amendments, scope), eq(amendments.status, "pending")))
        .returning();
      if (!updated) throw validationFailed({ amendment_id: ["amendment.not-pending"] });
      const [stillPending] = await tx
        .select({ id: amendments.id })
        .from(amendments)
        .where(ofContract(amendments, scope, contract.id, eq(amendments.status, "pending")))
        .limit(1);
      if (!stillPending) {
        await tx
          .update(contracts)
          .set({ amendmentAvailable: false, amendmentLabel: null, updatedAt: now })
          .where(and(eq(contracts.id, contract.id), ownedByClient(contracts, scope)));
        // Nothing left to approve: the notification says so and loses its "continue" button.
        await tx
          .update(notifications)
          .set({
            status: "done",
            step: "approved",
            title: "amendment_approved",
            buttonAction: null,
            buttonMessage: null,
            readAt: now,
          })
          .where(and(ofContract(notifications, scope, contract.id), eq(notifications.type, "amendment"), eq(notifications.status, "pending")));
      }
      deps.log.info("amendment_approved", { amendment: updated.id, contract: contract.id });
      return toAmendmentBody(updated);
    });
  },
});

export const listContractPayments = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/payments",
  summary: "Payments of the contract, newest first",
  tags,
  auth: "client",
  params: ContractParams,
  response: PaymentList,
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const rows = await db
      .select()
      .from(payments)
      .where(ofContract(payments, scope, contract.id))
      .orderBy(desc(payments.date), desc(payments.createdAt));
    return rows.map(toPaymentBody);
  },
});

export const listContractInvoices = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/invoices",
  summary: "Invoices of the contract, newest first",
  tags,
  auth: "client",
  params: ContractParams,
  response: InvoiceList,
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const [rows, paymentRows] = await Promise.all([contractInvoiceRows(db, scope, contract.id), contractPaymentRows(db, scope, contract.id)]);
    return rows.map((row) => toInvoiceBody(row, paymentRows));
  },
});

export const listContractNotifications = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/notifications",
  summary: "Notifications about the contract, newest first",
  tags,
  auth: "client",
  params: ContractParams,
  response: NotificationList,
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const rows = await contractNotificationRows(db, scope, contract.id);
    return rows.map(toNotificationBody);
  },
});

export const listContractPlannings = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/plannings",
  summary: "Payment schedule of the contract, by due date",
  tags,
  auth: "client",
  params: ContractParams,
  response: PlanningList,
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const rows = await contractPlanningRows(db, scope, contract.id);
    return rows.map((row) => toPlanningBody(row, contract.currency));
  },
});

export const getDisputeData = defineRoute({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/payments/dispute/{dispute}/data",
  summary: "Data of a disputed payment (provider dispute id)",
  tags: ["payments"],
  auth: "client",
  params: DisputeParams,
  response: DisputeDataBody,
  loads: "contract",
  handler: async ({ db, params, scope, contract }) => {
    const payment = found(
      await db
        .select()
        .from(payments)
        .where(ofContract(payments, scope, contract.id, eq(payments.disputeId, params.dispute)))
        .limit(1),
    );
    return {
      dispute_id: params.dispute,
      payment_id: payment.id,
      contract_id: contract.id,
      invoice_id: payment.invoiceId,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      date: payment.date,
      data: payment.disputeData ?? {},
    };
  },
});

export const contractReadRoutes = [
  getContract,
  getContractMenu,
  getContractDetails,
  listPendingAmendments,
  approveAmendment,
  listContractPayments,
  listContractInvoices,
  listContractNotifications,
  listContractPlannings,
  getDisputeData,
];
