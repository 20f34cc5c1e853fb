/**
 * Contract reads under `clients/{client}/contracts/{contract}` (SPEC section 7
 * "Contract"): the contract, its menu, details, amendments, payments,
 * invoices, notifications, plannings and payment dispute data.
 */
import * as endpoints from "../../../contract/endpoints/contract/read";
import { and, asc, desc, eq } from "drizzle-orm";
import { amendments, contracts, notifications, payments } from "../../db/schema";
import { parisDay } from "../../domain/calendar";
import { nextPayment } from "../../domain/next-payment";
import { implement } from "../../http/registry";
import { found, ownedByClient } from "../../scope/ownership";
import { notFound, validationFailed } from "../../http/errors";
import { toAmendmentBody, toContractBody, toDocumentBody, toInvoiceBody, toNotificationBody, toPaymentBody, toPlanningBody } from "../../views/contracts";
import { contractInvoiceRows, contractMoneyRows, contractNotificationRows, contractSignableDocumentRows } from "./child-reads";
import { coverEnd, paymentsWithinCover } from "../../domain/cover-end";
import { contractMenu } from "./menus";
import { ofContract } from "../../scope/contract-rows";
import { languageFor } from "./shared";
import { contractPendingTermination } from "../../termination/pending";
import { amendedPremium, amendmentAppliesFrom, amendmentTerms } from "../../domain/amendment";
import { replanDebitsToCome } from "./replan";

export const getContract = implement(endpoints.getContract, {
  loads: "contract",
  handler: async ({ db, client, now, scope, contract }) => {
    const [money, notificationRows, signable, pendingTermination] = await Promise.all([
      contractMoneyRows(db, scope, contract),
      contractNotificationRows(db, scope, contract.id),
      contractSignableDocumentRows(db, scope, contract.id),
      contractPendingTermination(db, scope, contract.id),
    ]);
    const { payments: paymentRows, invoices: invoiceRows, plannings: planningRows } = money;
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

export const getContractMenu = implement(endpoints.getContractMenu, {
  loads: "contract",
  handler: async ({ db, brand, session, params, query, scope, contract }) => {
    if (params.space === "private" && !session.account.personalAccess) throw notFound();
    return contractMenu(db, scope, contract, params.space, languageFor(brand, query.lang));
  },
});

export const getContractDetails = implement(endpoints.getContractDetails, {
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

export const listPendingAmendments = implement(endpoints.listPendingAmendments, {
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const rows = await db
      .select()
      .from(amendments)
      .where(ofContract(amendments, scope, contract.id, eq(amendments.status, "pending")))
      .orderBy(asc(amendments.createdAt));
    return rows.map((row) => toAmendmentBody(row, contract));
  },
});

/**
 * Approving applies what the approval page showed (decision 0283), in one transaction with the contract's row
 * locked: the yearly premium plus the amendment's change, the price each debit takes at the current frequency, and
 * the debits not yet invoiced from the effective day re-split on the new premium. A second approval finds the
 * amendment no longer pending and changes nothing.
 */
export const approveAmendment = implement(endpoints.approveAmendment, {
  loads: "contract",
  handler: async ({ db, body, now, deps, scope, contract: loaded }) => {
    return db.transaction(async (tx) => {
      // Read again under lock: a frequency change or another approval in between is waited for, then seen.
      const contract = found(
        await tx
          .select()
          .from(contracts)
          .where(and(eq(contracts.id, loaded.id), ownedByClient(contracts, scope)))
          .for("update"),
      );
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
      const terms = amendmentTerms(amendment.data);
      const premium = amendedPremium(contract, terms.priceDelta);
      if (premium && terms.priceDelta !== 0) {
        await tx
          .update(contracts)
          .set({ price: premium.instalmentAfter, annualPremium: premium.yearlyAfter, updatedAt: now })
          .where(and(eq(contracts.id, contract.id), ownedByClient(contracts, scope)));
        await replanDebitsToCome(tx, scope, contract.id, {
          period: premium.periodicity,
          yearly: premium.yearlyAfter,
          from: amendmentAppliesFrom(terms, parisDay(now)),
        });
      }
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
      return toAmendmentBody(updated, contract);
    });
  },
});

export const listContractPayments = implement(endpoints.listContractPayments, {
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const [rows, invoiceRows] = await Promise.all([
      db
        .select()
        .from(payments)
        .where(ofContract(payments, scope, contract.id))
        .orderBy(desc(payments.date), desc(payments.createdAt)),
      contractInvoiceRows(db, scope, contract.id),
    ]);
    const invoiceOf = (id: string) => invoiceRows.find((invoice) => invoice.id === id);
    return paymentsWithinCover(rows, coverEnd(contract), invoiceOf).map(toPaymentBody);
  },
});

export const listContractInvoices = implement(endpoints.listContractInvoices, {
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const { invoices: rows, payments: paymentRows } = await contractMoneyRows(db, scope, contract);
    return rows.map((row) => toInvoiceBody(row, paymentRows));
  },
});

export const listContractNotifications = implement(endpoints.listContractNotifications, {
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const rows = await contractNotificationRows(db, scope, contract.id);
    return rows.map(toNotificationBody);
  },
});

export const listContractPlannings = implement(endpoints.listContractPlannings, {
  loads: "contract",
  handler: async ({ db, scope, contract }) => {
    const { plannings: rows } = await contractMoneyRows(db, scope, contract);
    return rows.map((row) => toPlanningBody(row, contract.currency));
  },
});

export const getDisputeData = implement(endpoints.getDisputeData, {
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
