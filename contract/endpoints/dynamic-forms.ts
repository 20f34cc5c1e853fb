/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/dynamic-forms.ts. */
import { endpoint } from "../endpoint";
import { DynamicFormParams, DynamicFormFetchInput, DynamicFormBody, DynamicStepParams, DynamicStepInput, DynamicStepSavedBody } from "../wire/dynamic-forms";
import { SessionQuery, SessionBody } from "../wire/session";

export const getDynamicForm = endpoint({
  method: "post",
  path: "/v2/clients/{client}/dynamic-forms/{form}",
  summary: "The dynamic form (SPEC section 7: dynamic data is fetched by POST): its steps, fields and what is saved so far",
  description:
    "Body `{ locale? }` (`fr-fr`…): the words of the form in that language (else the brand country's). Each step names the method and " +
    "address its answers go to (`submit`), and carries the answers saved for it. Reads only: no Idempotency-Key is stored (the answer holds personal data).",
  tags: ["dynamic-forms"],
  auth: "customer",
  idempotency: false,
  params: DynamicFormParams,
  body: DynamicFormFetchInput,
  response: DynamicFormBody,
});

export const saveDynamicFormStep = endpoint({
  method: "put",
  path: "/v2/clients/{client}/dynamic-forms/{form}/steps/{step}",
  summary: "Save one step's answers (wrapped in `data`), checked against the step's fields",
  description:
    "Body `{ data: { <field name>: value } }`: strings for text, date (`YYYY-MM-DD`), choice and IBAN, numbers, booleans for yes/no; a file question's answer is the file uploaded at its `upload` address (its `data` is ignored). " +
    "422 `validation.failed` with a code per field (`field.required`, `field.too-long`, `field.not-allowed`, `social-security.format`, `social-security.check`, `social-security.birth-date`, " +
    "`iban.*`, `dynamic-form.too-small`/`too-large`/`not-integer`/`too-early`/`too-late`). Saving again replaces the step's answers. Unknown step: 404.",
  tags: ["dynamic-forms"],
  auth: "customer",
  params: DynamicStepParams,
  body: DynamicStepInput,
  response: DynamicStepSavedBody,
  errors: [404, 422],
});

export const completeDynamicForm = endpoint({
  method: "post",
  path: "/v2/clients/{client}/dynamic-forms/{form}/completion",
  summary: "Finish the form: every step must be saved and valid; clears must_do_qualification; answers the SPEC Session",
  description:
    "422 `dynamic-form.incomplete` with `errors: { <step code>: ['dynamic-form.step-incomplete'] }` for each step missing or no longer valid. " +
    "Otherwise the account's must_do_qualification is cleared, a client is marked qualified (with its birth date and social security " +
    "number), and the answer is the Session of this token (as GET clients/{client}/session). Completing again answers the same.",
  tags: ["dynamic-forms"],
  auth: "customer",
  // The answer holds the session token: never stored for replays; completing twice is harmless.
  idempotency: false,
  params: DynamicFormParams,
  query: SessionQuery,
  response: SessionBody,
  errors: [422],
});
