import { createHash } from "node:crypto";
import type { BrandTheme } from "../../../brands/types";
import type { Locale } from "~/utils/routing/locale";
import type { SignedInUser } from "~/utils/session/session.server";
import { v2Api, type Session } from "~/utils/v2/api/index.server";
import { V2Error, v2ForRequest } from "~/utils/v2/client.server";

/**
 * Is the v2 session behind a signed-in cookie still alive at the broker
 * (docs/decisions/0028)? The cookie alone cannot say: a logout elsewhere, a
 * password reset or the broker's own expiry end the v2 session, not the
 * cookie. The answer is GET clients/{client}/session, the broker's view of
 * the session, kept a few seconds per token in this process.
 */
export type Liveness =
  | { kind: "alive"; session: Session }
  /** The broker no longer knows this session (401), or not for this client (404). */
  | { kind: "dead" }
  /** The broker could not say (down, timeout, 5xx, 429): not cached, the cookie is kept. */
  | { kind: "unverified"; failure: V2Error };

type Known = Extract<Liveness, { kind: "alive" | "dead" }>;

/** Long enough to spare the broker on every page load, short enough that a logout elsewhere shows within seconds. */
export const livenessTtlMs = 5_000;
/** About 10 000 signed-in visitors inside one TTL window per process; older entries go first. */
export const livenessMaxEntries = 10_000;

/** Cache keys are hashes: the memory of the process holds no usable token. */
export function tokenKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function classify(error: unknown): Exclude<Liveness, { kind: "alive" }> {
  if (!(error instanceof V2Error)) throw error;
  const { status } = error.error;
  return status === 401 || status === 404 ? { kind: "dead" } : { kind: "unverified", failure: error };
}

type Entry = { scope: string; expiresAt: number; answer: Known };

export class LivenessCache {
  private readonly entries = new Map<string, Entry>();
  /** One broker call per token at a time: the pages loaded together share it. */
  private readonly inFlight = new Map<string, Promise<Liveness>>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now: () => number }) {}

  /**
   * The cached answer for this token, or the broker's (`ask`). `scope` names
   * the v2 configuration asked (brand and country): an answer for one brand
   * is never reused for another.
   */
  check(token: string, scope: string, ask: () => Promise<Session>): Promise<Liveness> {
    const key = tokenKey(token);
    const entry = this.entries.get(key);
    if (entry && entry.scope === scope && entry.expiresAt > this.options.now()) return Promise.resolve(entry.answer);
    const flightKey = `${key} ${scope}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending;
    const call: Promise<Liveness> = ask().then(
      (session): Liveness => ({ kind: "alive", session }),
      (error: unknown) => classify(error),
    );
    const stored = call.then((answer) => {
      // An eviction (logout) while the call was out drops its answer: it may predate the logout.
      if (this.inFlight.get(flightKey) === call) {
        this.inFlight.delete(flightKey);
        if (answer.kind !== "unverified") this.store(key, { scope, expiresAt: this.options.now() + this.options.ttlMs, answer });
      }
      return answer;
    });
    this.inFlight.set(flightKey, call);
    call.catch(() => this.inFlight.delete(flightKey));
    return stored;
  }

  /** Forgets a token at once: this process just ended or replaced its v2 session. */
  evict(token: string): void {
    const key = tokenKey(token);
    this.entries.delete(key);
    for (const flightKey of this.inFlight.keys()) if (flightKey.startsWith(`${key} `)) this.inFlight.delete(flightKey);
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Map keeps insertion order: the first keys are the oldest answers.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}

/**
 * Every page waits on this answer, open pages included: a hanging broker may
 * hold a legal page for this long, not for the whole v2 timeout.
 */
const livenessTimeoutMs = 3_000;

export const livenessCache = new LivenessCache({ ttlMs: livenessTtlMs, maxEntries: livenessMaxEntries, now: () => Date.now() });

/**
 * The broker's answer for a signed-in cookie's user. The call is shared by
 * every request that waits on it, so it is not tied to one browser's abort
 * signal: a stand-in request without it carries the headers (brand host,
 * client address).
 */
export function checkLiveness(request: Request, brand: BrandTheme, locale: Locale, user: SignedInUser): Promise<Liveness> {
  const scope = `${brand.code}:${locale.country}`;
  return livenessCache.check(user.token, scope, async () => {
    const shared = new Request(request.url, { headers: request.headers });
    return v2Api(v2ForRequest(shared, brand, locale, user.token, { timeoutMs: livenessTimeoutMs, lane: "session" })).session(user.clientId);
  });
}
