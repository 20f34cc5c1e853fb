import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { Agent, request as undiciRequest, type Dispatcher } from "undici";
import { v2CallsInFlight, v2PoolConnectionsMax } from "~/utils/request/metrics.server";
import { onProcessClose } from "~/utils/request/process-close.server";

/**
 * HTTP to the broker with undici (the client behind Node's fetch) through its `request` API and
 * kept-alive connection pools, one pool per lane (decision 0072). The hand-written node:http
 * transport before it saved under 15% of a page's server CPU (decision 0083 and its History), so the
 * library does the connection work: keep-alive (it honours the broker's Keep-Alive hint), the
 * per-origin connection cap and the queue behind it.
 */
export type WireRequest = {
  method: string;
  headers: Record<string, string>;
  body: string | Buffer | null;
  /** Aborted when the browser goes away. */
  signal?: AbortSignal;
  /** Until the whole answer is read, or until its headers for a stream. */
  timeoutMs: number;
  /** Hand the body over as a stream (downloads) instead of reading it whole. */
  stream?: boolean;
  /** Which connections carry it: pages' calls by default, downloads when streamed (decision 0072). */
  lane?: Lane;
};

/**
 * `session`: the liveness check every page waits on first (decision 0028), with a 3-second
 * timeout of its own; behind pages' calls in their queue it timed out under load and showed
 * the maintenance page.
 */
export type Lane = "pages" | "session";

export type WireResponse = {
  status: number;
  header(name: string): string | undefined;
  /** The body read whole, as text (empty when streamed). */
  text: string;
  /** The body as a web stream, for `stream` requests only. */
  body: ReadableStream<Uint8Array> | null;
};

export class TransportError extends Error {
  constructor(
    readonly kind: "timeout" | "aborted" | "unreachable",
    options?: ErrorOptions,
  ) {
    super(`broker ${kind}`, options);
    this.name = "TransportError";
  }
}

// At most 16 connections to the broker per portal process; further calls wait their turn in the
// pool's queue, first come first served (decision 0072). Unbounded, 50 visitors' homes kept ~350
// calls open on a broker that answers one query at a time: most calls took half a second, and a
// few waited 20 to 30 seconds behind the rest (the visitor gave up at 10).
export const maxBrokerConnections = 16;
// An idle connection is dropped after 4 s when the broker gives no Keep-Alive hint (its own ends at 5 s).
const poolOptions = { connections: maxBrokerConnections, keepAliveTimeout: 4_000 } as const;
const lanes = {
  pages: new Agent(poolOptions),
  session: new Agent(poolOptions),
  // Downloads stream to the browser at its pace and hold their connection meanwhile: they have
  // connections of their own, so slow downloads never hold up pages' calls.
  downloads: new Agent({ ...poolOptions, connections: 4 * maxBrokerConnections }),
};
for (const lane of ["pages", "session"] as const) v2PoolConnectionsMax.set({ lane }, maxBrokerConnections);
v2PoolConnectionsMax.set({ lane: "downloads" }, 4 * maxBrokerConnections);

/** Closes the broker connections once the process has stopped answering (graceful shutdown). */
export async function closeBrokerConnections(): Promise<void> {
  await Promise.all(Object.values(lanes).map((agent) => agent.close()));
}
onProcessClose(closeBrokerConnections);

/**
 * Errors of a connection the broker closed before answering, typically a kept-alive one closed as it
 * was reused: the request did not get through, and POSTs carry their idempotency key anyway.
 */
const droppedConnection = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);

export async function send(url: URL, request: WireRequest): Promise<WireResponse> {
  // The browser is already gone: nothing is sent.
  if (request.signal?.aborted) throw new TransportError("aborted");
  const lane = request.stream ? "downloads" : (request.lane ?? "pages");
  v2CallsInFlight.inc({ lane });
  // One timer covers the whole call until its answer is read (its headers for a stream); the
  // browser leaving aborts it too, a download's transfer included.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TransportError("timeout")), request.timeoutMs);
  const onAbort = () => controller.abort(new TransportError("aborted"));
  request.signal?.addEventListener("abort", onAbort, { once: true });
  const finish = () => {
    v2CallsInFlight.dec({ lane });
    clearTimeout(timer);
    if (!request.stream) request.signal?.removeEventListener("abort", onAbort);
  };
  try {
    const answer = await dispatch(url, request, controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted || !droppedConnection.has((error as NodeJS.ErrnoException).code ?? "")) throw error;
      return dispatch(url, request, controller.signal);
    });
    const header = (name: string) => {
      const value = answer.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : value;
    };
    if (request.stream) return { status: answer.statusCode, header, text: "", body: Readable.toWeb(answer.body) as ReadableStream<Uint8Array> };
    return { status: answer.statusCode, header, text: await answer.body.text(), body: null };
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason;
    throw new TransportError("unreachable", { cause: error });
  } finally {
    finish();
  }
}

function dispatch(url: URL, request: WireRequest, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
  const dispatcher = request.stream ? lanes.downloads : lanes[request.lane ?? "pages"];
  return undiciRequest(url, { method: request.method as Dispatcher.HttpMethod, headers: request.headers, body: request.body, signal, dispatcher });
}

/**
 * A multipart form as the bytes and content type fetch would have sent, but
 * with a boundary derived from the content instead of a random one: the same
 * form encodes to the same bytes every time, so a repeat sent with the same
 * Idempotency-Key (a retried upload) is the same request to the broker,
 * which hashes the body to tell a repeat from a misuse of the key.
 */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type") ?? "multipart/form-data";
  const body = Buffer.from(await encoded.arrayBuffer());
  const random = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!random) return { body, contentType };
  const placeholder = Buffer.from("\0boundary\0");
  const parts = splitOn(body, Buffer.from(random));
  const boundary = `portal-${createHash("sha256")
    .update(Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [placeholder, part]))))
    .digest("hex")
    .slice(0, 40)}`;
  const separator = Buffer.from(boundary);
  return {
    body: Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part]))),
    contentType: contentType.replace(random, boundary),
  };
}

function splitOn(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}
