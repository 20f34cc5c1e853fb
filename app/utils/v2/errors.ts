/**
 * The normalised error (SPEC section 3) and its parsing from every shape the
 * v2 API answers with (SPEC section 8). Isomorphic and pure.
 */
export type NormalisedError = {
  status: number;
  title: string | null;
  details: string | null;
  code: string | null;
  rawMessage: string | null;
  aborted: boolean;
  /** Field path (dots turned into slashes) to messages. */
  errors: Record<string, string[]>;
  /** The broker's Retry-After (a 429, a 503) in seconds, when it sent one. */
  retryAfterSeconds: number | null;
};

/** A Retry-After header in seconds (delta-seconds or an HTTP date), or null; at least 1. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number.parseInt(trimmed, 10));
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(1, Math.ceil((date - now) / 1000));
}

export const invalidAuthTokenCode = "generic.invalid-auth-token";
export const badCredentialsCode = "auth/bad_credentials";
/** 403 at sign-in: the account's only access (a delegation) was withdrawn; no session was opened (decision 0169). */
export const accessWithdrawnCode = "authentication.access-withdrawn";
/** 403 on a call: the person's function for the client does not allow it (decision 0120). */
export const forbiddenByFunctionCode = "delegation.forbidden";
export const unauthenticatedMessage = "Unauthenticated";

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function statusOf(body: UnknownRecord, fallback: number | undefined): number {
  for (const key of ["status", "status_code", "statusCode"]) {
    const value = body[key];
    const number = typeof value === "string" ? Number.parseInt(value, 10) : value;
    if (typeof number === "number" && Number.isInteger(number) && number >= 100 && number <= 599) return number;
  }
  return fallback ?? 500;
}

/** `contract.address.city` → `contract/address/city` (SPEC section 5). */
export function fieldPath(key: string): string {
  return key.replace(/\./g, "/");
}

function fieldErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const result: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).map(text).filter((m): m is string => m !== null);
    if (list.length > 0) result[fieldPath(key)] = list;
  }
  return result;
}

/**
 * Reads any error body (JSON object, text, nothing) and the HTTP status into
 * one shape. `generic.invalid-auth-token` always counts as 401.
 */
export function normaliseError(body: unknown, httpStatus?: number, retryAfter?: string | null): NormalisedError {
  const record = isRecord(body) ? body : {};
  const code = text(record.code);
  const rawMessage = text(record.rawMessage) ?? text(record.message) ?? (typeof body === "string" ? text(body) : null);
  let status = statusOf(record, httpStatus);
  if (code === invalidAuthTokenCode || rawMessage === unauthenticatedMessage) status = 401;
  return {
    status,
    title: text(record.title),
    details: text(record.details),
    code,
    rawMessage,
    aborted: false,
    errors: fieldErrors(record.errors),
    retryAfterSeconds: parseRetryAfter(retryAfter),
  };
}

export function abortedError(): NormalisedError {
  return { status: 0, title: null, details: null, code: null, rawMessage: null, aborted: true, errors: {}, retryAfterSeconds: null };
}

/** SPEC section 8: 401 logs out, except a bad-credentials answer on a login form. */
export function shouldLogOut(error: NormalisedError, options: { personalSession?: boolean } = {}): boolean {
  if (error.status !== 401) return false;
  if (error.code === badCredentialsCode) return false;
  return !options.personalSession;
}

/**
 * Server field errors as conform expects them (`SubmissionResult.error`):
 * slash paths back to conform's dotted/indexed names (`items/0/name` →
 * `items[0].name`), unknown fields kept under the form (`""`).
 */
export function toConformErrors(error: NormalisedError, knownFields?: readonly string[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.errors)) {
    const name = path
      .split("/")
      .map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
      .join("");
    const key = knownFields && !knownFields.includes(name) ? "" : name;
    result[key] = [...(result[key] ?? []), ...messages];
  }
  return result;
}

export type ErrorKind = "not-found" | "maintenance" | "rate-limited" | "fatal";

/** SPEC section 8: which full-page error a status shows. */
export function errorKind(status: number | undefined): ErrorKind {
  const effective = status ?? 500;
  // SPEC section 8: 403 has the not-found words unless the error brings its own (a function's refusal does: decision 0170).
  if (effective === 403 || effective === 404) return "not-found";
  if (effective === 502 || effective === 503 || effective === 504) return "maintenance";
  // Not in SPEC section 8: too many attempts gets its own words rather than "internal error".
  if (effective === 429) return "rate-limited";
  return "fatal";
}

/** SPEC section 9: statuses that show the go-back button unless a caller says otherwise. */
export const goBackStatuses = [403, 404, 500] as const;

export function showsGoBack(status: number | undefined, forced?: boolean): boolean {
  if (forced !== undefined) return forced;
  return (goBackStatuses as readonly number[]).includes(status ?? 500);
}

/** SPEC section 8: client errors are not sent to error reporting. */
export function isReportable(status: number | undefined): boolean {
  return status === undefined || status < 300 || status > 499;
}
