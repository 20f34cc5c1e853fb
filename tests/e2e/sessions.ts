import { statSync } from "node:fs";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import { test as base } from "./fixtures";

/**
 * Stored sessions. The "setup" project (sessions.setup.ts) signs in through the
 * real login form once per demo user and brand listed here and saves the
 * browser state; tests that are not about signing in start from that state
 * instead of filling the form again.
 *
 * A stored session is shared: a test that logs out, chooses an account, puts
 * off a step or otherwise changes the session must sign in itself (logIn in a
 * fresh context) instead. Reading pages and saving forms (the profile) is fine.
 */
export const storedSessions = [
  { brand: "azura", login: "demo.full@example.com", locale: "fr-fr" },
  { brand: "courtia-fr", login: "demo.full@example.com", locale: "fr-fr" },
  { brand: "nordhafen", login: "demo.full@example.com", locale: "de-de" },
  { brand: "nordhafen", login: "demo.multi@example.com", locale: "de-de" },
  { brand: "nordhafen", login: "demo.single@example.com", locale: "de-de" },
  { brand: "courtia-de", login: "demo.single@example.com", locale: "de-de" },
  // Erasing profile fields (profile.spec.ts): an account no other test saves a profile form for.
  { brand: "castello", login: "demo.full@example.com", locale: "fr-fr" },
  { brand: "solana", login: "demo.full@example.com", locale: "fr-fr" },
  // Uploads and signatures change their contracts (contract-required.spec.ts, contract-signature.spec.ts): JavaScript on mistral, off on vigie.
  { brand: "mistral", login: "demo.full@example.com", locale: "fr-fr" },
  { brand: "vigie", login: "demo.full@example.com", locale: "fr-fr" },
  // A prospect's dashboard (dashboard.spec.ts).
  { brand: "azura", login: "demo.quote@example.com", locale: "fr-fr" },
  // Bespoke quotes (bespoke-quotes.spec.ts): read on azura and nordhafen; uploads on azura with JavaScript, courtia-fr without.
  { brand: "azura", login: "demo.bespoke@example.com", locale: "fr-fr" },
  { brand: "nordhafen", login: "demo.bespoke@example.com", locale: "de-de" },
  { brand: "azura", login: "demo.bespoke-one@example.com", locale: "fr-fr" },
  { brand: "courtia-fr", login: "demo.bespoke-one@example.com", locale: "fr-fr" },
  { brand: "azura", login: "demo.prospect@example.com", locale: "fr-fr" },
  // Signing the quote makes the prospect a client (quotes.spec.ts): JavaScript on mistral, off on vigie.
  { brand: "mistral", login: "demo.quote@example.com", locale: "fr-fr" },
  { brand: "vigie", login: "demo.quote@example.com", locale: "fr-fr" },
  // Signing the bespoke quote, the same steps as a quote (bespoke-signing.spec.ts): JavaScript on mistral, off on vigie.
  { brand: "mistral", login: "demo.bespoke-one@example.com", locale: "fr-fr" },
  { brand: "vigie", login: "demo.bespoke-one@example.com", locale: "fr-fr" },
  // A quote in every step, the quotes list (quotes.spec.ts): read only.
  { brand: "azura", login: "demo.quotes@example.com", locale: "fr-fr" },
  // The prospect pages' axe checks in a second brand (bespoke-quotes.spec.ts), and a prospect's questionnaire: read only.
  { brand: "nordhafen", login: "demo.quotes@example.com", locale: "de-de" },
  { brand: "azura", login: "demo.kyc@example.com", locale: "fr-fr" },
  { brand: "nordhafen", login: "demo.kyc@example.com", locale: "de-de" },
  // A client who was a prospect, its quotes listed together (converted-client.spec.ts, screenshots): read only.
  { brand: "azura", login: "demo.converted@example.com", locale: "fr-fr" },
  { brand: "nordhafen", login: "demo.converted@example.com", locale: "de-de" },
] as const;

type StoredSession = (typeof storedSessions)[number];
type Brand = StoredSession["brand"];
type Login = StoredSession["login"];

/**
 * Which stored session a test starts from: one brand, or one per project when
 * the test changes the account (so the JavaScript and no-JavaScript runs never
 * share a user, as with brandFor in auth-fixtures.ts).
 */
export type SessionChoice = { login: Login; brand: Brand | { js: Brand; noJs: Brand } };

/** Where the setup project saves a session (test-results/ is not committed). */
export function sessionFile(brand: string, login: string): string {
  return path.resolve("test-results/sessions", `${brand}--${login}.json`);
}

/**
 * The portal ends a session after 30 minutes without activity (120 for the e2e server; README
 * "Configuration"); a stored cookie is only touched by the tests that use it.
 * A run that outgrows this fails here with the reason rather than on a login page.
 */
/** Below the e2e server's idle limit (SESSION_IDLE_MINUTES=120 in playwright.config.ts). */
const maxSessionAgeMs = 110 * 60_000;

function chosenSession(choice: SessionChoice, testInfo: TestInfo): string {
  const brand = typeof choice.brand === "string" ? choice.brand : testInfo.project.name === "no-js" ? choice.brand.noJs : choice.brand.js;
  if (!storedSessions.some((stored) => stored.brand === brand && stored.login === choice.login)) {
    throw new Error(`No stored session for ${choice.login} on ${brand}: add it to storedSessions in tests/e2e/sessions.ts`);
  }
  const file = sessionFile(brand, choice.login);
  const age = Date.now() - statSync(file).mtimeMs;
  if (age > maxSessionAgeMs) {
    throw new Error(
      `The stored session ${path.basename(file)} is ${Math.round(age / 60_000)} min old, near the e2e server's 120-minute idle limit: the e2e run is too long for stored sessions`,
    );
  }
  return file;
}

/**
 * `test` with a `session` option: `test.use({ session: { brand: "azura", login: "demo.full@example.com" } })`
 * starts every test of the file or describe block signed in, without the form.
 */
export const test = base.extend<{ session: SessionChoice | null }>({
  session: [null, { option: true }],
  storageState: async ({ session, storageState }, provide, testInfo) => {
    await provide(session ? chosenSession(session, testInfo) : storageState);
  },
});

export { expect } from "./fixtures";
