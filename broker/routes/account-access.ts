/**
 * Multi-account (SPEC section 6: "A user may hold several customer accounts
 * and selects one"): GET client-accounts/{token} lists the clients and
 * prospects the session's person may act for; POST client-accounts/{token}/select
 * opens a NEW session bound to the chosen one and revokes the old token.
 * `{token}` is the session token (the SPEC puts it in the path).
 * Also mounts the dev open-id identity provider pages (dev/oidc.ts).
 */
import * as endpoints from "../../contract/endpoints/account-access";
import { and, asc, desc, eq } from "drizzle-orm";
import { resolveSession, revokeSession } from "../auth/sessions";
import { startSession } from "../auth/login";
import type { Database } from "../db/client";
import { accountClients, clients, prospects } from "../db/schema";
import { devOidcRoutes } from "../dev/oidc";
import type { CurrentSession } from "../http/context";
import { invalidAuthToken, notFound } from "../http/errors";
import type { Route } from "../http/registry";
import { implement } from "../http/registry";

async function listAccounts(db: Database, brandId: string, session: CurrentSession) {
  const linked = await db
    .select({ client: clients, role: accountClients.role, isDefault: accountClients.isDefault })
    .from(accountClients)
    .innerJoin(clients, eq(clients.id, accountClients.clientId))
    .where(and(eq(accountClients.accountId, session.account.id), eq(accountClients.brandId, brandId), eq(clients.brandId, brandId)))
    .orderBy(desc(accountClients.isDefault), asc(clients.name));
  const owned = await db
    .select()
    .from(prospects)
    .where(and(eq(prospects.accountId, session.account.id), eq(prospects.brandId, brandId)))
    .orderBy(asc(prospects.createdAt));
  return { linked, owned };
}

export const listClientAccounts = implement(endpoints.listClientAccounts, {
  handler: async ({ db, brand, params, now }) => {
    const session = await resolveSession(db, brand.id, params.token, now);
    if (!session) throw invalidAuthToken();
    const { linked, owned } = await listAccounts(db, brand.id, session);
    return {
      accounts: [
        ...linked.map((l) => ({
          id: l.client.id,
          type: "client" as const,
          name: l.client.name,
          siret: l.client.siret,
          city: l.client.city,
          role: l.role,
          is_default: l.isDefault,
          is_current: session.client?.id === l.client.id,
        })),
        ...owned.map((p) => ({
          id: p.id,
          type: "prospect" as const,
          name: p.bestProductSheetName ?? p.email,
          siret: null,
          city: null,
          role: "prospect",
          is_default: false,
          is_current: session.prospect?.id === p.id,
        })),
      ],
    };
  },
});

export const selectClientAccount = implement(endpoints.selectClientAccount, {
  handler: async ({ db, deps, brand, params, body, now }) => {
    const session = await resolveSession(db, brand.id, params.token, now);
    if (!session) throw invalidAuthToken();
    const { linked, owned } = await listAccounts(db, brand.id, session);
    const link = linked.find((l) => l.client.id === body.client_id);
    const client = link?.client ?? null;
    const prospect = owned.find((p) => p.id === body.client_id) ?? null;
    if (!client && !prospect) throw notFound();
    const next = await startSession(db, deps, {
      brandId: brand.id,
      account: session.account,
      method: "select",
      now,
      include: body.include,
      data: session.data,
      owner: { client, role: link?.role ?? null, prospectId: client ? null : prospect!.id },
    });
    await revokeSession(db, session.id, now);
    return next;
  },
});

export const accountAccessRoutes: readonly Route[] = [listClientAccounts, selectClientAccount, ...devOidcRoutes];
