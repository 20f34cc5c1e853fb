/**
 * The sandbox e-signature provider of this app instance, and its pages.
 *
 * - One provider per database handle (like the file store): signing
 *   sessions live in memory, so a broker restart drops unfinished ones
 *   (the signer starts again from the portal; the signature row stays
 *   `pending` until then).
 * - The `signature` row is the broker's record; the provider session
 *   carries its id as `reference`. When the signer finishes, the row gets
 *   the final status, and a signed quote / signable document is marked signed.
 * - `BROKER_PUBLIC_URL` (e.g. `http://127.0.0.1:3001`) makes signing URLs
 *   absolute; without it they are broker paths (`/sandbox/sign/{id}`) the
 *   portal prefixes with the broker address.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Hono } from "hono";
import type { Database } from "../db/client";
import { documents, quotes, signatures } from "../db/schema";
import type { AppDeps, BrokerEnv } from "../http/context";
import { enqueueSms } from "../outbox/outbox";
import {
  createSigningPages,
  InMemorySigningSessionStore,
  SandboxSignatureProvider,
  type ESignatureProvider,
  type SigningSessionView,
} from "../providers/signature";

export const SANDBOX_SIGN_PATH = "/sandbox/sign";

const providers = new WeakMap<Database, ESignatureProvider>();

export function signatureProviderFor(deps: AppDeps): ESignatureProvider {
  let provider = providers.get(deps.db);
  if (!provider) {
    provider = new SandboxSignatureProvider({
      store: new InMemorySigningSessionStore(),
      publicBaseUrl: process.env.BROKER_PUBLIC_URL ?? "",
      basePath: SANDBOX_SIGN_PATH,
      brandName: "Courtia",
      now: deps.now,
      onStatusChange: (view) => applySigningStatus(deps.db, view, deps.now()),
    });
    providers.set(deps.db, provider);
  }
  return provider;
}

const finalStatus: Record<string, string> = { signed: "signed", canceled: "canceled", locked: "refused", expired: "expired" };

/** Mirrors a provider session's final status on the signature row (and the quote / documents it signs). */
export async function applySigningStatus(db: Database, view: SigningSessionView, now: Date): Promise<void> {
  if (!view.reference) return;
  const status = finalStatus[view.status];
  if (!status) return;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(signatures).where(eq(signatures.id, view.reference!));
    if (!row || row.status === "signed") return;
    const changes: Partial<typeof signatures.$inferInsert> = { status, updatedAt: now };
    if (status === "signed") Object.assign(changes, { signedAt: now, ackedAt: now });
    if (status === "canceled") changes.canceledAt = now;
    if (status === "refused") changes.refusedAt = now;
    await tx.update(signatures).set(changes).where(and(eq(signatures.id, row.id), eq(signatures.brandId, row.brandId)));
    if (status !== "signed") return;
    await tx
      .update(documents)
      .set({ state: "signed" })
      .where(and(eq(documents.signatureId, row.id), eq(documents.brandId, row.brandId)));
    if (row.quoteId) {
      await tx
        .update(quotes)
        .set({ isSigned: true, status: "signed", step: "quote_finalized", updatedAt: now, dateModif: now })
        .where(and(eq(quotes.id, row.quoteId), eq(quotes.brandId, row.brandId), isNull(quotes.deletedAt)));
    }
  });
}

/** Mounts the signer-facing pages under /sandbox/sign (called once from app.ts). */
export function mountSandboxPages(app: Hono<BrokerEnv>, deps: AppDeps): void {
  const provider = signatureProviderFor(deps);
  const pages = createSigningPages(provider, {
    basePath: SANDBOX_SIGN_PATH,
    enqueueSms: async (message) => {
      const session = await provider.getSession(message.sessionId);
      let brandId: string | null = null;
      if (session?.reference) {
        const [row] = await deps.db.select({ brandId: signatures.brandId }).from(signatures).where(eq(signatures.id, session.reference));
        brandId = row?.brandId ?? null;
      }
      await enqueueSms(deps.db, { brandId, to: message.to, text: message.text, template: "signature-code" });
    },
  });
  app.use(`${SANDBOX_SIGN_PATH}/*`, async (c, next) => {
    c.set("routeId", `${c.req.method} ${SANDBOX_SIGN_PATH}/{session}`);
    await next();
  });
  app.route(SANDBOX_SIGN_PATH, pages);
}
