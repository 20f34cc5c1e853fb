/**
 * The route registry: each endpoint is declared ONCE, in contract/endpoints/
 * (method, path, auth, schemas, answers), where the portal's calls read it
 * too; the broker adds its handler here, and the same declaration mounts the
 * Hono route (auth chain, validation, response shaping) and documents it in
 * /v2/openapi.json (openapi.ts).
 *
 *   // contract/endpoints/clients.ts
 *   export const getClient = endpoint({
 *     method: "get", path: "/v2/clients/{client}", auth: "client",
 *     summary: "…", params: ClientParams, response: ClientBody,
 *   });
 *   // broker/routes/clients.ts
 *   export const getClient = implement(endpoints.getClient, {
 *     handler: async ({ db, scope, client }) => …,
 *   });
 *
 * A client route gets its `scope` (brand + current client); a route with
 * `loads: "contract"` gets the `{contract}` of its path too, loaded in that
 * scope (another client's id is a 404 before the handler runs). A customer
 * route with `loads: "quote"` gets its `{quote}`, and as `owner` that quote's
 * holder (scope/quotes.ts).
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { isMutating, type Auth, type BinaryResponse, type BodyType, type EndpointDeclaration, type ObjectSchema } from "../../contract/endpoint";
import type { Database } from "../db/client";
import { withFields, type Logger } from "../log";
import { requireBrand } from "./brand-auth";
import type { AppDeps, BodyLimit, Brand, BrokerContext, BrokerEnv, Client, CurrentSession, Owner } from "./context";
import { defaultBodyLimit, readBody } from "./body";
import { openApiRoute } from "./openapi";
import { ApiError, fieldErrorsFromZod, validationFailed } from "./errors";
import { idempotency } from "./idempotency";
import { loadContract, scopeOf, type Scope } from "../scope/contract";
import { requireClientScope, requireCustomerScope } from "../scope/ownership";
import { loadQuote } from "../scope/quotes";
import { requirePermission } from "../scope/permissions";
import type { ContractRow } from "../views/contracts";
import type { QuoteRow } from "../views/quotes";
import { requireSession } from "./session";

export type { Auth, BinaryResponse, Method } from "../../contract/endpoint";
export { binary } from "../../contract/endpoint";

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type Reply<R> = R extends z.ZodType ? z.input<R> | Response : Response;

type AuthContext<A extends Auth> = A extends "client"
  ? { brand: Brand; session: CurrentSession; owner: Extract<Owner, { kind: "client" }>; client: Client; scope: Scope }
  : A extends "customer"
    ? { brand: Brand; session: CurrentSession; owner: Owner }
    : A extends "session"
      ? { brand: Brand; session: CurrentSession }
      : A extends "brand"
        ? { brand: Brand }
        : Record<never, never>;

/** What a route asks the registry to load before its handler runs: a client route's contract, a customer route's quote. */
export type Loads = "contract" | "quote" | undefined;
type Loaded<L extends Loads> = L extends "contract" ? { contract: ContractRow } : L extends "quote" ? { quote: QuoteRow } : Record<never, never>;

export type HandlerInput<A extends Auth, P, Q, B, L extends Loads = undefined> = {
  c: BrokerContext;
  db: Database;
  deps: AppDeps;
  /** Request time from the injectable clock: use it instead of `new Date()`. */
  now: Date;
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
} & AuthContext<A> &
  Loaded<L>;

/** What the broker adds to an endpoint's declaration (contract/): how it answers, nothing the caller sees. */
export type Implementation<A extends Auth, P, Q, B, R, L extends Loads = undefined> = {
  /**
   * `contract`: the `{contract}` of the path, loaded in the client's scope, is handed as `contract` (auth "client",
   * params with `contract`). `quote`: the `{quote}` among the quotes the caller reaches, handed as `quote`, its
   * holder as `owner` (auth "customer", params with `quote`).
   */
  loads?: L;
  /**
   * Cap of the request body (default `maxJsonBodyBytes`, 256 KB). Held by every
   * reader of the body, the idempotency layer's included: over it, 413
   * `generic.payload-too-large` before more is buffered. Uploads declare theirs
   * (`uploadBodyLimit` in routes/contract/shared.ts).
   */
  bodyLimit?: BodyLimit;
  /** Extra middleware run after auth and scoping (e.g. rateLimit(...)). */
  middleware?: MiddlewareHandler<BrokerEnv>[];
  handler: (input: HandlerInput<A, P, Q, B, L>) => Promise<Reply<R>>;
};

export type RouteDefinition<A extends Auth, P, Q, B, R, L extends Loads = undefined> = Omit<
  EndpointDeclaration,
  "auth" | "params" | "query" | "body" | "response"
> & { auth: A; params?: P; query?: Q; body?: B; response: R } & Implementation<A, P, Q, B, R, L>;

type AnyRoute = RouteDefinition<Auth, unknown, unknown, unknown, unknown, Loads>;
export type Route = AnyRoute;

/** A route declared here whole: the broker's own (dev pages) and tests' routes. The v2 API's are `implement`ed from contract/. */
export function defineRoute<
  const A extends Auth,
  P extends ObjectSchema | undefined = undefined,
  Q extends ObjectSchema | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | BinaryResponse = z.ZodType,
  const L extends Loads = undefined,
>(route: RouteDefinition<A, P, Q, B, R, L>): Route {
  return route as unknown as Route;
}

/** The broker's handler for an endpoint of the contract (contract/endpoints/): the declaration is not repeated. */
export function implement<const E extends EndpointDeclaration, const L extends Loads = undefined>(
  declaration: E,
  implementation: Implementation<E["auth"], E["params"], E["query"], E["body"], E["response"], L>,
): Route {
  return { ...declaration, ...implementation } as unknown as Route;
}

// ---------------------------------------------------------------- mounting

export { isMutating };

/** Mounts each route with `app.openapi` (@hono/zod-openapi): the library validates the request and documents the route. */
export function mountRoutes(app: OpenAPIHono<BrokerEnv>, routes: readonly Route[]): void {
  for (const route of routes) mountRoute(app, route);
}

function authChain(route: Route): MiddlewareHandler<BrokerEnv>[] {
  const chain: MiddlewareHandler<BrokerEnv>[] = [];
  if (route.auth === "public") return chain;
  chain.push(requireBrand);
  // Before the session check so that a replay does not depend on the session still being valid.
  if (isMutating(route.method) && route.idempotency !== false) chain.push(idempotency);
  if (route.auth === "brand") return chain;
  chain.push(requireSession);
  if (route.auth === "client") chain.push(requireClientScope);
  if (route.auth === "customer") chain.push(requireCustomerScope);
  // What the caller's function for the client allows (decision 0120): every client route, before its own middleware.
  if (route.auth === "client" || route.auth === "customer") chain.push(requirePermission(route.method, route.path));
  return chain;
}

/**
 * Reads the body with our reader before the library's validator does: the
 * route's cap (413), malformed JSON or form data (400 generic.bad-request),
 * text the database cannot hold. The validator then parses what was read.
 */
const readBodyFirst =
  (type: BodyType): MiddlewareHandler<BrokerEnv> =>
  async (c, next) => {
    await readBody(c, type);
    await next();
  };

function mountRoute(app: OpenAPIHono<BrokerEnv>, route: Route): void {
  const routeId = `${route.method.toUpperCase()} ${route.path}`;
  // A contract is loaded in a client's scope only: anything else would hand the handler no contract.
  if (route.loads === "contract" && (route.auth !== "client" || !route.path.includes("{contract}")))
    throw new Error(`${routeId}: loads "contract" needs auth "client" and {contract} in the path`);
  if (route.loads === "quote" && (route.auth !== "customer" || !route.path.includes("{quote}")))
    throw new Error(`${routeId}: loads "quote" needs auth "customer" and {quote} in the path`);
  const bodyLimit = route.bodyLimit ?? defaultBodyLimit;
  const tag: MiddlewareHandler<BrokerEnv> = async (c, next) => {
    c.set("routeId", routeId);
    c.set("endpoint", route);
    c.set("bodyLimit", bodyLimit);
    await next();
  };
  const middleware = [tag, ...authChain(route), ...(route.middleware ?? []), ...(route.body ? [readBodyFirst(route.bodyType ?? "json")] : [])];
  app.openapi(openApiRoute(route, middleware), (async (c: BrokerContext) => {
    const valid = (target: string): unknown => c.req.valid(target as never);
    const params = route.params ? valid("param") : undefined;
    const query = route.query ? valid("query") : undefined;
    const body = route.body ? valid(route.bodyType === "multipart" ? "form" : "json") : undefined;
    const scopeOwner = c.get("owner");
    // Handlers' log lines carry the request id and the route pattern without passing them.
    const deps = { ...c.get("deps"), log: withFields(c.get("deps").log, { requestId: c.get("requestId"), route: routeId }) };
    const client = scopeOwner?.kind === "client" ? scopeOwner.client : undefined;
    const scope = client ? scopeOf(c.get("brand"), client) : undefined;
    const contract = route.loads === "contract" && scope ? await loadContract(deps.db, scope, (params as { contract: string }).contract) : undefined;
    const quoted =
      route.loads === "quote" ? await loadQuote(deps.db, c.get("brand").id, c.get("session"), scopeOwner, (params as { quote: string }).quote) : undefined;
    const owner = quoted?.owner ?? scopeOwner;
    const input = {
      c,
      db: deps.db,
      deps,
      now: deps.now(),
      params,
      query,
      body,
      brand: c.get("brand"),
      session: c.get("session"),
      owner,
      client,
      scope,
      contract,
      quote: quoted?.quote,
    };
    const result = await (route.handler as (i: typeof input) => Promise<unknown>)(input);
    if (result instanceof Response) return result;
    const status = route.status ?? 200;
    if (status === 204) return c.body(null, 204);
    return c.json(shapeResponse(route, result, deps.log), status as ContentfulStatusCode);
  }) as never);
}

const parts = { param: "params", query: "query", json: "body", form: "body" } as const;

/**
 * The library's `defaultHook`: a request its validator refused is the SPEC's
 * 422 with a code per field. The refused part is parsed again with
 * `reportInput` so a value sent but refused reads "not allowed" or "format"
 * and a value missing "required" (broker/domain/field-errors.ts).
 */
export const refuseInvalidRequest = (result: { success: boolean; target: string; data?: unknown }, c: BrokerContext): void => {
  if (result.success) return;
  const route = c.get("endpoint");
  const part = parts[result.target as keyof typeof parts] ?? "body";
  const schema = (part === "params" ? route?.params : part === "query" ? route?.query : route?.body) as z.ZodType | undefined;
  const reported = schema?.safeParse(result.data, { reportInput: true });
  const error = reported && !reported.success ? reported.error : (result as unknown as { error: z.ZodError }).error;
  throw validationFailed(fieldErrorsFromZod(error, part));
};

/** Validates the answer against its contract: a mismatch is our bug (500), never the caller's (422). */
function shapeResponse(route: Route, result: unknown, log: Logger): unknown {
  const schema = route.response as z.ZodType;
  const parsed = schema.safeParse(result);
  if (parsed.success) return parsed.data;
  log.error("response_contract_violation", { paths: Object.keys(fieldErrorsFromZod(parsed.error, "$")).join(",") });
  throw new ApiError(500, "generic.internal-error", { title: "Internal error", details: "An error occurred, please try again later." });
}
