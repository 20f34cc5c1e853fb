import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { requireValidCsrf } from "~/utils/forms/csrf.server";
import { badCredentialsCode, toConformErrors } from "~/utils/v2/errors";
import type { PageArgs } from "~/utils/request/page.server";
import { requestScope } from "~/utils/request/scope.server";
import { V2Error } from "~/utils/v2/client.server";
import { throwV2Failure } from "~/utils/v2/failure.server";

/**
 * What every form's action does first: the CSRF check (403 before any
 * work), then the posted fields. Any route's action, signed in or not.
 */
export async function readForm(args: Pick<PageArgs, "request">): Promise<FormData> {
  await requireValidCsrf(args.request);
  return args.request.formData();
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
