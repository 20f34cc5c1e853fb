import { and, asc, desc, eq } from "drizzle-orm";
import { PasswordLoginInput, SessionBody } from "../contract/session";
import { openSession } from "../auth/sessions";
import type { Database } from "../db/client";
import { accountClients, accounts, clients, prospects } from "../db/schema";
import { badCredentials } from "../http/errors";
import { clientIp, enforceRateLimit, rateLimit } from "../http/rate-limit";
import { defineRoute } from "../http/registry";
import { verifyPassword } from "../security/passwords";
import { buildSessionBody } from "../views/session";

/** Per login: slows password guessing on one account, whatever the source address. */
export const LOGIN_PER_ACCOUNT = { name: "login-account", limit: 10, windowMs: 15 * 60 * 1000 };
/** Per source address: slows credential stuffing across accounts. */
export const LOGIN_PER_IP = { name: "login-ip", limit: 60, windowMs: 60 * 1000 };

/** The client (or else prospect) a fresh session starts on: the default link, else the oldest. */
async function defaultOwner(db: Database, brandId: string, accountId: string) {
  const [link] = await db
    .select({ client: clients })
    .from(accountClients)
    .innerJoin(clients, eq(clients.id, accountClients.clientId))
    .where(and(eq(accountClients.accountId, accountId), eq(clients.brandId, brandId)))
    .orderBy(desc(accountClients.isDefault), asc(accountClients.createdAt))
    .limit(1);
  if (link) return { client: link.client, prospectId: null };
  const [prospect] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.brandId, brandId), eq(prospects.accountId, accountId)))
    .orderBy(desc(prospects.createdAt))
    .limit(1);
  return { client: null, prospectId: prospect?.id ?? null };
}

export const passwordLogin = defineRoute({
  method: "post",
  path: "/v2/clients/authentication",
  summary: "Log in with e-mail and password",
  tags: ["authentication"],
  auth: "brand",
  body: PasswordLoginInput,
  response: SessionBody,
  errors: [429],
  middleware: [rateLimit({ ...LOGIN_PER_IP, key: clientIp })],
  handler: async ({ db, deps, brand, body, now }) => {
    const login = body.login.trim().toLowerCase();
    await enforceRateLimit(db, LOGIN_PER_ACCOUNT, `${brand.id}:${login}`, now);
    const [account] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.brandId, brand.id), eq(accounts.email, login)))
      .limit(1);
    // verifyPassword also runs for unknown accounts: equal timing, no account enumeration.
    if (!(await verifyPassword(body.password, account?.passwordHash)) || !account) throw badCredentials();
    const owner = await defaultOwner(db, brand.id, account.id);
    const session = await openSession(db, {
      brandId: brand.id,
      accountId: account.id,
      clientId: owner.client?.id ?? null,
      prospectId: owner.prospectId,
      method: "password",
      now,
      ttlMs: deps.config.sessionTtlMs,
    });
    deps.log.info("login", { brand: brand.id, method: "password" });
    return buildSessionBody(
      db,
      { token: session.token, sessionId: session.sessionId, brandId: brand.id, account, client: owner.client, data: {} },
      { includeBestProductSheet: body.include?.includes("best_product_sheet") ?? false },
    );
  },
});

export const authenticationRoutes = [passwordLogin];
