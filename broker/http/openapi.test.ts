/**
 * /v2/openapi.json lists every endpoint declared in contract/endpoints with
 * every answer it gives: its success status and content types (a file, the
 * quote documents' zip beside their JSON), the error statuses, its path and
 * query parameters and its body's media type.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { EndpointDeclaration } from "../../contract/endpoint";
import { createBrokerApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { createLogger } from "../log";

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

const modules = import.meta.glob<Record<string, unknown>>("../../contract/endpoints/**/*.ts", { eager: true });
const isDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value;
const declarations = Object.values(modules).flatMap((module) => Object.values(module).filter(isDeclaration));

async function document() {
  // The document is made from the routes alone: no request reaches the database.
  const app = createBrokerApp({ db: {} as Database, config: loadConfig({ APP_ENV: "test" }), log: createLogger(false) });
  const res = await app.request("/v2/openapi.json");
  expect(res.status).toBe(200);
  return (await res.json()) as { paths: Record<string, Record<string, Operation>> };
}

const keysOf = (schema: unknown) => Object.keys((schema as z.ZodObject | undefined)?.shape ?? {}).sort();

describe("the OpenAPI document", () => {
  it("has every declared endpoint with its answers, parameters and body", async () => {
    const doc = await document();
    expect(declarations.length).toBeGreaterThan(120);
    for (const declared of declarations) {
      const at = `${declared.method.toUpperCase()} ${declared.path}`;
      const operation = doc.paths[declared.path]?.[declared.method];
      expect(operation, at).toBeDefined();

      const status = String(declared.status ?? 200);
      const response = declared.response as z.ZodType | { binary: readonly string[] };
      const types = declared.status === 204 ? [] : "binary" in response ? [...response.binary] : ["application/json"];
      const expected = [...types, ...(declared.download?.binary ?? [])].sort();
      expect(Object.keys(operation.responses[status]?.content ?? {}).sort(), `${at} → ${status}`).toEqual(expected);

      const errors = new Set(declared.errors ?? []);
      if (declared.auth !== "public") errors.add(401);
      if (declared.params || declared.query || declared.body) errors.add(422);
      for (const error of errors)
        expect(operation.responses[String(error)]?.content?.["application/json"]?.schema?.$ref, `${at} → ${error}`).toBe("#/components/schemas/Error");

      const named = (where: string) =>
        (operation.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => p.name)
          .sort();
      expect(named("path"), `${at} path`).toEqual(keysOf(declared.params));
      expect(named("query"), `${at} query`).toEqual(keysOf(declared.query));
      const mediaType = declared.bodyType === "multipart" ? "multipart/form-data" : "application/json";
      expect(Object.keys(operation.requestBody?.content ?? {}), `${at} body`).toEqual(declared.body ? [mediaType] : []);
    }
  });
});
