import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBroker, type TestBroker } from "./harness";

let t: TestBroker;
beforeAll(async () => {
  t = await createTestBroker();
});
afterAll(() => t.close());

describe("health and OpenAPI", () => {
  it("GET /v2/health needs no token and checks the database", async () => {
    const res = await t.request("/v2/health", { brand: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("serves an OpenAPI 3.1 document built from the route schemas", async () => {
    const res = await t.request("/v2/openapi.json", { brand: null });
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.brandToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.schemas.Error.required).toEqual(expect.arrayContaining(["status_code", "code", "title", "details", "message", "errors"]));
    const put = doc.paths["/v2/clients/{client}"].put;
    expect(put.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "client", in: "path", required: true }),
        expect.objectContaining({ name: "Idempotency-Key", in: "header" }),
      ]),
    );
    // Optional profile fields are clearable: a string, or null to clear it.
    expect(put.requestBody.content["application/json"].schema.properties.profile.properties.email.anyOf).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: "string", format: "email" }), { type: "null" }]),
    );
    expect(put.responses["200"].content["application/json"].schema.properties.is_agent).toEqual({ type: "boolean" });
    expect(put.responses["404"].content["application/json"].schema.$ref).toBe("#/components/schemas/Error");
    expect(doc.paths["/v2/health"].get.security).toEqual([]);
    // No stray JSON Schema draft markers inside an OpenAPI document.
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
    expect(JSON.stringify(doc)).not.toContain("#/$defs/");
  });

  it("unknown paths answer the error shape with 404", async () => {
    const res = await t.request("/v2/nowhere");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status_code: 404, code: "generic.not-found", errors: {} });
  });

  it("serves the dev mailbox outside production, with links in bodies", async () => {
    const { enqueueEmail, enqueueSms } = await import("../outbox/outbox");
    await enqueueEmail(t.db, {
      brandId: "azura",
      to: "someone@example.com",
      subject: "Your <link>",
      text: "Open https://portal.example/login?token=abc now",
      template: "magic-link",
    });
    await enqueueSms(t.db, { brandId: "azura", to: "+33600000000", text: "Code 123456" });
    const res = await t.request("/dev/mailbox", { brand: null });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<a href="https://portal.example/login?token=abc">');
    expect(html).toContain("Your &lt;link&gt;");
    // Newest first: the SMS was queued last.
    expect(html.indexOf("Code 123456")).toBeLessThan(html.indexOf("Your &lt;link&gt;"));
  });

  it("the outbox sender stores messages when no SMTP is configured", async () => {
    const { createOutboxSender } = await import("../outbox/sender");
    const { outbox } = await import("../db/schema");
    const { createLogger } = await import("../log");
    const sender = createOutboxSender({ db: t.db, from: "x@example.com", log: createLogger(false) });
    expect(await sender.deliverPending()).toBeGreaterThanOrEqual(2);
    const rows = await t.db.select({ status: outbox.status }).from(outbox);
    expect(rows.every((r) => r.status === "stored")).toBe(true);
    await sender.stop();
  });
});

describe("/dev/mailbox in production", () => {
  it("is not mounted", async () => {
    const prod = await createTestBroker({ config: { appEnv: "production" } });
    try {
      const res = await prod.request("/dev/mailbox", { brand: null });
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
