import { createHash } from "node:crypto";
import { idempotencyKeyFrom } from "./form-fields";

/**
 * The broker's Idempotency-Key of one request a form sends: the form's key
 * and a hash of what is sent. The same form sent again with the same content
 * (a double click, a retry, a resent post, with or without JavaScript) is
 * carried out once; the same form corrected after a refusal sends something
 * else, a new request, not a misuse of the key (the broker refuses a key
 * reused for another request).
 */
export function requestKey(formKey: string | undefined, content: string | Buffer): string | undefined {
  if (!formKey) return undefined;
  return `${formKey}.${createHash("sha256").update(content).digest("hex").slice(0, 32)}`;
}

/** The key of a JSON request a posted form sends (a SEPA mandate): the form's own key and the body sent. */
export function formRequestKey(form: FormData, body: unknown): string | undefined {
  return requestKey(idempotencyKeyFrom(form), JSON.stringify(body));
}
