/**
 * The sandbox card processor of this app instance (one per database
 * handle, intents in memory, like the signing sessions). The broker's
 * `payment_intent` row keeps the public `intent_key` and a hash of the
 * `intent_token`; this registry maps the key to the processor's token.
 * A restart drops open intents: the portal asks for a new one.
 */
import type { Database } from "../db/client";
import type { AppDeps } from "../http/context";
import { InMemoryCardIntentStore, SandboxCardProcessor, type CardProcessor } from "../providers/card";

type Sandbox = { processor: CardProcessor; tokens: Map<string, string> };
const sandboxes = new WeakMap<Database, Sandbox>();

export function cardSandboxFor(deps: AppDeps): Sandbox {
  let sandbox = sandboxes.get(deps.db);
  if (!sandbox) {
    sandbox = { processor: new SandboxCardProcessor({ store: new InMemoryCardIntentStore(), now: deps.now }), tokens: new Map() };
    sandboxes.set(deps.db, sandbox);
  }
  return sandbox;
}
