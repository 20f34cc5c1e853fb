/**
 * The sandbox card processor and e-signature provider of this app instance.
 *
 * Their records (card intents, intent keys, hosted card pages, signing
 * sessions) are in the database (`provider_record`, docs/decisions/0067):
 * a card paid at the provider is settled after a broker restart, or by
 * another broker process. One of each per app, holding no state of its own.
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
import { SandboxCardProcessor, type CardIntent, type CardProcessor } from "./card";
import { CardPageStore, cardPageForgetAfter, createCardPages, type StoredCardPage } from "./card-pages";
import { DatabaseVersionedStore } from "./database-store";
import { SandboxSignatureProvider } from "./signature";
import { createSigningPages } from "./signature-pages";
import { createPhotoCollectionPages, SANDBOX_PHOTOS_PATH } from "./photo-collection-page";
import type { ESignatureProvider, SigningSession } from "./signature-provider";
import { applySigningStatus } from "./signature-records";
import { databaseSigningBudget } from "./signing-budget";

export const SANDBOX_SIGN_PATH = "/sandbox/sign";
export const SANDBOX_CARD_PATH = "/sandbox/card";

/** Where the sandbox pages may send the browser back: the same list for signing and card pages. */
export function allowedRedirectOrigins(config: BrokerConfig): readonly string[] {
  return config.redirectOrigins;
}

/** The public `intent_key` → the processor's `intent_token`: the `payment_intent` row only keeps a hash of the token. */
export class CardIntentKeys {
  private readonly records: DatabaseVersionedStore<{ intentKey: string; intentToken: string; version: number }>;

  constructor(db: Database) {
    this.records = new DatabaseVersionedStore(db, "card_intent_key", (link) => link.intentKey);
  }

  set(intentKey: string, intentToken: string): Promise<void> {
    return this.records.insert({ intentKey, intentToken, version: 1 });
  }

  async get(intentKey: string): Promise<string | null> {
    return (await this.records.get(intentKey))?.intentToken ?? null;
  }
}

/** `pages` are the hosted card pages of the intents. */
type CardSandbox = { processor: CardProcessor; tokens: CardIntentKeys; pages: CardPageStore };

// Keyed by the app's deps, not its database: nothing here outlives the app but the database rows.
const cardSandboxes = new WeakMap<AppDeps, CardSandbox>();
const signatureProviders = new WeakMap<AppDeps, ESignatureProvider>();

export function cardSandboxFor(deps: AppDeps): CardSandbox {
  let sandbox = cardSandboxes.get(deps);
  if (!sandbox) {
    sandbox = {
      processor: new SandboxCardProcessor({
        store: new DatabaseVersionedStore<CardIntent>(deps.db, "card_intent", (intent) => intent.intentToken),
        now: deps.now,
      }),
      tokens: new CardIntentKeys(deps.db),
      pages: new CardPageStore({
        publicBaseUrl: deps.config.publicUrl,
        basePath: SANDBOX_CARD_PATH,
        records: new DatabaseVersionedStore<StoredCardPage>(deps.db, "card_page", (page) => page.id, cardPageForgetAfter),
      }),
    };
    cardSandboxes.set(deps, sandbox);
  }
  return sandbox;
}

export function signatureProviderFor(deps: AppDeps): ESignatureProvider {
  let provider = signatureProviders.get(deps);
  if (!provider) {
    provider = new SandboxSignatureProvider({
      store: new DatabaseVersionedStore<SigningSession>(deps.db, "signing_session", (session) => session.id),
      publicBaseUrl: deps.config.publicUrl,
      basePath: SANDBOX_SIGN_PATH,
      brandName: "Courtia",
      allowedRedirectOrigins: allowedRedirectOrigins(deps.config),
      now: deps.now,
      budget: databaseSigningBudget(deps),
      onStatusChange: (view) => applySigningStatus(deps.db, view, deps.now()),
    });
    signatureProviders.set(deps, provider);
  }
  return provider;
}

/** Mounts the signer-facing pages under /sandbox/sign and the card pages under /sandbox/card (called once from app.ts). */
export function mountSandboxPages(app: Hono<BrokerEnv>, deps: AppDeps): void {
  const provider = signatureProviderFor(deps);
  const pages = createSigningPages(provider, {
    basePath: SANDBOX_SIGN_PATH,
    now: deps.now,
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

  app.use(`${SANDBOX_PHOTOS_PATH}/*`, async (c, next) => {
    c.set("routeId", `${c.req.method} ${SANDBOX_PHOTOS_PATH}/{page}`);
    await next();
  });
  app.route(SANDBOX_PHOTOS_PATH, createPhotoCollectionPages(deps.db, allowedRedirectOrigins(deps.config)));
}
