import { z } from "zod";

/** Error body of every non-2xx answer (SPEC section 8). */
export const ErrorBody = z.object({
  status_code: z.number().int(),
  code: z.string(),
  title: z.string(),
  details: z.string(),
  message: z.string(),
  /** Field path (dots, e.g. `profile.email`) → messages. Empty when not a field error. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Codes the portal may branch on. */
export const ERROR_CODES = {
  badCredentials: "auth/bad_credentials",
  invalidAuthToken: "generic.invalid-auth-token",
  invalidApiToken: "generic.invalid-api-token",
  notFound: "generic.not-found",
  badRequest: "generic.bad-request",
  /** 413: the request body is over the call's cap (JSON 256 KB; uploads: their files' caps plus 64 KB). */
  payloadTooLarge: "generic.payload-too-large",
  methodNotAllowed: "generic.method-not-allowed",
  internal: "generic.internal-error",
  validationFailed: "validation.failed",
  rateLimited: "rate-limited",
  idempotencyConflict: "idempotency.conflict",
  idempotencyMismatch: "idempotency.mismatch",
  requiredDocumentMissing: "required-document-missing",
  /** PUT clients/{client}/phone-confirmations: wrong, expired or used code (422, field `code`). */
  phoneConfirmationInvalidCode: "phone-confirmation.invalid-code",
  /** 403: the caller's function for this client does not give the call's permission (decision 0120). */
  forbiddenByFunction: "delegation.forbidden",
  /** 403 at sign-in: the account acts for no client and is no prospect any more (its delegation was revoked; decision 0169). No session is opened. */
  accessWithdrawn: "authentication.access-withdrawn",
  /** POST clients/{client}/dynamic-forms/{form}/completion: steps missing or no longer valid (422, one entry per step). */
  dynamicFormIncomplete: "dynamic-form.incomplete",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | (string & {});
