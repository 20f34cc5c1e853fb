import { DrizzleQueryError } from "drizzle-orm/errors";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../log";
import type { BrokerEnv } from "./context";
import { errorLogFields } from "./error-log";
import { handleError } from "./errors";

const email = "camille.martin@example.com";
const sourcePath = "/work/app/broker/routes/client/requests.ts";

/** What drizzle throws when PostgreSQL refuses a write: the query, its parameters, and the driver's error as cause. */
function drizzleLikeError(): Error {
  class DatabaseError extends Error {
    code = "23505";
    detail = `Key (email)=(${email}) already exists.`;
    where = `${sourcePath}:27:19`;
  }
  const cause = new DatabaseError(`duplicate key value violates unique constraint "accounts_email" (${email})`);
  cause.name = "error";
  const error = new DrizzleQueryError(
    'insert into "accounts" ("firstname", "email", "phone") values ($1, $2, $3)',
    ["Camille Martin", email, "+33612345678"],
    cause,
  );
  error.stack = `Error: ${error.message}\n    at insertAccount (${sourcePath}:27:19)\n    at file://${sourcePath}:80:3`;
  return error;
}

describe("errorLogFields", () => {
  it("keeps the classes and the SQLSTATE along the cause chain, nothing else", () => {
    expect(errorLogFields(drizzleLikeError())).toEqual({ error_class: "DrizzleQueryError", cause_class: "DatabaseError", error_code: "23505" });
  });

  it("drops codes and names that are not identifiers", () => {
    const odd = Object.assign(Object.create(null) as object, { name: `bad name ${email}`, code: email });
    expect(errorLogFields(odd)).toEqual({ error_class: "unknown", cause_class: null, error_code: null });
    expect(errorLogFields("a string")).toEqual({ error_class: "string", cause_class: null, error_code: null });
  });

  it("stops on a cause cycle", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(errorLogFields(a).cause_class).toBe("Error<Error<Error");
  });
});

describe("unhandled_error log line", () => {
  it("carries the route pattern, the request id and the error class, never an e-mail, a parameter or a source path", async () => {
    const lines: string[] = [];
    const log = createLogger(false, (line) => lines.push(line));
    const app = new Hono<BrokerEnv>();
    app.use("*", async (c, next) => {
      c.set("requestId", "req-0123456789");
      c.set("routeId", "POST /v2/clients/{client}/requests/contact");
      await next();
    });
    app.post("/v2/clients/:client/requests/contact", () => {
      throw drizzleLikeError();
    });
    app.onError(handleError(log));

    const res = await app.request("/v2/clients/cli_demo_azura/requests/contact", { method: "POST" });

    expect(res.status).toBe(500);
    expect((await res.json()) as unknown).toMatchObject({ code: "generic.internal-error" });
    expect(lines).toHaveLength(1);
    const line = lines[0];
    expect(JSON.parse(line)).toMatchObject({
      level: "error",
      event: "unhandled_error",
      requestId: "req-0123456789",
      route: "POST /v2/clients/{client}/requests/contact",
      method: "POST",
      error_class: "DrizzleQueryError",
      cause_class: "DatabaseError",
      error_code: "23505",
    });
    for (const secret of [email, "Camille", "+33612345678", "params", sourcePath, "/work/", "requests.ts", "cli_demo_azura"]) {
      expect(line, secret).not.toContain(secret);
    }
  });
});
