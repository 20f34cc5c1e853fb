/**
 * Input the database cannot hold is refused at the door, for every route,
 * before a handler or a middleware reaches a query with it:
 *
 * - PostgreSQL refuses U+0000 in `text` ("invalid byte sequence for encoding
 *   UTF8: 0x00") and in `jsonb`; a lone UTF-16 surrogate cannot be encoded at
 *   all (the driver would store U+FFFD instead). Other C0 control characters
 *   are stored, but no form field has a use for them, so strings refuse all
 *   of them except tab, line feed and carriage return (text areas).
 * - A JSON body nested deeper than `maxBodyDepth` is refused: `JSON.parse`
 *   reads any depth, but serialising it again for a `jsonb` column overflows
 *   the stack.
 *
 * A path segment with a control character cannot be an id: 404, as for any
 * unknown id. A query or body with one is a bad request: 400.
 */
import { createMiddleware } from "hono/factory";
import { ERROR_CODES } from "../../contract/wire/errors";
import type { BrokerEnv } from "./context";
import { ApiError, notFound, type FieldErrors } from "./errors";

const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * True when `value` holds a C0 control character (in text: other than tab,
 * LF and CR; in an id: any, and DEL) or half of a surrogate pair.
 */
function hasUnstorable(value: string, kind: "text" | "id"): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (kind === "id" || (code !== 0x09 && code !== 0x0a && code !== 0x0d)) return true;
    } else if (code === 0x7f) {
      if (kind === "id") return true;
    } else if (isSurrogate(code)) {
      if (!isHighSurrogate(code) || !isLowSurrogate(value.charCodeAt(i + 1))) return true;
      i++; // a proper pair: one astral character (emoji)
    }
  }
  return false;
}

export const maxBodyDepth = 32;

/** Field error codes under `errors` of the 400 (the answer's `code` is `generic.bad-request`). */
export type TextProblemCode = "field.control-character" | "body.too-deep";
export type TextProblem = { path: string; code: TextProblemCode };

export const hasUnstorableText = (value: string): boolean => hasUnstorable(value, "text");

/** A key that is itself the problem must not be echoed raw in the answer. */
const printable = (key: string) => [...key].map((char) => (hasUnstorable(char, "id") ? "\uFFFD" : char)).join("");

/**
 * The first string (or object key) that cannot be stored, or the first
 * object nested too deep, as a dotted path (`third_parties.0.name`).
 * Iterative: a hostile depth cannot overflow the stack here either.
 * Files (Blob) are skipped: their bytes go through files/uploads.ts.
 */
export function findTextProblem(value: unknown, maxDepth = maxBodyDepth): TextProblem | null {
  const pending: { value: unknown; path: readonly string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === "string") {
      if (hasUnstorableText(current)) return { path: path.join(".") || "body", code: "field.control-character" };
      continue;
    }
    if (typeof current !== "object" || current === null || current instanceof Blob) continue;
    if (path.length >= maxDepth) return { path: path.join("."), code: "body.too-deep" };
    const children = Object.entries(current);
    for (const [key] of children) if (hasUnstorableText(key)) return { path: [...path, printable(key)].join("."), code: "field.control-character" };
    // Reversed onto the stack, so that the first problem in document order is the one named.
    for (const [key, child] of children.reverse()) pending.push({ value: child, path: [...path, key] });
  }
  return null;
}

/** 400 `generic.bad-request` naming the field, for a body or a query that cannot be stored. */
export function refuseText(problem: TextProblem, part: "body" | "query"): ApiError {
  const errors: FieldErrors = { [problem.path]: [problem.code] };
  return new ApiError(400, ERROR_CODES.badRequest, {
    title: "Bad request",
    details: part === "body" ? "The request body holds characters that cannot be stored." : "The query string holds characters that cannot be stored.",
    errors,
  });
}

function decodedSegments(pathname: string): string[] {
  return pathname.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment; // malformed escapes stay as they are: no route id can match them anyway
    }
  });
}

/**
 * App-wide, before routing: every path parameter of every route (registry
 * routes, signing pages, the mailbox) and every query value is checked once here.
 */
export const inputGuard = createMiddleware<BrokerEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (decodedSegments(url.pathname).some((segment) => hasUnstorable(segment, "id"))) throw notFound();
  if (url.search) {
    const query: Record<string, string[]> = {};
    for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
    const problem = findTextProblem(query, 2);
    if (problem) throw refuseText({ ...problem, path: problem.path.replace(/\.\d+$/, "") }, "query");
  }
  await next();
});
