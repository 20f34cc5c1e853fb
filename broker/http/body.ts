/**
 * The one request body reader of the registry: JSON for most routes, form
 * data for uploads. Whatever a caller sends, it answers a value for zod or
 * a 400 `generic.bad-request`, never an exception that becomes a 500:
 * malformed JSON, multipart without a boundary or cut short, text the
 * database cannot hold (input-guard.ts).
 */
import type { BrokerContext } from "./context";
import { ApiError, badRequest } from "./errors";
import { findTextProblem, refuseText } from "./input-guard";

export type BodyType = "json" | "multipart";

const formTypes = /multipart\/form-data|application\/x-www-form-urlencoded/i;

export async function readBody(c: BrokerContext, type: BodyType): Promise<unknown> {
  const value = type === "multipart" ? await readForm(c) : await readJson(c);
  const problem = findTextProblem(value);
  if (problem) throw refuseText(problem, "body");
  return value;
}

async function readJson(c: BrokerContext): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}

async function readForm(c: BrokerContext): Promise<unknown> {
  const contentType = c.req.header("content-type") ?? "";
  if (!formTypes.test(contentType)) return {};
  try {
    return await c.req.parseBody({ all: true });
  } catch (error) {
    // A body limit or another check of ours stays what it is.
    if (error instanceof ApiError) throw error;
    // The platform's form-data parser throws a TypeError for a missing
    // boundary, a body cut short or a broken part header: the caller's fault.
    throw badRequest("The form data cannot be read (boundary missing, or the body is cut short).");
  }
}
