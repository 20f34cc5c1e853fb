/**
 * Tenancy: every read and write is limited to the caller's brand and the
 * session's current client (or prospect). Anything outside answers 404, the
 * same as a missing row, so ids of other customers reveal nothing.
 */
import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { prospects } from "../db/schema";
import type { BrokerEnv, CurrentSession, Owner, Prospect } from "../http/context";
import { notFound } from "../http/errors";

/**
 * `{client}` must be the session's current CLIENT. Needs requireSession.
 * Sets `c.var.owner` ({ kind: "client", id, client }).
 */
export const requireClientScope = createMiddleware<BrokerEnv>(async (c, next) => {
  const session = c.get("session");
  const param = c.req.param("client");
  if (!session.client || param !== session.client.id) throw notFound();
  c.set("owner", { kind: "client", id: session.client.id, client: session.client });
  await next();
});

/**
 * The prospects the session's person was before their first signed quote made them `clientId`
 * (docs/decisions/0251): same brand, same account, converted into that client. Their quotes are
 * still theirs to read and sign; a delegate of the client (another account) never reaches them.
 */
export function formerProspectsOf(brandId: string, session: CurrentSession, clientId: string): SQL {
  return and(eq(prospects.brandId, brandId), eq(prospects.accountId, session.account.id), eq(prospects.convertedClientId, clientId))!;
}

async function formerProspect(c: Context<BrokerEnv>, session: CurrentSession, param: string): Promise<Prospect | null> {
  if (!session.client) return null;
  const [row] = await c
    .get("deps")
    .db.select()
    .from(prospects)
    .where(and(eq(prospects.id, param), formerProspectsOf(c.get("brand").id, session, session.client.id)));
  return row ?? null;
}

/**
 * `{client}` must be the session's current client OR prospect (quote pages,
 * session, logout: prospects have no client record and use their prospect id),
 * or the prospect this client was (its quotes, decision 0251).
 */
export const requireCustomerScope = createMiddleware<BrokerEnv>(async (c, next) => {
  const session = c.get("session");
  const param = c.req.param("client");
  let owner: Owner | null = null;
  if (session.client && param === session.client.id) owner = { kind: "client", id: session.client.id, client: session.client };
  else if (session.prospect && param === session.prospect.id) owner = { kind: "prospect", id: session.prospect.id, prospect: session.prospect };
  else if (param) {
    const former = await formerProspect(c, session, param);
    if (former) owner = { kind: "prospect", id: former.id, prospect: former };
  }
  if (!owner) throw notFound();
  c.set("owner", owner);
  await next();
});

type ClientOwned = { brandId: PgColumn; clientId: PgColumn };
type ProspectOwned = { brandId: PgColumn; prospectId: PgColumn };

/**
 * The client scope of a prepared query (db/prepared.ts): placeholders named
 * `brandId` and `clientId`, filled at each run from the session's scope.
 */
export const clientScopePlaceholders = { brandId: sql.placeholder("brandId"), clientId: sql.placeholder("clientId") };
export type ClientScope = { brandId: string | Placeholder; clientId: string | Placeholder };

/** WHERE clause: row belongs to this brand and client. Combine with the row id: `and(eq(t.id, id), ownedByClient(t, scope))`. */
export function ownedByClient(table: ClientOwned, scope: ClientScope): SQL {
  return and(eq(table.brandId, scope.brandId), eq(table.clientId, scope.clientId))!;
}

export function ownedByProspect(table: ProspectOwned, scope: { brandId: string; prospectId: string }): SQL {
  return and(eq(table.brandId, scope.brandId), eq(table.prospectId, scope.prospectId))!;
}

/** WHERE clause for tables reachable by a client or a prospect (quotes, signatures, documents). */
export function ownedBy(table: ClientOwned & ProspectOwned, brandId: string, owner: Owner): SQL {
  return owner.kind === "client" ? ownedByClient(table, { brandId, clientId: owner.id }) : ownedByProspect(table, { brandId, prospectId: owner.id });
}

/** `found(await query)`: the row, or a 404 thrown. Accepts a row or the array drizzle returns. */
export function found<T>(row: T | T[] | undefined | null): T {
  const value = Array.isArray(row) ? row[0] : row;
  if (value === undefined || value === null) throw notFound();
  return value;
}
