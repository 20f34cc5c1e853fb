/**
 * An endpoint's declaration (contract/endpoint.ts) as a route of
 * `@hono/zod-openapi` (`createRoute`): the library validates its params,
 * query and body with the declared schemas and generates /v2/openapi.json
 * from the same routes (`app.getOpenAPI31Document`), so the document cannot
 * drift from the code. What the library does not know is said here: who may
 * call (security), the Idempotency-Key header, and the error answers each
 * route can give (SPEC section 8 shape, `contract/wire/errors.ts`).
 */
import { createRoute, z, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { ErrorBody } from "../../contract/wire/errors";
import { isMutating, type BinaryResponse, type EndpointDeclaration } from "../../contract/endpoint";
import type { BrokerEnv } from "./context";

/** A declaration as the registry holds it (its schemas untyped here). */
type Route = Omit<EndpointDeclaration, "params" | "query" | "body" | "response"> & { params?: unknown; query?: unknown; body?: unknown; response: unknown };

const ERROR_STATUS_TEXT: Record<number, string> = {
  400: "Malformed request",
  401: "Missing or invalid brand token or session token",
  404: "Not found, or not visible to this brand and client",
  409: "Idempotency-Key still in flight",
  413: "Request body over this call's cap (generic.payload-too-large)",
  422: "Validation failed, or Idempotency-Key reused with another request",
  415: "Content-Type is not the body's media type",
  429: "Rate limited (see Retry-After)",
};

/**
 * The error shape, one component of the document that every error answer
 * refers to. Built here, after the library extended zod: a schema made before
 * (contract/ does not import the library) has no `.openapi()`.
 */
const ErrorSchema = z.object(ErrorBody.shape).openapi("Error");

const takesIdempotencyKey = (route: Route) => isMutating(route.method) && route.auth !== "public" && route.idempotency !== false;

/** The statuses a route's error answers can have, besides those it declares (`errors`). */
function errorStatuses(route: Route): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  if (route.auth !== "public") statuses.add(401);
  if (route.auth === "customer" || route.auth === "client" || route.path.includes("{")) statuses.add(404);
  if (route.body || route.query || route.params) statuses.add(422);
  if (isMutating(route.method) && route.auth !== "public") {
    statuses.add(409);
    statuses.add(422);
  }
  // Every reader of the body (the handler's, the idempotency layer's) holds the route's cap.
  if (route.body || takesIdempotencyKey(route)) statuses.add(413);
  // The library refuses a body sent as another media type than the declared one.
  if (route.body) statuses.add(415);
  return [...statuses].sort();
}

const files = (answer: BinaryResponse) => Object.fromEntries(answer.binary.map((type) => [type, { schema: { type: "string" as const, format: "binary" } }]));

function successResponse(route: Route) {
  if (route.status === 204) return { description: "Success" };
  const response = route.response as RouteConfig["responses"][string] | BinaryResponse;
  return {
    description: "Success",
    content: {
      ...("binary" in response ? files(response as BinaryResponse) : { "application/json": { schema: route.response as never } }),
      // The same answer as a file when the query asks for it (quote documents' `output=download-zip`).
      ...(route.download ? files(route.download) : {}),
    },
  };
}

/** `get /v2/clients/{client}/quote-documents` → `getClientsClientQuoteDocuments`: stable across releases. */
const operationId = (route: Route) =>
  `${route.method}${route.path
    .replace(/^\/v2/, "")
    .replace(/[{}]/g, "")
    .replace(/[/-](\w)/g, (_, ch: string) => ch.toUpperCase())}`;

/** The library's route for a declaration; `middleware` runs before its validators (auth first: 401 before 422). */
export function openApiRoute(route: Route, middleware: MiddlewareHandler<BrokerEnv>[]) {
  const responses: RouteConfig["responses"] = { [String(route.status ?? 200)]: successResponse(route) };
  for (const status of errorStatuses(route))
    responses[String(status)] = { description: ERROR_STATUS_TEXT[status] ?? "Error", content: { "application/json": { schema: ErrorSchema } } };
  const mediaType = route.bodyType === "multipart" ? "multipart/form-data" : "application/json";
  return createRoute({
    method: route.method,
    path: route.path,
    operationId: operationId(route),
    summary: route.summary,
    description: route.description,
    tags: route.tags ? [...route.tags] : undefined,
    security: route.auth === "public" ? [] : route.auth === "brand" ? [{ brandToken: [] }] : [{ brandToken: [], sessionToken: [] }],
    // Read by the idempotency layer (http/idempotency.ts), not validated as a part of the request.
    parameters: takesIdempotencyKey(route)
      ? [
          {
            name: "Idempotency-Key",
            in: "header",
            required: false,
            description: "Replays the stored answer of an earlier identical request (24 h).",
            schema: { type: "string", maxLength: 255 },
          },
        ]
      : undefined,
    request: {
      params: route.params as never,
      query: route.query as never,
      body: route.body ? { required: true, content: { [mediaType]: { schema: route.body as never } } } : undefined,
    },
    responses,
    middleware,
  });
}

/** What the document says besides the routes: the two tokens. */
export function registerDocumentComponents(app: OpenAPIHono<BrokerEnv>): void {
  app.openAPIRegistry.registerComponent("securitySchemes", "brandToken", {
    type: "http",
    scheme: "bearer",
    description: "Brand API token of the calling portal server.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "sessionToken", {
    type: "apiKey",
    in: "header",
    name: "X-Session-Token",
    description: "Session token of the signed-in user.",
  });
}

export const documentInfo = {
  title: "Broker API",
  version: "2.0.0",
  description: "Reference broker v2 API of the customer self-service portal (SPEC section 7).",
};
