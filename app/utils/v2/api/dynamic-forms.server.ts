import type { z } from "zod";
import type { ParamsOf, EndpointDeclaration } from "../../../../contract/endpoint";
import * as dynamicFormFiles from "../../../../contract/endpoints/dynamic-form-files";
import * as dynamicForms from "../../../../contract/endpoints/dynamic-forms";
import type { DynamicFormBody, DynamicSubmit } from "../../../../contract/wire/dynamic-forms";
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

/**
 * The params of the contract's endpoint a description's address names (the
 * method too, where the description gives one): anything else is refused as
 * the broker's error, like an address outside the form.
 */
function describedParams<E extends EndpointDeclaration>(declared: E, clientId: string, form: string, submit: Submit, checkMethod = true): ParamsOf<E> {
  const path = dynamicSubmitPath(clientId, form, submit);
  const pattern = new RegExp(`^${declared.path.replace(/^\/v2\//, "").replace(/\{(\w+)\}/g, "(?<$1>[^/]+)")}$`);
  const groups = pattern.exec(path)?.groups;
  if (!groups || (checkMethod && submit.method.toLowerCase() !== declared.method)) {
    throw new V2Error(normaliseError({ code: "v2.unexpected-address", message: "A dynamic form's address is not the contract's" }, 502));
  }
  return Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, decodeURIComponent(value)])) as ParamsOf<E>;
}

/** Dynamic forms (the KYC questionnaire): fetched by POST, each step sent wrapped in `data` to its own address. */
export function dynamicFormCalls(client: V2Client) {
  return {
    dynamicForm: (clientId: string, form: string, locale: string) =>
      client.call(dynamicForms.getDynamicForm, { params: { client: clientId, form }, body: { locale } }),
    saveDynamicStep: (clientId: string, form: string, submit: Submit, data: Record<string, unknown>) =>
      client.call(dynamicForms.saveDynamicFormStep, { params: describedParams(dynamicForms.saveDynamicFormStep, clientId, form, submit), body: { data } }),
    completeDynamicForm: (clientId: string, form: string, submit: Submit) =>
      client.call(dynamicForms.completeDynamicForm, { params: describedParams(dynamicForms.completeDynamicForm, clientId, form, submit) }),
    /** A file question's file, multipart `file` to the field's own `upload` address (the required-document upload's checks). */
    uploadDynamicFile: (clientId: string, form: string, upload: Submit, file: File, idempotencyKey?: string) =>
      client.call(dynamicFormFiles.uploadDynamicFormFile, {
        params: describedParams(dynamicFormFiles.uploadDynamicFormFile, clientId, form, upload, false),
        body: { file },
        idempotencyKey,
      }),
  };
}
