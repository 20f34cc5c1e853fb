import { createHmac } from "node:crypto";
import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { getEnv } from "~/utils/request/env.server";

/**
 * remix-utils' honeypot (docs/decisions/0213): a field people never see and robots fill, and the
 * time the form was given, encrypted. Its seed comes from the session secret, so every process
 * of the portal reads the time another one wrote (the library's default seed is per process).
 */
let honeypot: Honeypot | null = null;

function theHoneypot(): Honeypot {
  honeypot ??= new Honeypot({ encryptionSeed: createHmac("sha256", getEnv().SESSION_SECRET).update("honeypot").digest("hex") });
  return honeypot;
}

/** What the form's HoneypotProvider is given (from the page's loader): the fields' names and the encrypted time. */
export function honeypotInputProps(): HoneypotInputProps {
  return theHoneypot().getInputProps();
}

/**
 * Whether a post fell into the trap: the hidden field filled, or its time missing, unreadable or
 * to come. A post without either field is no robot's answer to the form (a hand-made post): the
 * form's schema judges it.
 */
export function caughtInHoneypot(formData: FormData): boolean {
  try {
    theHoneypot().check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
