/** Types shared by the HTTP layer: what the app needs and what middlewares put on the context. */
import type { Context } from "hono";
import type { BrokerConfig } from "../config";
import type { Database } from "../db/client";
import type { accounts, brands, clients, prospects } from "../db/schema";
import type { Logger } from "../log";

export type Brand = typeof brands.$inferSelect;
export type Account = typeof accounts.$inferSelect;
/** The account as a session carries it: without its password hashes, which no call after sign-in needs. */
export type SessionAccount = Omit<Account, "passwordHash" | "managerPasswordHash" | "newManagerPasswordHash" | "newManagerPasswordExpiresAt">;
export type Client = typeof clients.$inferSelect;
export type Prospect = typeof prospects.$inferSelect;

/** The signed-in user behind X-Session-Token. */
export type CurrentSession = {
  id: string;
  /** SHA-256 of the session token (idempotency scope, logout). */
  tokenHash: string;
  account: SessionAccount;
  /** Exactly one of client / prospect is set once an account is chosen; both null before select-account. */
  client: Client | null;
  prospect: Prospect | null;
  /** How the account acts for `client` (`account_client.role`: holder, owner, manager, accountant); null without a client. */
  role: string | null;
  data: Record<string, unknown>;
  expiresAt: Date;
};

/** Whose data a `{client}` path addresses: the current client, or (for quote pages) the prospect. */
export type Owner = { kind: "client"; id: string; client: Client } | { kind: "prospect"; id: string; prospect: Prospect };

export type AppDeps = {
  db: Database;
  config: BrokerConfig;
  log: Logger;
  /** Injectable clock: tests move time for expiry and rate windows. */
  now: () => Date;
};

/**
 * Largest request body a route reads, in bytes (http/body.ts). `field` is the
 * form field a 413 is reported on (uploads: `file` → `upload.too-large`).
 */
export type BodyLimit = { maxBytes: number; field?: string };

export type BrokerEnv = {
  Variables: {
    deps: AppDeps;
    brand: Brand;
    session: CurrentSession;
    owner: Owner;
    /** `METHOD /v2/path/{param}` of the matched route: logged instead of raw paths (which can hold codes). */
    routeId: string;
    /** The caller's `X-Request-Id` when it looks like an id, else a new uuid: in every log line of the request. */
    requestId: string;
    /** The matched route's request schemas: the validation hook reads them again to word a refusal (registry.ts). */
    endpoint: { params?: unknown; query?: unknown; body?: unknown } | undefined;
    /** The matched route's body cap, set by the registry before any middleware reads the body. */
    bodyLimit: BodyLimit | undefined;
    /** The body's bytes once read (capped) by `readRawBody`: every later reader takes these. */
    rawBody: Uint8Array | undefined;
  };
};

export type BrokerContext = Context<BrokerEnv>;
