/**
 * The sandbox card processor and e-signature provider of this app instance.
 *
 * One of each per database handle, like the file store: intents and signing
 * sessions live in memory, so a restart drops unfinished ones (the
 * `payment_intent` / `signature` rows stay; the portal starts again).
 * Signing and card page URLs are absolute under `BROKER_PUBLIC_URL`
 * (settings `publicUrl`), else broker paths (`/sandbox/sign/{id}`,
 * `/sandbox/card/{id}`) the portal prefixes with the broker address.
 */
import type { Hono } from "hono";
import { eq } from "drizzle-orm";
import { isProduction, type BrokerConfig } from "../config";
import type { Database } from "../db/client";
import { signatures } from "../db/schema";
import type { AppDeps, BrokerEnv } from "../http/context";
import { enqueueSms } from "../outbox/outbox";
import { InMemoryCardIntentStore, SandboxCardProcessor, type CardProcessor } from "./card";
import { CardPageStore, createCardPages } from "./card-pages";
import { InMemorySigningSessionStore, SandboxSignatureProvider } from "./signature";
import { createSigningPages } from "./signature-pages";
import type { ESignatureProvider } from "./signature-provider";
import { applySigningStatus } from "./signature-records";

export const SANDBOX_SIGN_PATH = "/sandbox/sign";
export const SANDBOX_CARD_PATH = "/sandbox/card";

/** Where the sandbox pages may send the browser back: the same list for signing and card pages. */
export function allowedRedirectOrigins(config: BrokerConfig): readonly string[] {
  return config.redirectOrigins;
}

/**
 * `tokens` maps the public `intent_key` to the processor's `intent_token`:
 * the `payment_intent` row only keeps a hash of the token. `pages` are the
 * hosted card pages of the intents.
 */
type CardSandbox = { processor: CardProcessor; tokens: Map<string, string>; pages: CardPageStore };

const cardSandboxes = new WeakMap<Database, CardSandbox>();
const signatureProviders = new WeakMap<Database, ESignatureProvider>();

export function cardSandboxFor(deps: AppDeps): CardSandbox {
  let sandbox = cardSandboxes.get(deps.db);
  if (!sandbox) {
    sandbox = {
      processor: new SandboxCardProcessor({ store: new InMemoryCardIntentStore(), now: deps.now }),
      tokens: new Map(),
      pages: new CardPageStore({ publicBaseUrl: deps.config.publicUrl, basePath: SANDBOX_CARD_PATH }),
    };
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
      allowedRedirectOrigins: allowedRedirectOrigins(deps.config),
      now: deps.now,
      onStatusChange: (view) => applySigningStatus(deps.db, view, deps.now()),
    });
    signatureProviders.set(deps.db, provider);
  }
  return provider;
}

/** Mounts the signer-facing pages under /sandbox/sign and the card pages under /sandbox/card (called once from app.ts). */
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

  const card = cardSandboxFor(deps);
  app.use(`${SANDBOX_CARD_PATH}/*`, async (c, next) => {
    c.set("routeId", `${c.req.method} ${SANDBOX_CARD_PATH}/{page}`);
    await next();
  });
  app.route(
    SANDBOX_CARD_PATH,
    createCardPages({ processor: card.processor, pages: card.pages, basePath: SANDBOX_CARD_PATH, showTestCards: !isProduction(deps.config), now: deps.now }),
  );
}
