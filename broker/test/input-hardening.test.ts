/**
 * Input a caller can send that the database cannot hold, or that the
 * parsers cannot read, answers 400 or 404 in the SPEC section 8 shape on
 * every route, never 500 (issue 9, defect 2).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRoutes } from "../routes";
import { insertContract, insertRequiredDocument } from "./fixtures/contracts";
import { insertClaim } from "./fixtures/payments-quotes-claims";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let base: string;
let ids: { contract: string; claim: string; requiredDocument: string };

beforeAll(async () => {
  t = await createTestBroker();
  s = await t.sessionFor(BRAND, "client");
  base = `/v2/clients/${s.clientId}`;
  const owner = { brandId: BRAND, clientId: s.clientId! };
  const contract = await insertContract(t.db, owner);
  const claim = await insertClaim(t.db, { ...owner, contractId: contract.id });
  const required = await insertRequiredDocument(t.db, { ...owner, contractId: contract.id });
  ids = { contract: contract.id, claim: claim.id, requiredDocument: required.id };
});
afterAll(() => t.close());

const send = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  t.request(path, { brand: BRAND, session: s.token, ...init });

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { code: string; status_code: number; errors: Record<string, string[]> };
  expect(body).toMatchObject({ status_code: status, code });
  return body;
}

describe("path parameters", () => {
  it("answers 404 generic.not-found for a NUL (or another control character) in any path parameter of any route", async () => {
    let checked = 0;
    for (const route of allRoutes) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const target of names) {
        for (const bad of ["%00", "ctr%00x", "%1B", "%0A"]) {
          const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === target ? bad : name === "client" ? s.clientId! : "x"));
          const res = await send(path, { method: route.method.toUpperCase() });
          expect(res.status, `${route.method} ${path}`).toBe(404);
          expect(((await res.json()) as { code: string }).code).toBe("generic.not-found");
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it("covers pages outside the registry too (signing pages)", async () => {
    await expectError(await t.request("/sandbox/sign/%00", { brand: null }), 404, "generic.not-found");
  });
});

describe("query strings", () => {
  it("answers 400 generic.bad-request naming the parameter", async () => {
    const body = await expectError(await send(`${base}/contracts/${ids.contract}/claim-requirements?nature=%00`), 400, "generic.bad-request");
    expect(body.errors).toEqual({ nature: ["field.control-character"] });
    await expectError(await send(`${base}/contracts?include=a&include=b%01`), 400, "generic.bad-request");
  });
});

describe("JSON bodies", () => {
  it("answers 400 for a NUL in a string on every route taking JSON", async () => {
    // Path values that pass the params schemas (enums), so that the body is what is judged.
    const fillers: Record<string, string> = { client: s.clientId!, type: "sepa", space: "customer" };
    let checked = 0;
    for (const route of allRoutes) {
      if (!route.body || route.bodyType === "multipart") continue;
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => fillers[name] ?? "unknown-id");
      const res = await send(path, { method: route.method.toUpperCase(), body: { login: "a\u0000b@example.com", text: "x" } });
      expect(res.status, `${route.method} ${route.path}`).toBe(400);
      expect((await res.json()) as unknown).toMatchObject({ code: "generic.bad-request", errors: { login: ["field.control-character"] } });
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("names nested fields and keys (jsonb columns), and refuses hostile nesting", async () => {
    const claim = {
      contract_id: ids.contract,
      nature: "collision",
      occurrence_date: "2024-03-01",
      circumstances: "Choc\r\n\tarrière",
      physical_injury: false,
      third_party_involved: true,
      third_parties: [{ "name\u0000": "Durand" }],
      statements: [],
    };
    const key = await expectError(await send(`${base}/claims`, { body: claim }), 400, "generic.bad-request");
    expect(key.errors).toEqual({ "third_parties.0.name\ufffd": ["field.control-character"] });
    const lone = await expectError(
      await send(`${base}/claims`, { body: { ...claim, third_parties: [], circumstances: "half \ud83d" } }),
      400,
      "generic.bad-request",
    );
    expect(lone.errors).toEqual({ circumstances: ["field.control-character"] });
    const deep = "[".repeat(50_000) + "]".repeat(50_000);
    const nested = await expectError(await send(`${base}/claims`, { body: `{"third_parties":${deep}}` }), 400, "generic.bad-request");
    expect(Object.values(nested.errors)).toEqual([["body.too-deep"]]);
  });
});

describe("single-line fields (issue 41, point 7)", () => {
  it("refuses line breaks, tabs and bidi controls with 422 on the field, in delegations, claims and the public contact", async () => {
    const delegation = {
      firstname: "Jean\nPaul",
      lastname: "Dupont\u202E",
      email: "jean.dupont@example.com",
      phone: "06 12 34 56 78",
      gender: "M",
      function: "manager",
    };
    const refusedDelegation = await expectError(await send(`${base}/delegations`, { body: delegation }), 422, "validation.failed");
    expect(refusedDelegation.errors).toEqual({ firstname: ["field.layout-character"], lastname: ["field.layout-character"] });

    const claim = {
      contract_id: ids.contract,
      nature: "collision",
      occurrence_date: "2024-03-01",
      // A text area keeps its lines.
      circumstances: "Choc\r\n\tarrière",
      physical_injury: false,
      third_party_involved: true,
      third_parties: [{ name: "Durand\tMartin" }],
      statements: [],
    };
    const refusedClaim = await expectError(await send(`${base}/claims`, { body: claim }), 422, "validation.failed");
    expect(refusedClaim.errors).toEqual({ "third_parties.0.name": ["field.layout-character"] });

    const contact = {
      name: "Jean\r\nBcc: someone@example.com",
      email: "jean.dupont@example.com",
      phone: "06 12 34 56 78",
      reason: "quote\u2066",
      day: "2030-01-07",
      message: "Bonjour,\nrappelez-moi.",
    };
    const refusedContact = await expectError(await t.request("/v2/requests/contact", { brand: BRAND, body: contact }), 422, "validation.failed");
    expect(refusedContact.errors).toMatchObject({ name: ["field.layout-character"], reason: ["field.layout-character"] });
    expect(refusedContact.errors.message).toBeUndefined();
  });
});

describe("multipart bodies", () => {
  const uploads = () => [
    `${base}/claims/${ids.claim}/proof-files`,
    `${base}/contracts/${ids.contract}/terminations-requests`,
    `${base}/contracts/${ids.contract}/documents-required/${ids.requiredDocument}`,
    "/v2/termination-requests",
  ];
  const part = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4';

  it("answers 400 for form data without a boundary", async () => {
    for (const path of uploads()) {
      const res = await send(path, { method: "POST", body: `${part}\r\n--x--\r\n`, headers: { "content-type": "multipart/form-data" } });
      await expectError(res, 400, "generic.bad-request");
    }
  });

  it("answers 400 for a body cut short", async () => {
    for (const path of uploads()) {
      const res = await send(path, { method: "POST", body: part, headers: { "content-type": "multipart/form-data; boundary=x" } });
      await expectError(res, 400, "generic.bad-request");
    }
  });

  it("answers 400 for a NUL in a text field", async () => {
    const form = new FormData();
    form.append("reason", "sale_of_asset");
    form.append("details", "sold\u0000");
    const body = await expectError(
      await send(`${base}/contracts/${ids.contract}/terminations-requests`, { method: "POST", body: form }),
      400,
      "generic.bad-request",
    );
    expect(body.errors).toEqual({ details: ["field.control-character"] });
  });
});

describe("request id", () => {
  it("sends back the caller's X-Request-Id when it looks like an id, a new one otherwise", async () => {
    const given = await send(`${base}/claims`, { headers: { "x-request-id": "portal-req-12345678" } });
    expect(given.headers.get("x-request-id")).toBe("portal-req-12345678");
    const replaced = await send(`${base}/claims`, { headers: { "x-request-id": "camille@example.com" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const error = await send(`${base}/contracts/%00`);
    expect(error.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
