/**
 * SEPA direct debit of a contract (SPEC section 7 `mandate/{type}`, `sepa`):
 * IBAN and BIC checked by domain/iban.ts, one active mandate per contract.
 */
import * as endpoints from "../../../contract/endpoints/contract/mandate";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contracts, mandates } from "../../db/schema";
import { newMandateReference } from "../../domain/mandate-reference";
import { checkSepaIban, isValidBic, normalizeBic } from "../../domain/iban";
import type { Client } from "../../http/context";
import { validationFailed } from "../../http/errors";
import { implement } from "../../http/registry";
import { ownedByClient } from "../../scope/ownership";
import type { ContractRow } from "../../views/contracts";
import { toMandateBody } from "../../views/payments";
import { carryMethodToDebitsToCome } from "./debits-to-come";
import { ofContract } from "../../scope/contract-rows";
import { type Scope } from "../../scope/contract";

/** The contract's active mandate; with no contract, the client's latest active one (reused by `POST sepa`). */
export async function activeMandate(db: Database, scope: Scope, contractId: string | null) {
  const where = contractId
    ? and(ownedByClient(mandates, scope), eq(mandates.contractId, contractId), eq(mandates.status, "active"))
    : and(ownedByClient(mandates, scope), eq(mandates.status, "active"));
  const [row] = await db.select().from(mandates).where(where).orderBy(desc(mandates.createdAt)).limit(1);
  return row ?? null;
}

/** IBAN (mod 97, SEPA country), BIC format: field errors on `iban` / `bic`. */
export function checkBankDetails(input: { iban: string; bic?: string | null }) {
  const errors: Record<string, string[]> = {};
  const iban = checkSepaIban(input.iban);
  if (!iban.ok) errors.iban = [iban.problem];
  const bic = input.bic ? normalizeBic(input.bic) : null;
  if (bic && !isValidBic(bic)) errors.bic = ["bic.format"];
  if (Object.keys(errors).length || !iban.ok) throw validationFailed(errors);
  return { iban: iban.iban, bic };
}

/** Revokes the contract's active mandate and records a new one; the contract and its debits to come are then paid by SEPA debit. */
async function recordMandate(
  db: Database,
  scope: Scope,
  contract: ContractRow,
  client: Client,
  details: { iban: string; bic: string | null; holder?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    await tx
      .update(mandates)
      .set({ status: "revoked", revokedAt: now })
      .where(ofContract(mandates, scope, contract.id, eq(mandates.status, "active")));
    const [row] = await tx
      .insert(mandates)
      .values({
        ...scope,
        contractId: contract.id,
        type: "sepa",
        iban: details.iban,
        bic: details.bic,
        holder: details.holder ?? client.name,
        reference: newMandateReference(now),
        legalAcceptedAt: now,
        status: "active",
        createdAt: now,
      })
      .returning();
    await tx
      .update(contracts)
      .set({ currentPaymentMethod: "sepa", updatedAt: now })
      .where(and(eq(contracts.id, contract.id), ownedByClient(contracts, scope)));
    await carryMethodToDebitsToCome(tx, scope, contract.id, "sepa");
    return row;
  });
}

export const putMandate = implement(endpoints.putMandate, {
  loads: "contract",
  handler: async ({ db, client, body, now, scope, contract }) => {
    const details = checkBankDetails(body);
    return toMandateBody(await recordMandate(db, scope, contract, client, { ...details, holder: body.holder }, now));
  },
});

export const switchToSepa = implement(endpoints.switchToSepa, {
  loads: "contract",
  handler: async ({ db, client, body, now, scope, contract }) => {
    if (body.iban) {
      const details = checkBankDetails({ iban: body.iban, bic: body.bic });
      return toMandateBody(await recordMandate(db, scope, contract, client, { ...details, holder: body.holder }, now));
    }
    const existing = (await activeMandate(db, scope, contract.id)) ?? (await activeMandate(db, scope, null));
    if (!existing) throw validationFailed({ iban: ["field.required"] });
    return toMandateBody(
      await recordMandate(db, scope, contract, client, { iban: existing.iban, bic: existing.bic, holder: existing.holder ?? undefined }, now),
    );
  },
});

export const mandateRoutes = [putMandate, switchToSepa];
