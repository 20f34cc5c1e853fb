/**
 * The scope of a client route: the caller's brand and the session's current
 * client. The registry hands it to every `auth: "client"` handler (`scope`),
 * and for routes declared with `loads: "contract"` the contract of the path,
 * loaded here (`contract`): a handler never builds either itself.
 */
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedRead } from "../db/prepared";
import { contracts } from "../db/schema";
import type { Brand, Client } from "../http/context";
import type { ContractRow } from "../views/contracts";
import { clientScopePlaceholders, found, ownedByClient } from "./ownership";

export type Scope = { brandId: string; clientId: string };

/** Prefix of every call about one contract (SPEC section 7 "Contract"). */
export { contractPath } from "../../contract/endpoints/contract/path";

export const scopeOf = (brand: Brand, client: Client): Scope => ({ brandId: brand.id, clientId: client.id });

/** The contract, scoped to brand and client: another client's or brand's id is a 404. */
export async function loadContract(db: Database, scope: Scope, contractId: string): Promise<ContractRow> {
  // Every call about one contract starts here: prepared once per handle (db/prepared.ts).
  const query = preparedRead(db, "load_contract", (d) =>
    d
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, sql.placeholder("contractId")), ownedByClient(contracts, clientScopePlaceholders))),
  );
  return found(await query.execute({ ...scope, contractId }));
}

/** SPEC section 4: a contract of type quote that is not signed is a quote (listed with quotes, not contracts). */
export function isQuoteLike(row: Pick<ContractRow, "type" | "isSigned">): boolean {
  return row.type === "quote" && !row.isSigned;
}

/** WHERE: the contracts `isQuoteLike` leaves, for a query that counts them rather than reading every row. */
export const notQuoteLike = or(ne(contracts.type, "quote"), eq(contracts.isSigned, true))!;
