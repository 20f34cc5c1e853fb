/**
 * Request bodies are capped while they are read, never after (issue 9):
 * JSON at 256 KB, uploads at their files' caps plus 64 KB, by the one body
 * reader (http/body.ts) that the idempotency layer uses too. Over the cap:
 * 413 `generic.payload-too-large` (SPEC section 8 shape) before the handler
 * runs and before more than the cap is buffered.
 */
import type { AddressInfo } from "node:net";
import { request as httpRequest } from "node:http";
import { serve } from "@hono/node-server";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { idempotencyKeys, requiredDocuments } from "../db/schema";
import { maxBodyBytes, uploadLimits } from "../files/uploads";
import { maxJsonBodyBytes } from "../http/body";
import { defineRoute } from "../http/registry";
import { allRoutes } from "../routes";
import { insertContract, insertRequiredDocument, samplePdf } from "./fixtures/contracts";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";

// A JSON route that counts the times its handler runs.
let runs = 0;
const echo = defineRoute({
  method: "post",
  path: "/v2/test/body-echo",
  summary: "test",
  auth: "brand",
  body: z.object({ text: z.string() }),
  response: z.object({ length: z.number() }),
  handler: async ({ body }) => {
    runs += 1;
    return { length: body.text.length };
  },
});

let t: TestBroker;
let s: TestSession;
let base: string;
beforeAll(async () => {
  t = await createTestBroker({ extraRoutes: [echo] });
  s = await t.sessionFor(BRAND, "client");
  base = `/v2/clients/${s.clientId}`;
});
afterAll(() => t.close());

/**
 * A body produced on demand, `chunk` bytes per read, up to `total`, counting
 * what was pulled: with highWaterMark 0 nothing is produced ahead of a read,
 * so `pulled` is exactly what the broker read.
 */
function countingStream(total: number, chunk: number, head = new Uint8Array(0)) {
  const counter = { pulled: 0, cancelled: false };
  let produced = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (produced >= total) return controller.close();
        const size = Math.min(chunk, total - produced);
        const bytes = new Uint8Array(size).fill(0x61); // "a"
        if (produced === 0) bytes.set(head.subarray(0, size));
        produced += size;
        counter.pulled += size;
        controller.enqueue(bytes);
      },
      cancel() {
        counter.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

/** Sends a streamed body (no Content-Length unless given: chunked). */
function sendStream(path: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const init = {
    method: "POST",
    headers: { authorization: `Bearer ${t.brandTokens[BRAND]}`, "x-session-token": s.token, ...headers },
    body: stream,
    duplex: "half",
  };
  return t.app.request(path, init as RequestInit);
}

async function expectTooLarge(res: Response, errors: Record<string, string[]> = {}) {
  expect(res.status).toBe(413);
  expect(await res.json()).toMatchObject({ status_code: 413, code: "generic.payload-too-large", title: "Payload too large", errors });
}

/** `{"text":"aaaa…"}` of `size` bytes in all. */
const jsonOf = (size: number) => `{"text":"${"a".repeat(size - 11)}"}`;

describe("JSON bodies", () => {
  it("reads a body of exactly 256 KB", async () => {
    const before = runs;
    const res = await t.request("/v2/test/body-echo", { brand: BRAND, body: jsonOf(maxJsonBodyBytes), headers: { "content-type": "application/json" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ length: maxJsonBodyBytes - 11 });
    expect(runs).toBe(before + 1);
  });

  it("answers 413 on a declared Content-Length over 256 KB without reading a byte or running the handler", async () => {
    const before = runs;
    const { stream, counter } = countingStream(10 * 1024 * 1024, 64 * 1024);
    const res = await sendStream("/v2/test/body-echo", stream, { "content-type": "application/json", "content-length": String(maxJsonBodyBytes + 1) });
    await expectTooLarge(res);
    expect(counter.pulled).toBe(0);
    expect(runs).toBe(before);
  });

  it("answers 413 on a chunked body as soon as it passes 256 KB, without running the handler", async () => {
    const before = runs;
    const chunk = 64 * 1024;
    const { stream, counter } = countingStream(10 * 1024 * 1024, chunk, new TextEncoder().encode('{"text":"'));
    const res = await sendStream("/v2/test/body-echo", stream, { "content-type": "application/json" });
    await expectTooLarge(res);
    // 4 chunks make the cap; the 5th passes it and is the last one read.
    expect(counter.pulled).toBe(maxJsonBodyBytes + chunk);
    expect(counter.cancelled).toBe(true);
    expect(runs).toBe(before);
  });

  it("holds on every JSON route of the registry, with or without Idempotency-Key", async () => {
    const fillers: Record<string, string> = { client: s.clientId!, type: "sepa", space: "customer" };
    let checked = 0;
    for (const route of allRoutes) {
      if (!route.body || route.bodyType === "multipart") continue;
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => fillers[name] ?? "unknown-id");
      for (const idempotencyKey of [undefined, `big-${checked}`]) {
        const res = await t.request(path, {
          method: route.method.toUpperCase(),
          brand: BRAND,
          session: s.token,
          body: jsonOf(maxJsonBodyBytes + 1),
          idempotencyKey,
          headers: { "content-type": "application/json" },
        });
        expect(res.status, `${route.method} ${route.path}`).toBe(413);
        expect(((await res.json()) as { code: string }).code).toBe("generic.payload-too-large");
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("sends a real client the 413 over a socket, and keeps serving", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const post = (chunks: number, declared: boolean) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const size = chunks * 64 * 1024 + 11;
        const headers: Record<string, string> = { authorization: `Bearer ${t.brandTokens[BRAND]}`, "content-type": "application/json" };
        if (declared) headers["content-length"] = String(size);
        // A connection of its own, closed after the answer: the broker stops reading an oversized body, so the
        // rest of the write fails (EPIPE, ECONNRESET) on this socket, never on one a later request reuses.
        const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/v2/test/body-echo", headers, agent: false }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (part: string) => (body += part));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        // Once the answer is in, a failed write of the unread rest is expected, not an error of the test.
        req.on("socket", (socket) => socket.on("error", () => undefined));
        req.write('{"text":"');
        for (let i = 0; i < chunks; i++) req.write("a".repeat(64 * 1024));
        req.end('"}');
      });
    try {
      // As the portal sends uploads (FormData: Content-Length known), 1 MB and 10 MB: answered unread.
      for (const chunks of [16, 160]) {
        const res = await post(chunks, true);
        expect(res.status).toBe(413);
        expect(JSON.parse(res.body)).toMatchObject({ code: "generic.payload-too-large" });
      }
      // Chunked, a little over the cap. (A chunked body that goes on for megabytes after the
      // cap may see the connection reset instead: the rest is not read. See decision 0034.)
      expect((await post(5, false)).status).toBe(413);
      const small = await post(1, false);
      expect(small.status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("uploads with Idempotency-Key", () => {
  const cap = maxBodyBytes(uploadLimits.requiredDocument); // 10 MB + 64 KB
  const chunk = 1024 * 1024;
  const boundary = "----cap-test";
  const partHead = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const multipart = `multipart/form-data; boundary=${boundary}`;

  async function newRequiredDocument() {
    const owner = { brandId: BRAND, clientId: s.clientId! };
    const contract = await insertContract(t.db, owner);
    const required = await insertRequiredDocument(t.db, { ...owner, contractId: contract.id });
    return { path: `${base}/contracts/${contract.id}/documents-required/${required.id}`, id: required.id };
  }
  const keyRows = (key: string) =>
    t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.brandId, BRAND), eq(idempotencyKeys.key, key)));

  it("answers 413 on a 200 MB chunked body after reading one chunk past the cap, and claims no key", async () => {
    const doc = await newRequiredDocument();
    const { stream, counter } = countingStream(200 * 1024 * 1024, chunk, partHead);
    const res = await sendStream(doc.path, stream, { "content-type": multipart, "idempotency-key": "upload-200mb" });
    await expectTooLarge(res, { file: ["upload.too-large"] });
    expect(counter.pulled).toBeGreaterThan(cap);
    expect(counter.pulled).toBeLessThanOrEqual(cap + chunk);
    expect(counter.cancelled).toBe(true);
    expect(await keyRows("upload-200mb")).toEqual([]);
    const [row] = await t.db.select().from(requiredDocuments).where(eq(requiredDocuments.id, doc.id));
    expect(row.status).toBe("missing");
  });

  it("answers 413 on a declared 200 MB body without reading it", async () => {
    const doc = await newRequiredDocument();
    const { stream, counter } = countingStream(200 * 1024 * 1024, chunk, partHead);
    const res = await sendStream(doc.path, stream, {
      "content-type": multipart,
      "content-length": String(200 * 1024 * 1024),
      "idempotency-key": "upload-declared",
    });
    await expectTooLarge(res, { file: ["upload.too-large"] });
    expect(counter.pulled).toBe(0);
  });

  it("answers the same 413 without Idempotency-Key", async () => {
    const doc = await newRequiredDocument();
    const { stream, counter } = countingStream(200 * 1024 * 1024, chunk, partHead);
    await expectTooLarge(await sendStream(doc.path, stream, { "content-type": multipart }), { file: ["upload.too-large"] });
    expect(counter.pulled).toBeLessThanOrEqual(cap + chunk);
  });

  it("still stores and replays a normal upload's answer", async () => {
    const doc = await newRequiredDocument();
    // The same bytes twice, as a retry sends them (a new FormData would get a new boundary).
    const form = new FormData();
    form.append("file", new File([samplePdf()], "kbis.pdf", { type: "application/pdf" }));
    const encoded = new Response(form);
    const contentType = encoded.headers.get("content-type")!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const upload = () =>
      t.app.request(doc.path, {
        method: "POST",
        headers: { authorization: `Bearer ${t.brandTokens[BRAND]}`, "x-session-token": s.token, "content-type": contentType, "idempotency-key": "upload-ok" },
        body: bytes,
      });

    const first = await upload();
    expect(first.status).toBe(200);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const stored = await first.json();
    expect(stored).toMatchObject({ id: doc.id, status: "uploaded", file_name: "kbis.pdf" });

    const again = await upload();
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(stored);
  });

  it("gives every upload route its multipart cap, and every other route the JSON one", async () => {
    const caps = Object.fromEntries(allRoutes.filter((r) => r.bodyType === "multipart").map((r) => [r.path, r.bodyLimit?.maxBytes]));
    expect(caps).toEqual({
      "/v2/clients/{client}/claims/{claim}/proof-files": maxBodyBytes(uploadLimits.claimProof),
      "/v2/clients/{client}/contracts/{contract}/documents-required/{requiredDocument}": maxBodyBytes(uploadLimits.requiredDocument),
      "/v2/clients/{client}/contracts/{contract}/terminations-requests": maxBodyBytes(uploadLimits.termination),
      "/v2/clients/{client}/quotes/{quote}/documents-required/{requiredDocument}": maxBodyBytes(uploadLimits.requiredDocument),
      "/v2/clients/{client}/contracts/{contract}/terminations-requests/drafts": maxBodyBytes(uploadLimits.termination),
      "/v2/termination-requests": maxBodyBytes(uploadLimits.termination),
      "/v2/termination-requests/drafts": maxBodyBytes(uploadLimits.termination),
      "/v2/clients/{client}/dynamic-forms/{form}/steps/{step}/files/{field}": maxBodyBytes(uploadLimits.requiredDocument),
    });
    expect(allRoutes.filter((r) => r.bodyType !== "multipart" && r.bodyLimit)).toEqual([]);
  });
});
