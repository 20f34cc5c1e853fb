/**
 * /v2/openapi.json, generated from the same route declarations and zod
 * schemas that validate requests: the document cannot drift from the code.
 */
import { z } from "zod";
import { ErrorBody as ErrorSchemaForDocs } from "../../contract/wire/errors";
import { isMutating, type BinaryResponse, type Route } from "./registry";

type JsonSchema = Record<string, unknown>;

const ERROR_STATUS_TEXT: Record<number, string> = {
  400: "Malformed request",
  401: "Missing or invalid brand token or session token",
  404: "Not found, or not visible to this brand and client",
  409: "Idempotency-Key still in flight",
  413: "Request body over this call's cap (generic.payload-too-large)",
  422: "Validation failed, or Idempotency-Key reused with another request",
  429: "Rate limited (see Retry-After)",
};

export function buildOpenApiDocument(routes: readonly Route[], info: { title: string; version: string; description?: string }) {
  const components: Record<string, JsonSchema> = {};
  // Zod puts schemas having `.meta({ id })` in `$defs`; hoist them into components.
  const toJson = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
    const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
    const { $schema: _ignored, $defs, ...rest } = json;
    const rewrite = (value: unknown): JsonSchema => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, unknown>)) components[id] = rewrite(def);
    return rewrite(rest);
  };
  components.Error = toJson(ErrorSchemaForDocs, "output");

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters: unknown[] = [];
    const addParams = (schema: unknown, where: "path" | "query") => {
      if (!schema) return;
      const json = toJson(schema as z.ZodType, "input");
      const props = (json.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((json.required ?? []) as string[]);
      for (const [name, prop] of Object.entries(props)) {
        const { description, ...propSchema } = prop;
        parameters.push({ name, in: where, required: where === "path" || required.has(name), description, schema: propSchema });
      }
    };
    addParams(route.params, "path");
    addParams(route.query, "query");
    if (isMutating(route.method) && route.auth !== "public" && route.idempotency !== false) {
      parameters.push({
        name: "Idempotency-Key",
        in: "header",
        required: false,
        description: "Replays the stored answer of an earlier identical request (24 h).",
        schema: { type: "string", maxLength: 255 },
      });
    }

    const security = route.auth === "public" ? [] : route.auth === "brand" ? [{ brandToken: [] }] : [{ brandToken: [], sessionToken: [] }];

    const status = route.status ?? 200;
    const success: Record<string, unknown> = { description: "Success" };
    if (status !== 204) {
      const response = route.response as z.ZodType | BinaryResponse;
      const files = (answer: BinaryResponse) => Object.fromEntries(answer.binary.map((type) => [type, { schema: { type: "string", format: "binary" } }]));
      success.content = {
        ...("binary" in response ? files(response) : { "application/json": { schema: toJson(response, "output") } }),
        // The same answer as a file when the query asks for it (quote documents' `output=download-zip`).
        ...(route.download ? files(route.download) : {}),
      };
    }
    const errorStatuses = new Set<number>(route.errors ?? []);
    if (route.auth !== "public") errorStatuses.add(401);
    if (route.auth === "customer" || route.auth === "client" || route.path.includes("{")) errorStatuses.add(404);
    if (route.body || route.query || route.params) errorStatuses.add(422);
    if (isMutating(route.method) && route.auth !== "public") {
      errorStatuses.add(409);
      errorStatuses.add(422);
    }
    // Every reader of the body (the handler's, the idempotency layer's) holds the route's cap.
    if (route.body || (isMutating(route.method) && route.auth !== "public" && route.idempotency !== false)) errorStatuses.add(413);
    const responses: Record<string, unknown> = { [String(status)]: success };
    for (const s of [...errorStatuses].sort()) {
      responses[String(s)] = {
        description: ERROR_STATUS_TEXT[s] ?? "Error",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    }

    const operation: Record<string, unknown> = {
      operationId: `${route.method}${route.path
        .replace(/^\/v2/, "")
        .replace(/[{}]/g, "")
        .replace(/[/-](\w)/g, (_, ch: string) => ch.toUpperCase())}`,
      summary: route.summary,
      description: route.description,
      tags: route.tags,
      security,
      parameters,
      responses,
    };
    if (route.body) {
      const mediaType = route.bodyType === "multipart" ? "multipart/form-data" : "application/json";
      operation.requestBody = { required: true, content: { [mediaType]: { schema: toJson(route.body as z.ZodType, "input") } } };
    }
    (paths[route.path] ??= {})[route.method] = operation;
  }

  return {
    openapi: "3.1.0",
    info,
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        brandToken: { type: "http", scheme: "bearer", description: "Brand API token of the calling portal server." },
        sessionToken: { type: "apiKey", in: "header", name: "X-Session-Token", description: "Session token of the signed-in user." },
      },
    },
  };
}
