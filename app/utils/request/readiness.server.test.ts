import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readiness } from "~/utils/request/readiness.server";
import { sendRemixResponse } from "~/utils/request/remix-handler.server";

const servers: http.Server[] = [];

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A broker whose health answers `status`. */
const broker = (status: number) =>
  listen((req, res) => {
    res
      .writeHead(req.url === "/v2/health" ? status : 404, { "Content-Type": "application/json" })
      .end(JSON.stringify({ status: "ok", database: status === 200 ? "ok" : "error" }));
  });

let healthy: string;
let failing: string;
let closed: string;

beforeAll(async () => {
  healthy = await broker(200);
  failing = await broker(503);
  const gone = http.createServer();
  await new Promise<void>((resolve) => gone.listen(0, "127.0.0.1", resolve));
  closed = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
  await new Promise((resolve) => gone.close(resolve));
});

afterAll(() => {
  for (const server of servers) server.close();
});

async function probe(env: { BROKER_API_URL?: string; BROKER_API_URLS: Record<string, string> }) {
  const portal = await listen(express().get("/readyz", readiness(env)));
  return fetch(`${portal}/readyz`);
}

describe("/readyz", () => {
  it("is ready when every broker answers its health", async () => {
    const response = await probe({ BROKER_API_URL: healthy, BROKER_API_URLS: { azura: healthy } });
    expect(response.status).toBe(200);
    expect(response.headers.get("retry-after")).toBeNull();
  });

  it.each([
    ["its database is down", () => ({ BROKER_API_URL: failing, BROKER_API_URLS: {} })],
    ["it does not answer", () => ({ BROKER_API_URL: closed, BROKER_API_URLS: {} })],
    ["one brand's broker is down", () => ({ BROKER_API_URL: healthy, BROKER_API_URLS: { azura: closed } })],
    ["no broker is configured", () => ({ BROKER_API_URLS: {} })],
  ])("answers 503 with Retry-After when %s", async (_case, env) => {
    const response = await probe(env());
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("503 pages", () => {
  it("carry Retry-After, whichever page answered; other statuses do not get one", async () => {
    const portal = await listen(
      express().get("/:status", (req, res) => void sendRemixResponse(res, new Response("page", { status: Number(req.params.status) }), new Headers())),
    );
    const maintenance = await fetch(`${portal}/503`);
    expect(maintenance.status).toBe(503);
    expect(Number(maintenance.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await fetch(`${portal}/502`)).headers.get("retry-after")).toBeNull();
  });

  it("keep a Retry-After the page set itself", async () => {
    const portal = await listen(
      express().get("/", (_req, res) => void sendRemixResponse(res, new Response("page", { status: 503, headers: { "Retry-After": "120" } }), new Headers())),
    );
    expect((await fetch(portal)).headers.get("retry-after")).toBe("120");
  });
});
