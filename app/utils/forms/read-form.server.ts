import { parseWithZod } from "@conform-to/zod/v4";
import { parse, type Submission } from "@conform-to/react";
import type { z } from "zod";
import { hasControlCharacters, refusedCharacters, withoutRefusedCharacters, type RefusedCharacters } from "~/utils/forms/control-characters";
import { requireValidCsrf } from "~/utils/forms/csrf.server";
import { readableConformIntent } from "~/utils/forms/list-intent.server";
import { getFixedT } from "~/utils/i18n/i18n.server";
import type { PageArgs } from "~/utils/request/page.server";
import { rejectionPage } from "~/utils/request/rejection-page.server";
import { requestScope } from "~/utils/request/scope.server";
import { checkRedirect, returnToParam } from "~/utils/routing/redirect-guard";

/** Bodies a form sends; anything else (JSON, text) is no form post. */
const formContentType = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

type RefusedValues = { errors: Record<string, string[]>; cleaned: FormData };

/** Forms readForm found control characters in: parseForm reports them next to their fields. */
const refusedValues = new WeakMap<FormData, RefusedValues>();

async function refuseControlCharacters(request: Request, form: FormData): Promise<void> {
  const fields: [string, RefusedCharacters][] = [];
  let badName = false;
  const cleaned = new FormData();
  for (const [name, value] of form.entries()) {
    if (hasControlCharacters(name, { allowWhitespace: false })) {
      badName = true;
      continue;
    }
    // Tab and line breaks only in a multi-line field; bidirectional controls nowhere (control-characters.ts).
    const refused = typeof value === "string" ? refusedCharacters(name, value) : null;
    if (typeof value === "string" && refused) {
      fields.push([name, refused]);
      cleaned.append(name, withoutRefusedCharacters(name, value));
    } else {
      cleaned.append(name, value);
    }
  }
  if (fields.length === 0 && !badName) return;
  const t = await getFixedT(requestScope(request).locale.lang, "common");
  const message: Record<RefusedCharacters, string> = {
    control: t("validation.controlCharacters"),
    layout: t("validation.layoutCharacters"),
    // A multi-line field takes line breaks and tabs: its message names only what it refuses.
    direction: t("validation.directionCharacters"),
  };
  const errors: Record<string, string[]> = Object.fromEntries(fields.map(([name, kind]) => [name, [message[kind]]]));
  if (badName) errors[""] = [message.control];
  refusedValues.set(form, { errors, cleaned });
}

/**
 * What every form's action does first: the body read as a form (anything
 * else is a 400 page), the CSRF check (403 page before any work), a return
 * address no Location header could carry (400 page, before the sign-in it
 * follows), a conform intent conform could not read (400 page), then the fields. Values with control characters are kept aside
 * for parseForm to refuse with a message next to their field. Any route's
 * action, signed in or not.
 */
export async function readForm(args: Pick<PageArgs, "request">): Promise<FormData> {
  const { request } = args;
  if (!formContentType.test(request.headers.get("content-type") ?? "")) throw await rejectionPage(request, 400);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A multipart body cut short or without its boundary: the visitor's error, not ours.
    throw await rejectionPage(request, 400);
  }
  await requireValidCsrf(request, form);
  const returnTo = form.get(returnToParam);
  const verdict = typeof returnTo === "string" ? checkRedirect(returnTo) : null;
  if (verdict && !verdict.ok && verdict.reason === "invalid-characters") throw await rejectionPage(request, 400);
  if (!readableConformIntent(form)) throw await rejectionPage(request, 400);
  await refuseControlCharacters(request, form);
  return form;
}

/**
 * A check a form's schema cannot make in the browser: it needs what only the
 * server has (the stored company number, the broker's IBAN rules and the codes'
 * words). Given the posted values (conform's payload, nested as the form
 * names them), it answers errors by field name (`profile.company_identifier`),
 * or nothing.
 */
export type FormCheck = (payload: Record<string, unknown>) => Record<string, string[]> | null | undefined;

/**
 * The posted fields checked against a form's schema, and against its server
 * checks in the same pass: one answer reports every mistake of the post
 * (issue 45: a missing consent hid a wrong IBAN, an e-mail error hid the
 * company number's). A check's message on a field the schema already refused
 * is left out: one message per field problem, the schema's first. Fields
 * readForm found control characters in fail with their own message (and come
 * back without them), whatever the schema says, so no page can store them.
 */
export function parseForm<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
  checks: readonly FormCheck[] = [],
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  const refused = refusedValues.get(formData);
  const values = refused?.cleaned ?? formData;
  const submission = parseWithZod(values, { schema });
  const error: Record<string, string[]> = {};
  if (submission.status !== "success") for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.length) error[name] = [...messages];
  const payload = (submission.payload ?? {}) as Record<string, unknown>;
  let found = false;
  for (const check of checks)
    for (const [name, messages] of Object.entries(check(payload) ?? {})) {
      if (messages.length === 0 || error[name]?.length) continue;
      error[name] = [...messages];
      found = true;
    }
  if (refused) Object.assign(error, refused.errors);
  if (!refused && !found) return submission;
  return parse<z.input<Schema>, string[]>(values, { resolve: () => ({ error }) }) as Submission<z.input<Schema>, string[], z.output<Schema>>;
}

/**
 * A form whose fields are all the page's own (hidden ids, its button's intent: a confirmation, a
 * withdrawal, a revocation), read through its schema like any other. Nobody can type a mistake in
 * it: a post its schema refuses was not made on the page, and gets the 400 page, as an unknown
 * intent does (formIntent). What the broker then refuses is the form's reply (`submission.reply`).
 */
export async function parseActionForm<Schema extends z.ZodType>(request: Request, formData: FormData, schema: Schema) {
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") throw await rejectionPage(request, 400);
  return submission;
}

/**
 * The part of a post a form's schema is built from (the claim's contract, the questionnaire's step),
 * read first with a schema of its own: its value, or null when it does not hold (no post of the
 * page's), and conform's reading of the whole post (`payload`, nested as the form names its fields),
 * whichever button sent it (a list's button too, whose post conform never calls a success).
 */
export function parseFormPart<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
): { value: z.output<Schema> | null; payload: Record<string, unknown> } {
  const payload = (parseForm(formData, schema).payload ?? {}) as Record<string, unknown>;
  const read = schema.safeParse(payload);
  return { value: read.success ? read.data : null, payload };
}
