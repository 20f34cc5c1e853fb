/**
 * The signing budgets across sessions (issue 41, docs/decisions/0175): per
 * document and signer, at most SIGNING_CODES_PER_HOUR codes sent and
 * SIGNING_GUESSES_PER_HOUR codes tried in each clock hour, whatever the
 * number of signing sessions started meanwhile. The counts are the broker's
 * rate-limit buckets in the database, so every broker process shares them.
 * The signer is known by the mobile the codes go to (hashed in the bucket
 * key with the document id, never stored in clear).
 */
import type { BrokerConfig } from "../config";
import type { Database } from "../db/client";
import { consumeRateLimit, peekRateLimit, scaledRule, type RateLimitRule } from "../http/rate-limit";
import type { SigningBudget, SigningBudgetKind, SigningBudgetSubject } from "./signature-provider";

/** SMS codes sent for one document to one signer per hour: two sessions' worth (5 each). */
export const SIGNING_CODES_PER_HOUR: RateLimitRule = { name: "signing-codes", limit: 10, windowMs: 60 * 60 * 1000 };
/** Codes tried for one document by one signer per hour: two locked sessions' worth (5 each). */
export const SIGNING_GUESSES_PER_HOUR: RateLimitRule = { name: "signing-guesses", limit: 10, windowMs: 60 * 60 * 1000 };

const rules: Record<SigningBudgetKind, RateLimitRule> = { codes: SIGNING_CODES_PER_HOUR, guesses: SIGNING_GUESSES_PER_HOUR };

export function databaseSigningBudget(deps: { db: Database; now: () => Date; config: Pick<BrokerConfig, "rateLimitFactor"> }): SigningBudget {
  const rule = (kind: SigningBudgetKind) => scaledRule(rules[kind], deps.config.rateLimitFactor);
  const subjects = (who: SigningBudgetSubject) => [...new Set(who.documentIds)].map((documentId) => `${documentId}:${who.signerPhone}`);
  /** The latest window end among the refused documents, or null when every document is within its budget. */
  const allowedAt = (now: Date, results: { allowed: boolean; retryAfterSeconds: number }[]) => {
    const refused = results.filter((result) => !result.allowed);
    if (refused.length === 0) return null;
    return new Date(now.getTime() + Math.max(...refused.map((result) => result.retryAfterSeconds)) * 1000);
  };
  return {
    async spend(kind, who) {
      const now = deps.now();
      const results = await Promise.all(subjects(who).map((subject) => consumeRateLimit(deps.db, rule(kind), subject, now)));
      return allowedAt(now, results);
    },
    async spentUntil(kind, who) {
      const now = deps.now();
      const results = await Promise.all(subjects(who).map((subject) => peekRateLimit(deps.db, rule(kind), subject, now)));
      return allowedAt(now, results);
    },
  };
}
