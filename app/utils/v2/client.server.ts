import type { BrandTheme } from "../../../brands/types";
import { clientAddress } from "~/utils/request/client-address.server";
import { requestIdOf } from "~/utils/request/request-id.server";
import { getEnv } from "~/utils/request/env.server";
import type { Locale } from "~/utils/routing/locale";
import { abortedError, normaliseError, type NormalisedError } from "~/utils/v2/errors";
import { retryDelayMs, shouldRetry } from "~/utils/v2/retry-policy";
import { logger } from "~/utils/request/logger.server";
import { v2CallDuration, v2CallFailures, v2FailureKind, v2Operation } from "~/utils/request/metrics.server";
import { pathOf, type AnswerOf, type BinaryResponse, type BodyOf, type EndpointDeclaration, type ParamsOf, type QueryOf } from "../../../contract/endpoint";
import { encodeForm, send, TransportError, type Lane, type WireResponse } from "~/utils/v2/transport.server";

/**
 * Server-side client of the broker's v2 API (SPEC section 7). Loaders and
 * actions use it; the browser never talks to the broker.
 */
export class V2Error extends Error {
  constructor(readonly error: NormalisedError) {
    super(error.rawMessage ?? `v2 request failed with status ${error.status}`);
    this.name = "V2Error";
  }
}

export type V2ClientOptions = {
  baseUrl: string;
  /** Bearer token of the brand. */
  token: string;
  /** The signed-in user's v2 session token, when there is one. */
  sessionToken?: string | null;
  timeoutMs: number;
  /** Aborted when the browser goes away: the call is dropped, not reported. */
  signal?: AbortSignal;
  /** The end user's address, for the broker's per-address rate limits. */
  clientAddress?: string | null;
  /** The portal request's id: the broker's log lines for the call carry it too. */
  requestId?: string | null;
  /** `session`: the liveness check every page waits on, on connections of its own (decision 0072). */
  lane?: Lane;
  /**
   * The browser asked for a file's headers only (HEAD): a download is asked the same way, so the
   * broker sends no bytes and records no download (issue 41 point 5: only a GET delivers a document).
   */
  headersOnly?: boolean;
};

type CallOptions = {
  query?: object;
  /** Lets the broker recognise a repeat. Generated when absent for POST/PATCH; sent for any other method when given. */
  idempotencyKey?: string;
};

export type V2Client = ReturnType<typeof createV2Client>;

export function createV2Client(options: V2ClientOptions) {
  function url(path: string, query?: CallOptions["query"]): URL {
    const target = new URL(`v2/${path.replace(/^\/+/, "")}`, options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`);
    for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    return target;
  }

  /** `template`: the endpoint's declared path under v2/, what logs and metrics name (never the ids in it: they identify people). */
  async function call(
    method: string,
    path: string,
    template: string,
    body: string | Buffer | null,
    contentType: string | null,
    callOptions: CallOptions,
    stream = false,
  ): Promise<WireResponse> {
    // A PUT that is not idempotent in effect (a mandate: a new one each time) passes its form's key too (decision 0280).
    const idempotencyKey = callOptions.idempotencyKey ?? (method === "POST" || method === "PATCH" ? crypto.randomUUID() : null);
    const headers: Record<string, string> = { Accept: "application/json, application/pdf, application/zip, */*", Authorization: `Bearer ${options.token}` };
    if (options.sessionToken) headers["X-Session-Token"] = options.sessionToken;
    if (options.clientAddress) headers["X-Forwarded-For"] = options.clientAddress;
    if (options.requestId) headers["X-Request-Id"] = options.requestId;
    if (contentType) headers["Content-Type"] = contentType;
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    const target = url(path, callOptions.query);
    const operation = v2Operation(method, template);
    const observe = (started: number, status: number | "timeout" | "unreachable") => {
      v2CallDuration.observe({ operation, status: String(status) }, (performance.now() - started) / 1000);
      const failure = v2FailureKind(status);
      if (failure) v2CallFailures.inc({ operation, kind: failure });
    };

    for (let attempt = 0; ; attempt++) {
      let response: WireResponse;
      const started = performance.now();
      try {
        response = await send(target, { method, headers, body, signal: options.signal, timeoutMs: options.timeoutMs, stream, lane: options.lane });
      } catch (cause) {
        if (options.signal?.aborted) throw new V2Error(abortedError());
        const timedOut = cause instanceof TransportError && cause.kind === "timeout";
        observe(started, timedOut ? "timeout" : "unreachable");
        // The system's error code (ECONNREFUSED, ECONNRESET…) says which way the broker failed.
        const code = ((cause as Error).cause as NodeJS.ErrnoException | undefined)?.code;
        logger.warn("v2.unreachable", { method, path: template, timedOut, ...(code ? { code } : {}) });
        // A broker that does not answer is a maintenance situation for the user.
        throw new V2Error(normaliseError({ code: timedOut ? "v2.timeout" : "v2.unreachable" }, timedOut ? 504 : 503));
      }
      logger.debug("v2.call", { method, path: template, status: response.status, ms: Math.round(performance.now() - started) });
      observe(started, response.status);
      if (response.status >= 200 && response.status < 300) return response;
      if (shouldRetry({ method, status: response.status, attempt, idempotencyKey })) {
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(response.header("retry-after") ?? null)));
        continue;
      }
      throw new V2Error(normaliseError(await errorBody(response), response.status, response.header("retry-after") ?? null));
    }
  }

  async function json<T>(method: string, path: string, template: string, payload: unknown, callOptions: CallOptions): Promise<T> {
    const body = payload === undefined ? null : JSON.stringify(payload);
    const response = await call(method, path, template, body, body === null ? null : "application/json", callOptions);
    return (response.status !== 204 && response.text ? JSON.parse(response.text) : undefined) as T;
  }

  /** Multipart upload; the boundary comes from the FormData itself. */
  async function form<T>(path: string, template: string, form: FormData, callOptions: CallOptions): Promise<T> {
    const { body, contentType } = await encodeForm(form);
    const response = await call("POST", path, template, body, contentType, callOptions);
    return (response.text ? JSON.parse(response.text) : undefined) as T;
  }

  return {
    /**
     * One endpoint of the contract (contract/endpoints/): its path filled from
     * `params`, the query and body its schemas take, the answer its schema
     * gives. A multipart endpoint's body is sent as form data.
     */
    call: <E extends EndpointDeclaration>(endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>> => {
      const path = relativePath(endpoint, input.params);
      const callOptions = { query: input.query as object | undefined, idempotencyKey: input.idempotencyKey };
      const method = endpoint.method.toUpperCase();
      if (endpoint.bodyType === "multipart") return form(path, templateOf(endpoint), formDataOf(input.body), callOptions);
      // A mutating call without a body still sends `{}`: the idempotency key is bound to what was sent.
      const payload = method === "GET" || method === "DELETE" ? undefined : (input.body ?? {});
      return json(method, path, templateOf(endpoint), payload, callOptions);
    },
    /**
     * A file the endpoint declares (a binary answer, or a `download` alongside
     * its JSON one), passed through to the browser as a stream with only the
     * headers that describe the file.
     */
    download: async <E extends EndpointDeclaration & FileEndpoint>(endpoint: E, input: CallInput<E>): Promise<Response> => {
      const path = relativePath(endpoint, input.params);
      const upstream = await call(
        options.headersOnly ? "HEAD" : "GET",
        path,
        templateOf(endpoint),
        null,
        null,
        { query: input.query as object | undefined },
        true,
      );
      const headers = new Headers({ "Cache-Control": "private, no-store" });
      for (const name of ["content-type", "content-disposition", "content-length"]) {
        const value = upstream.header(name);
        if (value) headers.set(name, value);
      }
      return new Response(upstream.body, { status: 200, headers });
    },
  };
}

/** The endpoint's address under the base URL's `v2/` (what the logs and metrics name, ids masked). */
const relativePath = (endpoint: EndpointDeclaration, params: unknown) => pathOf(endpoint, params as Record<string, unknown> | undefined).replace(/^\/v2\//, "");

/** What logs and metrics name a call by: its declared path, each `{param}` as `:id` (`clients/:id/contracts/:id`). */
export const templateOf = (endpoint: EndpointDeclaration) => endpoint.path.replace(/^\/v2\//, "").replace(/\{\w+\}/g, ":id");

/** An endpoint that answers a file: its answer is binary, or it declares a `download` beside its JSON. */
export type FileEndpoint = { response: BinaryResponse } | { download: BinaryResponse };

// A part whose fields are all optional (or that has none) may be left out.
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : Record<never, never> extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a call sends: the path's params, the query and the body, as the endpoint's schemas take them. */
export type CallInput<E extends EndpointDeclaration> = Part<"params", ParamsOf<E>> &
  Part<"query", QueryOf<E>> &
  Part<"body", BodyOf<E>> & {
    /** Lets the broker recognise a repeat. Generated when absent for POST/PATCH; sent for any other method when given. */
    idempotencyKey?: string;
  };

/** A multipart body: each field once, files with their names. */
function formDataOf(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof File) form.append(name, item, item.name);
      else if (item !== undefined && item !== null) form.append(name, String(item));
    }
  }
  return form;
}

async function errorBody(response: WireResponse): Promise<unknown> {
  const text = response.body ? await new Response(response.body).text().catch(() => "") : response.text;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 500);
  }
}

/**
 * The v2 client for one request: base address and bearer token chosen by the
 * brand (and country, when configured per country), SPEC section 7.
 */
export function v2ForRequest(
  request: Request,
  brand: BrandTheme,
  locale: Locale,
  sessionToken: string | null = null,
  options: { timeoutMs?: number; lane?: Lane } = {},
): V2Client {
  const env = getEnv();
  const baseUrl = env.BROKER_API_URLS[brand.code] ?? env.BROKER_API_URL;
  const token = env.BROKER_TOKENS[`${brand.code}:${locale.country}`] ?? env.BROKER_TOKENS[brand.code];
  if (!baseUrl || !token) {
    // A brand without configuration is an operations problem: show maintenance, not a crash.
    throw new V2Error(normaliseError({ code: "v2.not-configured", message: `No v2 configuration for brand ${brand.code}` }, 503));
  }
  return createV2Client({
    baseUrl,
    token,
    sessionToken,
    timeoutMs: Math.min(options.timeoutMs ?? env.BROKER_TIMEOUT_MS, env.BROKER_TIMEOUT_MS),
    signal: request.signal,
    clientAddress: clientAddress(request),
    requestId: requestIdOf(request),
    lane: options.lane,
    headersOnly: request.method === "HEAD",
  });
}
