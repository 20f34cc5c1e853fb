import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { getFixedT } from "~/utils/i18n/i18n.server";
import type { Namespace } from "~/utils/i18n/config";
import { requestScope } from "~/utils/request/scope.server";
import type { Language } from "~/utils/routing/locale";
import { V2Error } from "~/utils/v2/client.server";
import { accessWithdrawnCode, badCredentialsCode, toConformErrors, type NormalisedError } from "~/utils/v2/errors";
import { throwV2Failure } from "~/utils/v2/failure.server";

/** What the broker sends in its `errors` map: stable codes (`upload.too-large`), never sentences to show. */
const codeLike = /^[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*$/;

/** How a page words a refusal: the one way (issue 42 §1), whatever the form. */
export type RefusalWording = {
  /** The form's fields: a code on one of them, or on an item of it (`file/0`), is said next to it; any other on the form. */
  fields: readonly string[];
  /** The page's own words for some codes (translation keys: `termination:files.tooMany`), before the codes' common words (codes.json). */
  words?: Readonly<Record<string, string>>;
  /** What a refusal says where the page has words for none of its codes (a translation key); "verify your information" otherwise. */
  otherwise?: string;
  /** Every word as the form's own error: a form with no field to point at (a button, a signature). */
  onForm?: boolean;
};

/**
 * A broker refusal in the page's language, by field: each code in the page's own words, else the
 * codes' common words (locales/<lng>/codes.json), else `otherwise`. No raw code or English sentence
 * ever reaches the page. A field that has words of its own does not also get the generic message.
 * Translated on the server: the codes namespace never goes to the browser.
 */
export async function refusalWords(
  refusal: { errors: Record<string, string[]>; code?: string | null },
  lang: Language,
  { fields, words = {}, otherwise, onForm = false }: RefusalWording,
): Promise<Record<string, string[]>> {
  const namespaces = new Set<Namespace>(["codes", "errors"]);
  for (const key of [...Object.values(words), otherwise ?? ""]) if (key.includes(":")) namespaces.add(key.split(":")[0] as Namespace);
  const t = await getFixedT(lang, [...namespaces]);
  const fallback = t(otherwise ?? "errors:generic.verify");
  const known = (code: string) => (words[code] ? t(words[code]) : codeLike.test(code) ? t(`codes:${code}`, { defaultValue: "" }) || null : null);
  const byField = Object.keys(refusal.errors).length > 0 ? toConformErrors({ errors: refusal.errors } as NormalisedError) : { "": [refusal.code ?? ""] };
  const found: Record<string, { words: string[]; unknown: boolean }> = {};
  for (const [name, codes] of Object.entries(byField)) {
    // An item of a field (`file[0]`, the second proof file) is said on the field.
    const item = name.replace(/\[\d+\]$/, "");
    const field = onForm ? "" : fields.includes(name) ? name : fields.includes(item) ? item : "";
    const entry = (found[field] ??= { words: [], unknown: false });
    for (const code of codes) {
      const said = known(code);
      if (said) entry.words.push(said);
      else entry.unknown = true;
    }
  }
  const out: Record<string, string[]> = {};
  for (const [field, { words: said, unknown }] of Object.entries(found)) out[field] = [...new Set(said.length > 0 ? said : unknown ? [fallback] : [])];
  if (Object.values(out).every((messages) => messages.length === 0)) return { "": [fallback] };
  return out;
}

/**
 * A broker refusal as the posted form's reply: its words next to their fields or on the form
 * (refusalWords), bad credentials next to the password (or on the form), a withdrawn access on the
 * form. Session loss, rate limits and outages become their full pages (SPEC section 8).
 */
export async function refusalReply(
  error: unknown,
  request: Request,
  options: RefusalWording & {
    submission: { reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]> };
    t: TFunction;
    hideFields?: string[];
    badCredentialsField?: string;
  },
): Promise<SubmissionResult<string[]>> {
  const { submission, t, hideFields } = options;
  if (!(error instanceof V2Error)) throw error;
  const failure = error.error;
  if (failure.code === badCredentialsCode) {
    const message = t("auth:login.badCredentials");
    return options.badCredentialsField
      ? submission.reply({ fieldErrors: { [options.badCredentialsField]: [message] }, hideFields })
      : submission.reply({ formErrors: [message], hideFields });
  }
  if (failure.code === accessWithdrawnCode) return submission.reply({ formErrors: [t("auth:login.accessWithdrawn")], hideFields });
  const { locale } = requestScope(request);
  if (failure.status === 422 || failure.status === 400 || failure.status === 404 || failure.status === 413) {
    const { "": formErrors = [], ...fieldErrors } = await refusalWords(failure, locale.lang, options);
    return submission.reply({ formErrors, fieldErrors, hideFields });
  }
  return throwV2Failure(error, request, locale);
}
