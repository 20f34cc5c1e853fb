/**
 * Whose quotes a `{client}` reaches (docs/decisions/0266). A prospect reaches its own. A client reaches the quotes
 * made for it and, for the person who was this client's prospect before a signed quote made them the client (same
 * account, converted into it, decision 0251), that prospect's quotes too: one list under one id. Each quote is then
 * read and signed as its holder's, so a prospect's quote still converts as a prospect's and a client's becomes its
 * contract (decision 0262). A delegate of the client (another account) reaches only the client's.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { prospects, quotes } from "../db/schema";
import type { CurrentSession, Owner } from "../http/context";
import type { QuoteRow } from "../views/quotes";
import { formerProspectsOf, found, ownedBy } from "./ownership";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CustomerOwned = { brandId: PgColumn; clientId: PgColumn; prospectId: PgColumn };

/**
 * WHERE clause for rows of quotes (quotes, their signatures, documents, required documents) the caller reaches under
 * `{client}`: the owner's, and for a client the rows made for it and those of the prospects its person was.
 */
export function ownedByCustomer(db: Database, table: CustomerOwned, brandId: string, session: CurrentSession, owner: Owner): SQL {
  if (owner.kind === "prospect") return ownedBy(table, brandId, owner);
  const former = db
    .select({ id: prospects.id })
    .from(prospects)
    .where(formerProspectsOf(brandId, session, owner.id));
  // A prospect's signed quote also carries the client its signature made; it stays the prospect's, so a delegate
  // (another account, no former prospect) is not listed it, as the session's `client_quotes` does not count it.
  const madeForClient = and(ownedBy(table, brandId, owner), isNull(table.prospectId));
  return or(madeForClient, and(eq(table.brandId, brandId), inArray(table.prospectId, former)))!;
}

/**
 * The `{quote}` of a path (its id or uuid), not deleted, among the quotes the caller reaches, with its holder: the
 * prospect the client's person was when the quote is that prospect's, else the caller's owner. Else 404.
 */
export async function loadQuote(
  db: Database,
  brandId: string,
  session: CurrentSession,
  owner: Owner,
  idOrUuid: string,
): Promise<{ quote: QuoteRow; owner: Owner }> {
  const match: SQL = UUID.test(idOrUuid) ? or(eq(quotes.id, idOrUuid), eq(quotes.uuid, idOrUuid.toLowerCase()))! : eq(quotes.id, idOrUuid);
  // The prospect comes in the same query, joined only when it is one the client's person was.
  const holder = owner.kind === "client" ? and(eq(prospects.id, quotes.prospectId), formerProspectsOf(brandId, session, owner.id)) : sql`false`;
  const { quote, prospect } = found(
    await db
      .select({ quote: quotes, prospect: prospects })
      .from(quotes)
      .leftJoin(prospects, holder)
      .where(and(match, ownedByCustomer(db, quotes, brandId, session, owner), isNull(quotes.deletedAt))),
  );
  return { quote, owner: prospect ? { kind: "prospect", id: prospect.id, prospect } : owner };
}
