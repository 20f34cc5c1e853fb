import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { clientAddress } from "~/utils/request/client-address.server";
import { requireValidCsrf } from "~/utils/forms/csrf.server";
import { badCredentialsCode, toConformErrors } from "~/utils/v2/errors";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { enforceAuthRateLimit } from "~/utils/session/rate-limit/limiter.server";
import { requestScope } from "~/utils/request/scope.server";
import { V2Error } from "~/utils/v2/client.server";
import { throwV2Failure } from "~/utils/v2/failure.server";

/**
 * What every sign-in form's action does first: the CSRF check (403), the
 * form data, the page's language and brand, and a translator.
 */
export async function readAuthForm(request: Request) {
  await requireValidCsrf(request);
  const formData = await request.formData();
  const scope = requestScope(request);
  const t = await getFixedT(scope.locale.lang, ["auth", "common", "errors"]);
  return { formData, t, ...scope };
}

/** One post counted against the form's limits, per address and per account (429 page beyond). */
export function countAuthPost(request: Request, form: string, account?: string | null) {
  return enforceAuthRateLimit(request, { form, account: account ?? null, clientAddress: clientAddress(request) });
}

export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema });
}

/**
 * A broker refusal shown on the form: field errors next to their fields,
 * bad credentials next to the password, anything else as a form error.
 * Session loss, rate limits and outages become their full pages.
 */
export async function replyWithV2Error(
  error: unknown,
  request: Request,
  options: {
    submission: { reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]> };
    t: TFunction;
    fields: readonly string[];
    hideFields?: string[];
    badCredentialsField?: string;
  },
): Promise<SubmissionResult<string[]>> {
  const { submission, t, fields, hideFields } = options;
  if (!(error instanceof V2Error)) throw error;
  const failure = error.error;
  if (failure.code === badCredentialsCode) {
    const message = t("auth:login.badCredentials");
    return options.badCredentialsField
      ? submission.reply({ fieldErrors: { [options.badCredentialsField]: [message] }, hideFields })
      : submission.reply({ formErrors: [message], hideFields });
  }
  if (failure.status === 422 || failure.status === 400 || failure.status === 404) {
    const mapped = toConformErrors(failure, fields);
    const { "": formErrors = [], ...fieldErrors } = mapped;
    const generic = Object.keys(fieldErrors).length === 0 && formErrors.length === 0 ? [t("errors:generic.verify")] : formErrors;
    return submission.reply({ formErrors: generic, fieldErrors, hideFields });
  }
  const { locale } = requestScope(request);
  return throwV2Failure(error, request, locale);
}
