/** Shared end of every login flow: pick the client or prospect, open the session, build the SPEC Session. */
import { and, asc, desc, eq } from "drizzle-orm";
import type { SessionBody } from "../../contract/wire/session";
import type { Database } from "../db/client";
import { accountClients, accounts, clients, prospects } from "../db/schema";
import type { Account, AppDeps, SessionAccount } from "../http/context";
import { buildSessionBody } from "../views/session";
import { ApiError } from "../http/errors";
import { ERROR_CODES } from "../../contract/wire/errors";
import { openSession } from "./sessions";

/** The client (or else prospect) a fresh session starts on: the default link, else the oldest. */
export async function defaultOwner(db: Database, brandId: string, accountId: string) {
  const [link] = await db
    .select({ client: clients, role: accountClients.role })
    .from(accountClients)
    .innerJoin(clients, eq(clients.id, accountClients.clientId))
    .where(and(eq(accountClients.accountId, accountId), eq(clients.brandId, brandId)))
    .orderBy(desc(accountClients.isDefault), asc(accountClients.createdAt), asc(clients.id))
    .limit(1);
  if (link) return { client: link.client, role: link.role, prospectId: null };
  const [prospect] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.brandId, brandId), eq(prospects.accountId, accountId)))
    .orderBy(desc(prospects.createdAt))
    .limit(1);
  return { client: null, role: null, prospectId: prospect?.id ?? null };
}

export async function findAccountByLogin(db: Database, brandId: string, login: string): Promise<Account | undefined> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.brandId, brandId), eq(accounts.email, login.trim().toLowerCase())))
    .limit(1);
  return account;
}

export const wantsBestProductSheet = (include: string | undefined) =>
  (include ?? "")
    .split(",")
    .map((s) => s.trim())
    .includes("best_product_sheet");

/** Opens a session on the account's default client/prospect (or the given one) and returns the SPEC Session. */
export async function startSession(
  db: Database,
  deps: AppDeps,
  input: {
    brandId: string;
    account: SessionAccount;
    method: string;
    now: Date;
    include?: string;
    data?: Record<string, unknown>;
    owner?: { client: typeof clients.$inferSelect | null; role: string | null; prospectId: string | null };
  },
): Promise<SessionBody> {
  const owner = input.owner ?? (await defaultOwner(db, input.brandId, input.account.id));
  // Nothing left to act for (a revoked delegation was the account's only access): no session, a code the portal words (decision 0169).
  if (!owner.client && !owner.prospectId) throw accessWithdrawn();
  const data = input.data ?? {};
  const session = await openSession(db, {
    brandId: input.brandId,
    accountId: input.account.id,
    clientId: owner.client?.id ?? null,
    prospectId: owner.prospectId,
    method: input.method,
    now: input.now,
    ttlMs: deps.config.sessionTtlMs,
    data,
  });
  deps.log.info("login", { brand: input.brandId, method: input.method });
  return buildSessionBody(
    db,
    { token: session.token, sessionId: session.sessionId, brandId: input.brandId, account: input.account, client: owner.client, role: owner.role, data },
    { includeBestProductSheet: wantsBestProductSheet(input.include) },
  );
}

export const accessWithdrawn = () =>
  new ApiError(403, ERROR_CODES.accessWithdrawn, { title: "Access withdrawn", details: "This account no longer gives access to any customer space." });
