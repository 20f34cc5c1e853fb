import type { z } from "zod";
import type { DynamicFileBody, DynamicFormBody, DynamicStepSavedBody, DynamicSubmit } from "../../../../contract/wire/dynamic-forms";
import type { Session } from "~/utils/v2/api/auth.server";
import { V2Error, type V2Client } from "~/utils/v2/client.server";
import { normaliseError } from "~/utils/v2/errors";
import { segment } from "~/utils/v2/api/segment";

export type DynamicForm = z.output<typeof DynamicFormBody>;
type Submit = z.output<typeof DynamicSubmit>;

/**
 * The broker's address for a step or a completion, as the form's description
 * gives it (SPEC section 7: "submitted with a given method and address"). It
 * must stay under the caller's own dynamic form: the description is the
 * broker's, but the portal never sends a customer's answers anywhere else.
 */
export function dynamicSubmitPath(clientId: string, form: string, submit: Submit): string {
  const own = `clients/${segment(clientId)}/dynamic-forms/${segment(form)}/`;
  const path = submit.path.replace(/^\/+/, "").replace(/^v2\//, "");
  if (!path.startsWith(own) || /(^|\/)\.\.?(\/|$)|[?#\\]/.test(path)) {
    throw new V2Error(normaliseError({ code: "v2.unexpected-address", message: "A dynamic form's address is outside the form" }, 502));
  }
  return path;
}

/** Dynamic forms (the KYC questionnaire): fetched by POST, each step sent wrapped in `data` to its own address. */
export function dynamicFormCalls(client: V2Client) {
  const send = <T>(clientId: string, form: string, submit: Submit, body: unknown) => {
    const path = dynamicSubmitPath(clientId, form, submit);
    return submit.method === "PUT" ? client.put<T>(path, body) : client.post<T>(path, body);
  };
  return {
    dynamicForm: (clientId: string, form: string, locale: string) =>
      client.post<DynamicForm>(`clients/${segment(clientId)}/dynamic-forms/${segment(form)}`, { locale }),
    saveDynamicStep: (clientId: string, form: string, submit: Submit, data: Record<string, unknown>) =>
      send<z.output<typeof DynamicStepSavedBody>>(clientId, form, submit, { data }),
    completeDynamicForm: (clientId: string, form: string, submit: Submit) => send<Session>(clientId, form, submit, {}),
    /** A file question's file, multipart `file` to the field's own `upload` address (the required-document upload's checks). */
    uploadDynamicFile: (clientId: string, form: string, upload: Submit, file: File, idempotencyKey?: string) => {
      const body = new FormData();
      body.append("file", file, file.name);
      return client.postForm<z.output<typeof DynamicFileBody>>(dynamicSubmitPath(clientId, form, upload), body, { idempotencyKey });
    },
  };
}
