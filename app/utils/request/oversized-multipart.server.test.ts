import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooLargeUploadFieldName } from "~/utils/forms/form-fields";
import { readBody } from "~/utils/request/guards.server";
import { oversizedUploadDrainBytes } from "~/utils/request/oversized-multipart.server";
import { rejectionOf } from "~/utils/request/rejection.server";

/** readBody then a page that reads the form as Remix would, answering what it got (fields, files' names and sizes). */
let base: string;
let server: http.Server;
beforeAll(async () => {
  const app = express();
  app.use(readBody);
  app.post("*", async (req, res) => {
    const request = new Request("http://localhost/", { method: "POST", headers: { "content-type": req.get("content-type")! }, body: res.locals.body });
    const form = await request.formData();
    res.json([...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : `${value.name}:${value.size}`]));
  });
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(rejectionOf(error)?.status ?? 500).send("refused");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

type Part = [string, string] | [string, { name: string; bytes: number }];

/** A browser's multipart post, written whole (Content-Length given), then its answer; "cut" when the connection was reset. */
function post(parts: Part[]): Promise<{ status: number; body: string } | "cut"> {
  const boundary = "----formBoundary7MA4YWxkTrZu0gW";
  const pieces: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === "string") pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    else {
      pieces.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
      );
      pieces.push(Buffer.alloc(value.bytes, "%"), Buffer.from("\r\n"));
    }
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(pieces);
  return new Promise((resolve) => {
    const url = new URL(`${base}/declare`);
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": body.length };
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on("error", () => resolve("cut"));
    request.end(body);
  });
}

const MB = 1024 * 1024;

describe("a multipart post past the upload limit (a file over 10 MB sent without JavaScript)", () => {
  it("reaches its page with every other field, the big file left out and named, instead of a cut connection", async () => {
    const answer = await post([
      ["csrf", "token"],
      ["circumstances", "Une fuite"],
      ["proof_photos", { name: "small.pdf", bytes: 2000 }],
      ["proof_water_damage_report", { name: "huge.pdf", bytes: 12 * MB }],
      ["intent", "declare"],
    ]);
    expect(answer).not.toBe("cut");
    if (answer === "cut") return;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual([
      ["csrf", "token"],
      ["circumstances", "Une fuite"],
      ["proof_photos", "small.pdf:2000"],
      [tooLargeUploadFieldName, "proof_water_damage_report"],
      ["intent", "declare"],
    ]);
  });

  it("names a file just past the limit too, and leaves a post within it as it was", async () => {
    const just = await post([
      ["csrf", "token"],
      ["file", { name: "scan.pdf", bytes: 10 * MB + 70 * 1024 }],
      ["intent", "upload"],
    ]);
    expect(just !== "cut" && JSON.parse(just.body)).toEqual([
      ["csrf", "token"],
      [tooLargeUploadFieldName, "file"],
      ["intent", "upload"],
    ]);
    const within = await post([
      ["csrf", "token"],
      ["file", { name: "scan.pdf", bytes: 9 * MB }],
    ]);
    expect(within !== "cut" && JSON.parse(within.body)).toEqual([
      ["csrf", "token"],
      ["file", `scan.pdf:${9 * MB}`],
    ]);
  });

  it("still refuses (413) a post declared past the bound it reads to, before reading it", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${base}/declare`);
      const headers = { "content-type": "multipart/form-data; boundary=x", "content-length": oversizedUploadDrainBytes + MB };
      const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on("error", reject);
      request.write("--x\r\n");
    });
    expect(status).toBe(413);
  });
});
