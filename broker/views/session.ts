import { and, asc, count, eq, inArray, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import type { FeatureFlags, ProspectBody, SessionAccess, SessionBody } from "../../contract/wire/session";
import type { Database } from "../db/client";
import { contracts, prospects, quotes } from "../db/schema";
import type { Client, Prospect, SessionAccount } from "../http/context";
import { toClientBody } from "./client";
import { notQuoteLike } from "../scope/contract";
import { ownedByClient } from "../scope/ownership";
import { delegateFunctions, mayDo, permissionsOf, type DelegateFunction } from "../../contract/codes/delegate-access";

/** The session's access to its client: `role` is `account_client.role`. */
export function toSessionAccess(role: string | null): SessionAccess {
  const fn = delegateFunctions.find((f) => f === role) ?? null;
  return { function: fn as DelegateFunction | null, permissions: [...permissionsOf(role)] };
}

/**
 * The account's flags, for the client the session acts for. The qualification questionnaire
 * writes the client's profile: it is asked only of a person who may change it (decision 0120's
 * `profile`), so a delegate whose function does not allow it is never led to a form the broker
 * would refuse (issue 45 section 1); a prospect, or a session without a client, answers for themself.
 */
export function toFeatureFlags(a: SessionAccount, client: { role: string | null } | null = null): FeatureFlags {
  return {
    can_update_siret: a.canUpdateSiret,
    must_change_password: a.mustChangePassword,
    must_confirm_phone: a.mustConfirmPhone,
    must_do_qualification: a.mustDoQualification && (client === null || mayDo(client.role, "profile")),
    is_pcc: a.isPcc,
    has_multi_account: a.hasMultiAccount,
    personal_access: a.personalAccess,
    need_user: a.needUser,
  };
}

export function toProspectBody(p: Prospect, sessionId: string | null, withBestProduct: boolean, bespokeQuotes = 0): z.input<typeof ProspectBody> {
  return {
    id: p.id,
    sessionId,
    email: p.email,
    status: p.status,
    created_at: p.createdAt.toISOString(),
    ...(withBestProduct ? { best_product_sheet: { name: p.bestProductSheetName, icon: p.bestProductSheetIcon } } : {}),
    bespoke_quotes: bespokeQuotes,
    client_id: p.convertedClientId,
  };
}

/** The SPEC "Session" object for a session token (login answers and GET clients/{client}/session). */
export async function buildSessionBody(
  db: Database,
  s: { token: string; sessionId: string; brandId: string; account: SessionAccount; client: Client | null; role: string | null; data: Record<string, unknown> },
  opts: { includeBestProductSheet: boolean },
): Promise<SessionBody> {
  const accountProspects = await db
    .select()
    .from(prospects)
    .where(and(eq(prospects.brandId, s.brandId), eq(prospects.accountId, s.account.id)))
    .orderBy(asc(prospects.createdAt));
  const [bespoke, clientQuotes, clientContracts] = await Promise.all([
    bespokeQuoteCounts(
      db,
      s.brandId,
      accountProspects.map((p) => p.id),
    ),
    s.client
      ? clientQuoteCounts(
          db,
          s.brandId,
          s.client.id,
          accountProspects.filter((p) => p.convertedClientId === s.client?.id).map((p) => p.id),
        )
      : null,
    s.client ? clientContractCount(db, s.brandId, s.client.id) : null,
  ]);
  return {
    session: s.token,
    data: s.data,
    client: s.client ? toClientBody(s.client, s.sessionId) : null,
    prospects: accountProspects.map((p) => toProspectBody(p, s.sessionId, opts.includeBestProductSheet, bespoke.get(p.id))),
    account: {
      uuid: s.account.id,
      firstname: s.account.firstname,
      lastname: s.account.lastname,
      title: s.account.title,
      email: s.account.email,
      phone: s.account.phone,
    },
    feature_flags: toFeatureFlags(s.account, s.client ? { role: s.role } : null),
    ...(s.client ? { access: toSessionAccess(s.role) } : {}),
    ...(clientQuotes ? { client_quotes: clientQuotes } : {}),
    ...(clientContracts !== null ? { client_contracts: clientContracts } : {}),
  };
}

/** Bespoke quotes per prospect of the account, in one query (none for an account without prospects). */
async function bespokeQuoteCounts(db: Database, brandId: string, prospectIds: string[]): Promise<Map<string, number>> {
  if (prospectIds.length === 0) return new Map();
  const rows = await db
    .select({ prospectId: quotes.prospectId, value: count() })
    .from(quotes)
    .where(and(eq(quotes.brandId, brandId), inArray(quotes.prospectId, prospectIds), eq(quotes.isBespoke, true), isNull(quotes.deletedAt)))
    .groupBy(quotes.prospectId);
  return new Map(rows.map((row) => [row.prospectId ?? "", row.value]));
}

/**
 * The quotes reached under a client's id (scope/quotes.ts), not deleted, bespoke ones apart: made for the client
 * itself (its quote-type contracts' quotes), and those of `formerProspectIds`, the prospects the person was.
 */
async function clientQuoteCounts(
  db: Database,
  brandId: string,
  clientId: string,
  formerProspectIds: string[],
): Promise<{ quotes: number; bespoke_quotes: number }> {
  const ownQuote = and(eq(quotes.clientId, clientId), isNull(quotes.prospectId));
  const reached = formerProspectIds.length > 0 ? or(ownQuote, inArray(quotes.prospectId, formerProspectIds)) : ownQuote;
  const rows = await db
    .select({ isBespoke: quotes.isBespoke, value: count() })
    .from(quotes)
    .where(and(eq(quotes.brandId, brandId), reached, isNull(quotes.deletedAt)))
    .groupBy(quotes.isBespoke);
  return {
    quotes: rows.find((row) => !row.isBespoke)?.value ?? 0,
    bespoke_quotes: rows.find((row) => row.isBespoke)?.value ?? 0,
  };
}

/** The contracts the client's list holds: all of the client's but the quotes (scope/contract.ts `isQuoteLike`). */
async function clientContractCount(db: Database, brandId: string, clientId: string): Promise<number> {
  return db.$count(contracts, and(ownedByClient(contracts, { brandId, clientId }), notQuoteLike));
}
