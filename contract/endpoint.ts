/**
 * One v2 endpoint, declared once (docs/decisions/0197): what the broker
 * mounts its handler against, what the OpenAPI document is generated from,
 * and what the portal's calls take their path, inputs and answer type from.
 * Plain zod and types only: both the broker and the portal import it.
 *
 *   export const listQuotes = endpoint({
 *     method: "get", path: "/v2/clients/{client}/quotes", auth: "customer",
 *     summary: "…", params: ClientParams, response: QuoteListBody,
 *   });
 */
import type { z } from "zod";

export type Method = "get" | "post" | "put" | "patch" | "delete";

/**
 * Who may call an endpoint:
 * - `public`: anyone (health, openapi);
 * - `brand`: the portal server with a brand API token (logged-out flows);
 * - `session`: + a valid X-Session-Token;
 * - `customer`: + `{client}` is the session's current client or prospect;
 * - `client`: + `{client}` is the session's current client (prospects get 404).
 */
export type Auth = "public" | "brand" | "session" | "customer" | "client";

/** A file answer; several content types when the file is whatever was uploaded. */
export type BinaryResponse = { readonly binary: readonly string[] };
export const binary = <const T extends readonly [string, ...string[]]>(...contentTypes: T): { readonly binary: T } => ({ binary: contentTypes });

/** `multipart` for uploads: fields and `z.file()`s are validated from form data. */
export type BodyType = "json" | "multipart";

export type ObjectSchema = z.ZodType<Record<string, unknown>>;

export type EndpointDeclaration = {
  readonly method: Method;
  /** OpenAPI-style path: `/v2/clients/{client}/contracts/{contract}`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly auth: Auth;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: z.ZodType;
  readonly bodyType?: BodyType;
  /** Wire shape of the success answer (unknown keys are stripped), or binary(…) for downloads. */
  readonly response: z.ZodType | BinaryResponse;
  /**
   * The same success status answered as a file when the query asks for it
   * (quote documents' `output=download-zip`): documented beside the JSON one.
   */
  readonly download?: BinaryResponse;
  /** Success status; 204 sends no body. Default 200 (201 is common for POST creations). */
  readonly status?: 200 | 201 | 202 | 204;
  /** Error statuses worth documenting besides the ones implied by `auth`. */
  readonly errors?: readonly number[];
  /**
   * `false` turns off Idempotency-Key handling for a mutating endpoint. For answers
   * that carry a fresh secret (login → session token): a stored replay would keep
   * that secret in clear in `idempotency_key` for 24 h.
   */
  readonly idempotency?: false;
};

/** Declares an endpoint, keeping its literal types (path, method, schemas) for the broker's handler and the portal's call. */
export const endpoint = <const E extends EndpointDeclaration>(declaration: E): E => declaration;

export const isMutating = (method: Method) => method !== "get";

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the params of the path, the query and the body, as the schemas take them. */
export type ParamsOf<E extends EndpointDeclaration> = SchemaInput<E["params"]>;
export type QueryOf<E extends EndpointDeclaration> = SchemaInput<E["query"]>;
export type BodyOf<E extends EndpointDeclaration> = SchemaInput<E["body"]>;

/** What the endpoint answers on success: its schema's output (a file endpoint answers bytes, typed by its caller). */
export type AnswerOf<E extends EndpointDeclaration> = E["status"] extends 204
  ? undefined
  : E["response"] extends z.ZodType
    ? SchemaOutput<E["response"]>
    : never;

/** `/v2/clients/{client}` with `{ client: "a b" }` → `/v2/clients/a%20b` (ids come from users and links: always encoded). */
export function pathOf(declaration: Pick<EndpointDeclaration, "path">, params: Record<string, unknown> | undefined): string {
  return declaration.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${declaration.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
