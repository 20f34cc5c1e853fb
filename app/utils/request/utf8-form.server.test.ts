import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBody } from "~/utils/request/guards.server";
import { rejectionOf } from "~/utils/request/rejection.server";
import { isUtf8Form } from "~/utils/request/utf8-form.server";

const urlencoded = "application/x-www-form-urlencoded";
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));

function multipart(fields: { name: string; value: Buffer; filename?: string }[]): { type: string; body: Buffer } {
  const boundary = "----portalBoundary42";
  const parts = fields.map(({ name, value, filename }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: application/pdf` : ""}\r\n\r\n`,
      ),
      value,
      Buffer.from("\r\n"),
    ]),
  );
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) };
}

describe("isUtf8Form", () => {
  it("accepts what browsers send: UTF-8 percent-encoded, plus signs, raw UTF-8", () => {
    expect(isUtf8Form(urlencoded, bytes("city=Z%C3%BCrich&name=Jean+Dupont&emoji=%F0%9F%98%80"))).toBe(true);
    expect(isUtf8Form(`${urlencoded}; charset=UTF-8`, Buffer.from("city=Zürich"))).toBe(true);
    expect(isUtf8Form(urlencoded, bytes(""))).toBe(true);
  });

  it("refuses bytes that are no UTF-8, escaped or raw, in a value or a name", () => {
    expect(isUtf8Form(urlencoded, bytes("city=Z%FCrich"))).toBe(false);
    expect(isUtf8Form(urlencoded, bytes("city=", [0x5a, 0xfc, 0x72]))).toBe(false);
    expect(isUtf8Form(urlencoded, bytes("%C3=x"))).toBe(false);
    expect(isUtf8Form(urlencoded, bytes("x=%ED%A0%80"))).toBe(false); // an encoded surrogate
  });

  it("reads multipart text parts, not files", () => {
    const good = multipart([
      { name: "label", value: Buffer.from("Attestation é") },
      { name: "file", value: Buffer.from([0xff, 0xfe, 0x00, 0x80]), filename: "a.pdf" },
    ]);
    expect(isUtf8Form(good.type, good.body)).toBe(true);
    const bad = multipart([{ name: "label", value: Buffer.from([0x41, 0xe9, 0x42]) }]);
    expect(isUtf8Form(bad.type, bad.body)).toBe(false);
  });

  it("leaves other bodies to the form reader", () => {
    expect(isUtf8Form("application/json", Buffer.from([0xff]))).toBe(true);
  });
});

describe("readBody refuses a form that is no UTF-8", () => {
  let base: string;
  let server: ReturnType<express.Express["listen"]>;
  beforeAll(async () => {
    const app = express();
    app.use(readBody);
    app.post("*", (_req, res) => void res.send("read"));
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(rejectionOf(error)?.status ?? 500).send(rejectionOf(error)?.reason ?? "error");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => void server.close());

  it("with the 400 page, and reads a good one", async () => {
    const post = (body: Buffer) => fetch(`${base}/fr-fr/profil`, { method: "POST", headers: { "content-type": urlencoded }, body: new Uint8Array(body) });
    const refused = await post(bytes("city=Z%FCrich"));
    expect([refused.status, await refused.text()]).toEqual([400, "bad-encoding"]);
    expect((await post(bytes("city=Z%C3%BCrich"))).status).toBe(200);
  });
});
