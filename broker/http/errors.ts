/**
 * Errors as the portal reads them (SPEC section 8): throw an ApiError (or one
 * of the helpers below) anywhere; the app's error handler renders it.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { ERROR_CODES, type ErrorBody, type ErrorCode } from "../../contract/wire/errors";
import { fieldCodeOf } from "../domain/field-errors";
import type { Logger } from "../log";
import { errorLogFields } from "./error-log";

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly title: string;
  readonly details: string;
  readonly errors: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode,
    opts: { title: string; details?: string; message?: string; errors?: FieldErrors; headers?: Record<string, string> },
  ) {
    super(opts.message ?? opts.title);
    this.name = "ApiError";
    this.status = status as ContentfulStatusCode;
    this.code = code;
    this.title = opts.title;
    this.details = opts.details ?? "";
    this.errors = opts.errors ?? {};
    this.headers = opts.headers ?? {};
  }

  toBody(): ErrorBody {
    return {
      status_code: this.status,
      code: this.code,
      title: this.title,
      details: this.details,
      message: this.message,
      errors: this.errors,
    };
  }
}

// ---- the catalogue; prefer these to ad-hoc ApiErrors so codes stay consistent

/** 404 for anything missing OR not visible to this brand/client: never reveal existence. */
export const notFound = () =>
  new ApiError(404, ERROR_CODES.notFound, {
    title: "Not found",
    details: "The requested resource does not exist.",
  });

export const invalidAuthToken = () =>
  new ApiError(401, ERROR_CODES.invalidAuthToken, {
    title: "Invalid session",
    details: "The session token is missing, invalid or expired.",
    message: "Unauthenticated",
  });

export const invalidApiToken = () =>
  new ApiError(401, ERROR_CODES.invalidApiToken, {
    title: "Invalid API token",
    details: "The brand API token is missing, invalid or expired.",
  });

export const badCredentials = () =>
  new ApiError(401, ERROR_CODES.badCredentials, {
    title: "Bad credentials",
    details: "The login or password is incorrect.",
  });

export const validationFailed = (errors: FieldErrors, details = "Some fields are invalid.") =>
  new ApiError(422, ERROR_CODES.validationFailed, {
    title: "Validation failed",
    details,
    message: "An error occurred, verify your information before trying again.",
    errors,
  });

export const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(429, ERROR_CODES.rateLimited, {
    title: "Too many requests",
    details: `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    headers: { "Retry-After": String(retryAfterSeconds) },
  });

export const requiredDocumentMissing = (errors: FieldErrors = {}) =>
  new ApiError(422, ERROR_CODES.requiredDocumentMissing, {
    title: "Required document missing",
    details: "A required document is missing.",
    errors,
  });

export const badRequest = (details: string) => new ApiError(400, ERROR_CODES.badRequest, { title: "Bad request", details });

/** 413 for a request body over the route's cap (http/body.ts); `errors` names the upload field, if any. */
export const payloadTooLarge = (maxBytes: number, errors: FieldErrors = {}) =>
  new ApiError(413, ERROR_CODES.payloadTooLarge, {
    title: "Payload too large",
    details: `The request body is larger than this call accepts (${maxBytes} bytes).`,
    errors,
  });

/**
 * Zod issues → `{ "profile.email": ["field.email"] }` (root issues under
 * `fallbackKey`): codes the portal translates, never zod's English text.
 */
export function fieldErrorsFromZod(error: z.ZodError, fallbackKey = "body"): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : fallbackKey;
    const code = fieldCodeOf(issue);
    const list = (out[key] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  return out;
}

export function errorResponse(c: Context, err: ApiError): Response {
  for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
  return c.json(err.toBody(), err.status);
}

/** The app's onError: every thrown thing becomes the SPEC error shape. */
export function handleError(log: Logger) {
  return (err: Error, c: Context): Response => {
    if (err instanceof ApiError) return errorResponse(c, err);
    if (err instanceof z.ZodError) return errorResponse(c, validationFailed(fieldErrorsFromZod(err)));
    if (err instanceof HTTPException) {
      const status = err.status;
      return errorResponse(
        c,
        new ApiError(status, status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest, {
          title: status === 404 ? "Not found" : "Bad request",
          details: "",
        }),
      );
    }
    // Unknown failure: class and code only, never the message or the stack
    // (driver messages quote the query parameters; stacks carry source paths).
    log.error("unhandled_error", {
      requestId: (c.get("requestId" as never) as string | undefined) ?? null,
      route: (c.get("routeId" as never) as string | undefined) ?? null,
      method: c.req.method,
      ...errorLogFields(err),
    });
    return errorResponse(
      c,
      new ApiError(500, ERROR_CODES.internal, {
        title: "Internal error",
        details: "An error occurred, please try again later.",
      }),
    );
  };
}
