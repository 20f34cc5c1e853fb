/**
 * Debit frequency of a contract (SPEC section 7 `periodicity-switchable`):
 * options and the once-per-24-hours rule come from domain/periodicity.ts.
 */
import * as endpoints from "../../../contract/endpoints/contract/periodicity";
import { and, eq, desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contracts, periodicityChanges } from "../../db/schema";
import { parisDay } from "../../domain/calendar";
import { replanDebitsToCome } from "./replan";
import type { ContractStatus } from "../../domain/contract-kind";
import {
  allowedPeriodicities,
  canChangePeriodicity,
  checkPeriodicityChange,
  frequencyOf,
  instalmentOf,
  splitPremium,
  isBillingPeriod,
  yearlyPremium,
} from "../../domain/periodicity";
import { ApiError, validationFailed } from "../../http/errors";
import { implement } from "../../http/registry";
import { found, ownedByClient } from "../../scope/ownership";
import type { ContractRow } from "../../views/contracts";
import { contractPath, type Scope } from "../../scope/contract";

/** SPEC section 7: "payment-method-switchable: periodicity-switchable". */
const switchablePath = `${contractPath}/payment-method-switchable/periodicity-switchable`;
/** The path this broker served first; kept so that older portals keep working. */
const earlierPath = `${contractPath}/periodicity-switchable`;

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
  const yearly = yearlyPremium(contract);
  return {
    last: last ?? null,
    body: {
      contract_id: contract.id,
      current: contract.periodicity,
      options: options.map((o) => {
        // One split gives both: the instalment (its last debit) and the first debit when the rounding makes it differ.
        const split = yearly === null || o.current ? null : splitPremium(yearly, o.periodicity);
        const instalment = split?.at(-1) ?? null;
        return {
          id: o.periodicity,
          periodicity: o.periodicity,
          current: o.current,
          amount: yearly === null ? null : o.current ? contract.price : instalment,
          first_amount: split && split[0] !== instalment ? split[0] : null,
        };
      }),
      next_change_allowed_at: window.allowed ? null : window.nextAllowedAt,
    },
  };
}

export const listPeriodicities = implement(endpoints.listPeriodicities, {
  loads: "contract",
  handler: async ({ db, now, scope, contract }) => {
    return (await periodicityState(db, scope, contract, now)).body;
  },
});

export const getPeriodicity = implement(endpoints.getPeriodicity, {
  loads: "contract",
  handler: async ({ db, params, now, scope, contract }) => {
    const { body } = await periodicityState(db, scope, contract, now);
    return found(body.options.find((o) => o.id === params.periodicity));
  },
});

export const choosePeriodicity = implement(endpoints.choosePeriodicity, {
  loads: "contract",
  handler: async ({ db, session, body, now, scope, contract }) => {
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
    // The yearly premium stays the one figure: only its split changes (docs/decisions/0066).
    const yearly = yearlyPremium(contract);
    const frequency = frequencyOf(change.periodicity);
    const price = yearly === null || frequency === null ? contract.price : instalmentOf(yearly, frequency);
    await db.transaction(async (tx) => {
      await tx
        .update(contracts)
        .set({ periodicity: change.periodicity, price, annualPremium: yearly, updatedAt: now })
        .where(and(eq(contracts.id, contract.id), ownedByClient(contracts, scope)));
      await replanDebitsToCome(tx, scope, contract.id, { period: change.periodicity, yearly, from: parisDay(now) });
      await tx.insert(periodicityChanges).values({
        ...scope,
        contractId: contract.id,
        accountId: session.account.id,
        fromPeriod: contract.periodicity,
        toPeriod: change.periodicity,
        changedAt: now,
      });
    });
    return (await periodicityState(db, scope, { ...contract, periodicity: change.periodicity, price, annualPremium: yearly }, now)).body;
  },
});

const specRoutes = [listPeriodicities, getPeriodicity, choosePeriodicity];
export const periodicityRoutes = [
  ...specRoutes,
  ...specRoutes.map((route) => ({ ...route, path: route.path.replace(switchablePath, earlierPath), summary: `${route.summary} (earlier path)` })),
];
