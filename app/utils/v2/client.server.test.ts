import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getClaim, openPhotoCollection } from "../../../contract/endpoints/claims";
import { listClientContracts } from "../../../contract/endpoints/client/lists";
import { getSession } from "../../../contract/endpoints/clients";
import { downloadCertificate } from "../../../contract/endpoints/contract/files";
import { putMandate } from "../../../contract/endpoints/contract/mandate";
import { approveAmendment } from "../../../contract/endpoints/contract/read";
import { uploadRequiredDocument } from "../../../contract/endpoints/contract/required-documents";
import { health } from "../../../contract/endpoints/health";
import { listQuoteDocuments } from "../../../contract/endpoints/quotes";
import { createV2Client, V2Error } from "~/utils/v2/client.server";

// A real HTTP server on loopback stands in for the broker: the client's
// retries, headers, timeouts and streaming are exercised over the wire.
type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string };
let seen: Seen[] = [];
let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void = () => {};
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

const contracts = { params: { client: "42" } };
const session = { params: { client: "42" } };
const requiredDocument = { client: "42", contract: "1", requiredDocument: "7" };
const pdf = (text: string) => new File([text], "proof.pdf", { type: "application/pdf" });

const client = (overrides: Partial<Parameters<typeof createV2Client>[0]> = {}) =>
  createV2Client({ baseUrl, token: "brand-token", sessionToken: "session-token", timeoutMs: 2_000, ...overrides });

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

describe("v2 client", () => {
  it("sends the brand bearer token and the session token under v2/, with the query", async () => {
    handler = (_req, res) => json(res, 200, { ok: true });
    const result = await client().call(listClientContracts, { ...contracts, query: { include: "signable_documents" } });
    expect(result).toEqual({ ok: true });
    expect(seen[0].url).toBe("/v2/clients/42/contracts?include=signable_documents");
    expect(seen[0].headers.authorization).toBe("Bearer brand-token");
    expect(seen[0].headers["x-session-token"]).toBe("session-token");
  });

  it("sends the portal request's id, so the broker's log lines carry it", async () => {
    handler = (_req, res) => json(res, 200, { ok: true });
    await client({ requestId: "portal-req-12345678" }).call(listClientContracts, contracts);
    await client().call(listClientContracts, contracts);
    expect(seen[0].headers["x-request-id"]).toBe("portal-req-12345678");
    expect(seen[1].headers["x-request-id"]).toBeUndefined();
  });

  it("retries a POST once on 503 with the same Idempotency-Key, then succeeds", async () => {
    let calls = 0;
    handler = (_req, res) => (++calls === 1 ? json(res, 503, { message: "busy" }, { "Retry-After": "0" }) : json(res, 201, { id: 7 }));
    const result = await client().call(approveAmendment, {
      params: { client: "42", contract: "1" },
      body: { amendment_id: "a1" },
      idempotencyKey: "form-key-1",
    });
    expect(result).toEqual({ id: 7 });
    expect(seen).toHaveLength(2);
    expect(seen[0].headers["idempotency-key"]).toBe("form-key-1");
    expect(seen[1].headers["idempotency-key"]).toBe("form-key-1");
    expect(seen[1].body).toBe(JSON.stringify({ amendment_id: "a1" }));
  });

  it("gives every POST a key even when the caller has none", async () => {
    handler = (_req, res) => json(res, 200, {});
    await client().call(openPhotoCollection, { params: { client: "42", claim: "1" } });
    expect(seen[0].headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends a form's key on a PUT (a mandate: one per form), and none on a PUT without one", async () => {
    handler = (_req, res) => json(res, 200, {});
    const params = { client: "42", contract: "1", type: "sepa" as const };
    const body = { iban: "FR7630006000011234567890189", legal: true as const };
    await client().call(putMandate, { params, body, idempotencyKey: "sepa-form-1" });
    await client().call(putMandate, { params, body });
    expect(seen.map((request) => [request.method, request.headers["idempotency-key"]])).toEqual([
      ["PUT", "sepa-form-1"],
      ["PUT", undefined],
    ]);
  });

  it("does not retry GET, nor a POST on 422, and normalises the error", async () => {
    handler = (_req, res) => json(res, 503, { status_code: 503, code: "down" });
    await expect(client().call(getSession, session)).rejects.toMatchObject({ error: { status: 503, code: "down" } });
    expect(seen).toHaveLength(1);
    seen = [];
    handler = (_req, res) => json(res, 422, { errors: { "address.city": ["Required"] } });
    const failure = await client()
      .call(approveAmendment, { params: { client: "42", contract: "1" }, body: { amendment_id: "a1" } })
      .catch((error: V2Error) => error);
    expect(failure).toBeInstanceOf(V2Error);
    expect((failure as V2Error).error.errors).toEqual({ "address/city": ["Required"] });
    expect(seen).toHaveLength(1);
  });

  it("turns a timeout into a 504 (the maintenance page)", async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, {}), 1_000);
    await expect(client({ timeoutMs: 100 }).call(health, {})).rejects.toMatchObject({ error: { status: 504, code: "v2.timeout" } });
  });

  it("turns an unreachable broker into a 503", async () => {
    await expect(createV2Client({ baseUrl: "http://127.0.0.1:9/", token: "t", timeoutMs: 1_000 }).call(health, {})).rejects.toMatchObject({
      error: { status: 503 },
    });
  });

  it("marks a call aborted by the browser as aborted, not as a failure", async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, {}), 1_000);
    const controller = new AbortController();
    const pending = client({ signal: controller.signal }).call(health, {});
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ error: { aborted: true } });
  });

  it("sends nothing when the browser has already gone", async () => {
    handler = (_req, res) => json(res, 200, {});
    const controller = new AbortController();
    controller.abort();
    await expect(client({ signal: controller.signal }).call(listClientContracts, contracts)).rejects.toMatchObject({ error: { aborted: true } });
    expect(seen).toHaveLength(0);
  });

  it("streams downloads with only the file headers", async () => {
    handler = (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="c.pdf"', "X-Internal": "secret" });
      res.end("%PDF-1.7 test");
    };
    const response = await client().download(downloadCertificate, { params: { client: "42", contract: "1", certificate: "1" } });
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain("c.pdf");
    expect(response.headers.get("x-internal")).toBeNull();
    expect(await response.text()).toBe("%PDF-1.7 test");
  });

  it("uploads a multipart form with the boundary it was encoded with", async () => {
    handler = (_req, res) => json(res, 201, { id: 3 });
    const result = await client().call(uploadRequiredDocument, { params: requiredDocument, body: { file: pdf("scan bytes") } });
    expect(result).toEqual({ id: 3 });
    const boundary = /boundary=(.+)$/.exec(seen[0].headers["content-type"] ?? "")?.[1];
    expect(boundary).toBeTruthy();
    expect(seen[0].body).toContain(`--${boundary}`);
    expect(seen[0].body).toContain('filename="proof.pdf"');
    expect(seen[0].body).toContain("scan bytes");
    expect(Number(seen[0].headers["content-length"])).toBe(Buffer.byteLength(seen[0].body));
  });

  it("encodes the same form to the same bytes, so a repeat with the same Idempotency-Key is the same request", async () => {
    handler = (_req, res) => json(res, 201, { id: 3 });
    const upload = (text: string, idempotencyKey?: string) =>
      client().call(uploadRequiredDocument, { params: requiredDocument, body: { file: pdf(text) }, idempotencyKey });
    await upload("scan bytes", "key-1");
    await upload("scan bytes", "key-1");
    expect(seen[1].body).toBe(seen[0].body);
    expect(seen[1].headers["content-type"]).toBe(seen[0].headers["content-type"]);
    await upload("other bytes");
    expect(seen[2].headers["content-type"]).not.toBe(seen[0].headers["content-type"]);
  });

  it("keeps at most 16 calls open on the broker at once; the others wait their turn and are all answered, the session check apart", async () => {
    const held: ServerResponse[] = [];
    handler = (_req, res) => held.push(res);
    const calls = Array.from({ length: 40 }, (_, i) => client().call(getClaim, { params: { client: "42", claim: `held-${i}` } }));
    await expect.poll(() => held.length).toBe(16);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held.length).toBe(16);
    // The session check every page waits on first is not queued behind pages' calls.
    const check = client({ lane: "session" }).call(getSession, session);
    await expect.poll(() => held.length).toBe(17);
    json(held.pop()!, 200, { alive: true });
    await check;
    // Each answer frees a connection for a waiting call.
    for (let answered = 0; answered < 40; answered++) {
      await expect.poll(() => held.length).toBeGreaterThan(answered);
      json(held[answered], 200, { ok: true });
    }
    expect(await Promise.all(calls)).toHaveLength(40);
    expect(
      seen
        .map((request) => request.url)
        .filter((url) => url.includes("/claims/held-"))
        .sort(),
    ).toEqual(Array.from({ length: 40 }, (_, i) => `/v2/clients/42/claims/held-${i}`).sort());
  });

  it("sends again, on a new connection, a request whose kept-alive connection the broker dropped", async () => {
    const served = new WeakSet<object>();
    handler = (req, res) => {
      // The second request on a connection finds it closed, as when the broker's keep-alive ends.
      if (served.has(req.socket)) return req.socket.destroy();
      served.add(req.socket);
      json(res, 200, { n: seen.length });
    };
    // Connections kept from earlier tests are closed first, so the call below opens the only one.
    server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const broker = client();
    expect(await broker.call(getSession, session)).toEqual({ n: 1 });
    // A moment later, as the next page's call comes: the pool hands out the now idle connection again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await broker.call(getSession, session)).toEqual({ n: 3 });
    expect(seen).toHaveLength(3);
  });

  it("stops the broker's transfer when the browser leaves during a download", async () => {
    let closed!: () => void;
    const transferStopped = new Promise<void>((resolve) => (closed = resolve));
    handler = (_req, res) => {
      res.writeHead(200, { "Content-Type": "application/zip" });
      res.write("PK first part");
      res.on("close", closed);
    };
    const controller = new AbortController();
    const response = await client({ signal: controller.signal }).download(listQuoteDocuments, {
      params: { client: "42", quote: "9" },
      query: { output: "download-zip" },
    });
    expect(response.headers.get("content-type")).toBe("application/zip");
    controller.abort();
    await transferStopped;
  });
});
