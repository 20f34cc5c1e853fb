/**
 * The one request body reader of the registry: JSON for most routes, form
 * data for uploads. Whatever a caller sends, it answers a value for zod or
 * a 400 `generic.bad-request`, never an exception that becomes a 500:
 * malformed JSON, multipart without a boundary or cut short, text the
 * database cannot hold (input-guard.ts).
 *
 * Every read of the bytes goes through `readRawBody`, which holds the
 * route's cap (`BodyLimit`): a body whose Content-Length is over it is
 * refused before a byte is read, and one without (chunked) is read chunk by
 * chunk and cancelled as soon as it passes the cap. Either way the answer
 * is 413 `generic.payload-too-large` and at most the cap is held in memory.
 * The idempotency layer hashes the same capped bytes, and the parsers below
 * reuse them: nothing reads the raw stream a second time.
 */
import type { BodyLimit, BrokerContext } from "./context";
import { ApiError, badRequest, payloadTooLarge } from "./errors";
import { findTextProblem, refuseText } from "./input-guard";

import type { BodyType } from "../../contract/endpoint";
export type { BodyType };

/** Cap of every route that does not declare its own (JSON bodies, and mutating calls without a body). */
export const maxJsonBodyBytes = 256 * 1024;
export const defaultBodyLimit: BodyLimit = { maxBytes: maxJsonBodyBytes };

const formTypes = /multipart\/form-data|application\/x-www-form-urlencoded/i;

export async function readBody(c: BrokerContext, type: BodyType): Promise<unknown> {
  const value = type === "multipart" ? await readForm(c) : await readJson(c);
  const problem = findTextProblem(value);
  if (problem) throw refuseText(problem, "body");
  return value;
}

/** 413 for a body over `limit`, with the upload field's code when the route names one. */
function bodyTooLarge(limit: BodyLimit): ApiError {
  return payloadTooLarge(limit.maxBytes, limit.field ? { [limit.field]: ["upload.too-large"] } : {});
}

/**
 * The request body's bytes, at most `limit.maxBytes` of them (the route's
 * cap, set by the registry), read once and kept for the next caller.
 * Throws 413 (`bodyTooLarge`) on a declared Content-Length over the cap
 * without reading, or as soon as the bytes read pass it (the stream is
 * cancelled; the bytes read so far are dropped).
 */
export async function readRawBody(c: BrokerContext, limit: BodyLimit = c.get("bodyLimit") ?? defaultBodyLimit): Promise<Uint8Array> {
  const cached = c.get("rawBody");
  if (cached) return cached;

  const declared = Number(c.req.header("content-length"));
  if (declared > limit.maxBytes) throw bodyTooLarge(limit);

  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = c.req.raw.body;
  if (stream) {
    const reader = stream.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limit.maxBytes) throw bodyTooLarge(limit);
        chunks.push(value);
      }
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw error;
    } finally {
      reader.releaseLock();
    }
  }

  // A fresh buffer of the exact size: a stream's chunks may be views on a larger shared pool.
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  c.set("rawBody", bytes);
  // Hono's own readers (parseBody…) read these bytes, not the consumed stream (as hono/body-limit does).
  if (stream) c.req.raw = new Request(c.req.raw, { body: bytes });
  return bytes;
}

async function readJson(c: BrokerContext): Promise<unknown> {
  const text = new TextDecoder().decode(await readRawBody(c));
  // The library's validator (registry.ts) reads the body as text from Hono's cache: these bytes,
  // and an empty body reads `{}` there as here (not a 400 "malformed JSON").
  (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text.trim() ? text : "{}");
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
  await readRawBody(c);
  try {
    return await c.req.parseBody({ all: true });
  } catch (error) {
    // A check of ours stays what it is.
    if (error instanceof ApiError) throw error;
    // The platform's form-data parser throws a TypeError for a missing
    // boundary, a body cut short or a broken part header: the caller's fault.
    throw badRequest("The form data cannot be read (boundary missing, or the body is cut short).");
  }
}
