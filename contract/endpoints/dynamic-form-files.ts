/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/dynamic-form-files.ts. */
import { endpoint } from "../endpoint";
import { DynamicFileParams, DynamicFileBody } from "../wire/dynamic-forms";
import { UploadRequiredDocumentInput } from "../wire/contracts";

export const uploadDynamicFormFile = endpoint({
  method: "post",
  path: "/v2/clients/{client}/dynamic-forms/{form}/steps/{step}/files/{field}",
  summary: "Upload the file of a dynamic form's file question (multipart, exactly one file: pdf, jpg or png, 10 MB at most)",
  description:
    "The address is the field's `upload` in the form's description. The checks and refusals of a required document's upload (422 `upload.*` on `file`); " +
    "a new file replaces the previous one. The step's answer for the field is then this file's name (PUT …/steps/{step} takes it from here). " +
    "404 for an unknown form, step or field, or a field that is not a file question.",
  tags: ["dynamic-forms"],
  auth: "customer",
  params: DynamicFileParams,
  body: UploadRequiredDocumentInput,
  bodyType: "multipart",
  response: DynamicFileBody,
  errors: [404, 422],
});
