/**
 * Debit frequency of a contract (SPEC section 7 `periodicity-switchable`):
 * options and the once-per-24-hours rule come from domain/periodicity.ts.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contracts, periodicityChanges } from "../../db/schema";
import type { ContractStatus } from "../../domain/contract-kind";
import { allowedPeriodicities, canChangePeriodicity, checkPeriodicityChange, isBillingPeriod } from "../../domain/periodicity";
import { ApiError, validationFailed } from "../../http/errors";
import { defineRoute } from "../../http/registry";
import { found, ownedByClient } from "../../http/scoping";
import type { ContractRow } from "../../views/contracts";
import { PaymentContractParams, PeriodicityChoiceInput, PeriodicityListBody, PeriodicityOptionBody, PeriodicityParams } from "../../wire/payments";
import { contractPath, loadContract, scopeOf, type Scope } from "./shared";

const tags = ["contract payments"];

async function periodicityState(db: Database, scope: Scope, contract: ContractRow, now: Date) {
  const [last] = await db
    .select()
    .from(periodicityChanges)
    .where(and(eq(periodicityChanges.brandId, scope.brandId), eq(periodicityChanges.clientId, scope.clientId), eq(periodicityChanges.contractId, contract.id)))
    .orderBy(desc(periodicityChanges.changedAt))
    .limit(1);
  const options =
    contract.periodicity && isBillingPeriod(contract.periodicity)
      ? allowedPeriodicities({ status: contract.status as ContractStatus, periodicity: contract.periodicity })
      : [];
  const window = canChangePeriodicity(last?.changedAt ?? null, now);
  return {
    last: last ?? null,
    body: {
      contract_id: contract.id,
      current: contract.periodicity,
      options: options.map((o) => ({ id: o.periodicity, periodicity: o.periodicity, current: o.current })),
      next_change_allowed_at: window.allowed ? null : window.nextAllowedAt,
    },
  };
}

export const listPeriodicities = defineRoute({
  method: "get",
  path: `${contractPath}/periodicity-switchable`,
  summary: "Debit frequencies the contract can switch to (empty when it cannot switch)",
  tags,
  auth: "client",
  params: PaymentContractParams,
  response: PeriodicityListBody,
  handler: async ({ db, brand, client, params, now }) => {
    const scope = scopeOf(brand, client);
    return (await periodicityState(db, scope, await loadContract(db, scope, params.contract), now)).body;
  },
});

export const getPeriodicity = defineRoute({
  method: "get",
  path: `${contractPath}/periodicity-switchable/{periodicity}`,
  summary: "One debit frequency option (monthly, quarterly, biannually, annual)",
  tags,
  auth: "client",
  params: PeriodicityParams,
  response: PeriodicityOptionBody,
  handler: async ({ db, brand, client, params, now }) => {
    const scope = scopeOf(brand, client);
    const { body } = await periodicityState(db, scope, await loadContract(db, scope, params.contract), now);
    return found(body.options.find((o) => o.id === params.periodicity));
  },
});

export const choosePeriodicity = defineRoute({
  method: "post",
  path: `${contractPath}/periodicity-switchable`,
  summary: "Change the debit frequency (at most once per 24 hours)",
  description:
    "422 `periodicity.too-soon` within 24 hours of the last change (field `periodicity`); validation.failed with periodicity.not-switchable, periodicity.not-allowed or periodicity.unchanged on `periodicity` otherwise.",
  tags,
  auth: "client",
  params: PaymentContractParams,
  body: PeriodicityChoiceInput,
  response: PeriodicityListBody,
  handler: async ({ db, brand, client, session, params, body, now }) => {
    const scope = scopeOf(brand, client);
    const contract = await loadContract(db, scope, params.contract);
    const { last } = await periodicityState(db, scope, contract, now);
    if (!contract.periodicity || !isBillingPeriod(contract.periodicity)) throw validationFailed({ periodicity: ["periodicity.not-switchable"] });
    const change = checkPeriodicityChange({
      contract: { status: contract.status as ContractStatus, periodicity: contract.periodicity },
      choice: body.periodicity,
      lastChangeAt: last?.changedAt ?? null,
      now,
    });
    if (!change.ok) {
      if (change.code === "periodicity.too-soon") {
        throw new ApiError(422, "periodicity.too-soon", {
          title: "Too soon",
          details: `The debit frequency can be changed once per 24 hours. Next change possible at ${change.nextAllowedAt.toISOString()}.`,
          message: "An error occurred, verify your information before trying again.",
          errors: { periodicity: ["periodicity.too-soon"] },
        });
      }
      throw validationFailed({ periodicity: [change.code] });
    }
    await db.transaction(async (tx) => {
      await tx
        .update(contracts)
        .set({ periodicity: change.periodicity, updatedAt: now })
        .where(and(eq(contracts.id, contract.id), ownedByClient(contracts, scope)));
      await tx.insert(periodicityChanges).values({
        ...scope,
        contractId: contract.id,
        accountId: session.account.id,
        fromPeriod: contract.periodicity,
        toPeriod: change.periodicity,
        changedAt: now,
      });
    });
    return (await periodicityState(db, scope, { ...contract, periodicity: change.periodicity }, now)).body;
  },
});

export const periodicityRoutes = [listPeriodicities, getPeriodicity, choosePeriodicity];
