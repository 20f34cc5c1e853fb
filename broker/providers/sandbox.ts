/**
 * The sandbox card processor and e-signature provider of this app instance.
 *
 * One of each per database handle, like the file store: intents and signing
 * sessions live in memory, so a restart drops unfinished ones (the
 * `payment_intent` / `signature` rows stay; the portal starts again).
 * Signing URLs are absolute under `BROKER_PUBLIC_URL` (settings
 * `publicUrl`), else broker paths (`/sandbox/sign/{id}`) the portal
 * prefixes with the broker address.
 */
import type { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { signatures } from "../db/schema";
import type { AppDeps, BrokerEnv } from "../http/context";
import { enqueueSms } from "../outbox/outbox";
import { InMemoryCardIntentStore, SandboxCardProcessor, type CardProcessor } from "./card";
import { InMemorySigningSessionStore, SandboxSignatureProvider } from "./signature";
import { createSigningPages } from "./signature-pages";
import type { ESignatureProvider } from "./signature-provider";
import { applySigningStatus } from "./signature-records";

export const SANDBOX_SIGN_PATH = "/sandbox/sign";

/**
 * `tokens` maps the public `intent_key` to the processor's `intent_token`:
 * the `payment_intent` row only keeps a hash of the token.
 */
type CardSandbox = { processor: CardProcessor; tokens: Map<string, string> };

const cardSandboxes = new WeakMap<Database, CardSandbox>();
const signatureProviders = new WeakMap<Database, ESignatureProvider>();

export function cardSandboxFor(deps: AppDeps): CardSandbox {
  let sandbox = cardSandboxes.get(deps.db);
  if (!sandbox) {
    sandbox = { processor: new SandboxCardProcessor({ store: new InMemoryCardIntentStore(), now: deps.now }), tokens: new Map() };
    cardSandboxes.set(deps.db, sandbox);
  }
  return sandbox;
}

export function signatureProviderFor(deps: AppDeps): ESignatureProvider {
  let provider = signatureProviders.get(deps.db);
  if (!provider) {
    provider = new SandboxSignatureProvider({
      store: new InMemorySigningSessionStore(),
      publicBaseUrl: deps.config.publicUrl,
      basePath: SANDBOX_SIGN_PATH,
      brandName: "Courtia",
      now: deps.now,
      onStatusChange: (view) => applySigningStatus(deps.db, view, deps.now()),
    });
    signatureProviders.set(deps.db, provider);
  }
  return provider;
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
