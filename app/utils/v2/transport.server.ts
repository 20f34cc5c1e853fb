import { createHash } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { Readable } from "node:stream";

/**
 * HTTP to the broker over node:http with kept-alive connections, rather than the global fetch.
 * A page makes up to seven calls; fetch (undici with WHATWG streams, Headers, two abort signals
 * per call) cost 0.5–0.8 ms of CPU per call on this machine against 0.27 for node:http
 * (docs/decisions/0044).
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

// LIFO: the most recently used connection is the one least likely to have been closed by the broker.
// An idle connection is dropped after 4 s, before the broker's own 5 s keep-alive ends it: Node's
// agent reads the broker's Keep-Alive hint only when given a timeout of its own, and without one it
// kept idle connections the broker had already closed (a page then met "socket hang up").
//
// At most 16 connections to the broker per portal process; further calls wait their turn in the
// agent's queue, first come first served (decision 0072). Unbounded, 50 visitors' homes kept ~350
// calls open on a broker that answers one query at a time: most calls took half a second, and a
// few waited 20 to 30 seconds behind the rest (the visitor gave up at 10).
export const maxBrokerConnections = 16;
const agentOptions = { keepAlive: true, scheduling: "lifo", timeout: 4_000, maxSockets: maxBrokerConnections } as const;
// Downloads stream to the browser at its pace and hold their connection meanwhile: they have
// connections of their own, so slow downloads never hold up pages' calls.
const downloadOptions = { ...agentOptions, maxSockets: 4 * maxBrokerConnections } as const;
/** How a request goes out, per protocol of the broker's address and lane. */
const transports = {
  "http:": { request: http.request, agent: new http.Agent(agentOptions), downloads: new http.Agent(downloadOptions), session: new http.Agent(agentOptions) },
  "https:": {
    request: https.request,
    agent: new https.Agent(agentOptions),
    downloads: new https.Agent(downloadOptions),
    session: new https.Agent(agentOptions),
  },
};

/** Errors of a kept-alive connection the broker closed as it was reused: the request never reached it. */
const droppedConnection = new Set(["ECONNRESET", "EPIPE"]);

export async function send(url: URL, request: WireRequest): Promise<WireResponse> {
  try {
    return await attempt(url, request);
  } catch (error) {
    // The request never reached the broker (see droppedConnection): sent once more.
    if (error instanceof ReusedSocketReset) return attempt(url, request);
    throw error;
  }
}

class ReusedSocketReset extends Error {}

function attempt(url: URL, request: WireRequest): Promise<WireResponse> {
  const transport = transports[url.protocol === "https:" ? "https:" : "http:"];
  const { request: open } = transport;
  const agent = request.stream ? transport.downloads : request.lane === "session" ? transport.session : transport.agent;
  return new Promise<WireResponse>((resolve, reject) => {
    // The browser is already gone: nothing is sent.
    if (request.signal?.aborted) return reject(new TransportError("aborted"));
    let settled = false;
    let responded = false;
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body !== null) headers["Content-Length"] = Buffer.byteLength(request.body);
    const outgoing = open(url, { method: request.method, headers, agent });
    // Listened to before anything can fail: a request destroyed without a listener ("socket hang
    // up") would be an uncaught error, the end of the process.
    outgoing.on("error", (cause: NodeJS.ErrnoException) => {
      if (!responded && outgoing.reusedSocket && droppedConnection.has(cause.code ?? "")) fail(new ReusedSocketReset());
      else fail(new TransportError("unreachable", { cause }));
    });

    function fail(error: Error) {
      if (settled) return;
      settled = true;
      finish();
      outgoing.destroy();
      reject(error);
    }
    function succeed(response: WireResponse) {
      settled = true;
      finish();
      resolve(response);
    }
    const timer = setTimeout(() => fail(new TransportError("timeout")), request.timeoutMs);
    const onAbort = () => fail(new TransportError("aborted"));
    request.signal?.addEventListener("abort", onAbort, { once: true });
    function finish() {
      clearTimeout(timer);
      request.signal?.removeEventListener("abort", onAbort);
    }

    outgoing.on("response", (incoming: IncomingMessage) => {
      responded = true;
      const status = incoming.statusCode ?? 502;
      const header = (name: string) => {
        const value = incoming.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(", ") : value;
      };
      if (request.stream) {
        // The browser going away mid-download stops the transfer from the broker too.
        request.signal?.addEventListener("abort", () => incoming.destroy(), { once: true });
        succeed({ status, header, text: "", body: Readable.toWeb(incoming) as ReadableStream<Uint8Array> });
        return;
      }
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("error", (cause) => fail(new TransportError("unreachable", { cause })));
      incoming.on("end", () => {
        if (!settled) succeed({ status, header, text: Buffer.concat(chunks).toString("utf8"), body: null });
      });
    });
    outgoing.end(request.body ?? undefined);
  });
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
