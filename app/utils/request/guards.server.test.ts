import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpsRedirect, readBody, refusedBodyDrainBytes, requestGuards } from "~/utils/request/guards.server";
import { rejectionOf } from "~/utils/request/rejection.server";

/** server.ts's order: guards, then the https redirect, then the pages (here: an echo); refusals as their status. */
function portal(trustProxy: string | false) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(requestGuards);
  app.use(httpsRedirect);
  app.get("/healthz", (_req, res) => void res.send("ok"));
  app.all("*", (req, res) => void res.send(`${req.method} ${req.originalUrl}`));
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(rejectionOf(error)?.status ?? 500).send("refused");
  });
  return app;
}

let trusted: string;
let untrusted: string;
const servers: ReturnType<express.Express["listen"]>[] = [];

async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  trusted = await listen(portal("loopback"));
  untrusted = await listen(portal(false));
});

afterAll(() => {
  for (const server of servers) server.close();
});

type Answer = { status: number; headers: { get: (name: string) => string | null } };

/** node:http rather than fetch: fetch would not send a Host header of our choosing. */
function call(base: string, path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: { Host: "portal.example", ...init.headers } },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: { get: (name) => (response.headers[name.toLowerCase()] as string | undefined) ?? null } }),
        );
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

describe("https redirect (HTTPS_ONLY)", () => {
  it("sends plain-http reads to the same address over https, on the same host, with 301", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await call(trusted, "/fr-fr/connexion?type=amendment", { method, headers: { "X-Forwarded-Proto": "http" } });
      expect(response.status, method).toBe(301);
      expect(response.headers.get("location")).toBe("https://portal.example/fr-fr/connexion?type=amendment");
    }
  });

  it("sends other methods on with 308, which keeps the method and body", async () => {
    const response = await call(trusted, "/fr-fr/connexion", {
      method: "POST",
      body: "a=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://portal.example" },
    });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://portal.example/fr-fr/connexion");
  });

  it("serves what came over https through the trusted proxy, and the health check over http", async () => {
    expect((await call(trusted, "/fr-fr/connexion", { headers: { "X-Forwarded-Proto": "https" } })).status).toBe(200);
    expect((await call(trusted, "/healthz")).status).toBe(200);
  });

  it("does not believe X-Forwarded-Proto from a peer that is not a trusted proxy", async () => {
    const response = await call(untrusted, "/fr-fr/connexion", { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.status).toBe(301);
  });

  it("checks the host before redirecting to it", async () => {
    const response = await call(trusted, "/fr-fr/connexion", { headers: { Host: "evil.example/<x>" } });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });
});

describe("request guards in front of the pages", () => {
  const https = { "X-Forwarded-Proto": "https" };

  it("refuses a path that does not decode (404) and a foreign origin on a post (403)", async () => {
    expect((await call(trusted, "/en-fr/login/%E0%A4%A", { headers: https })).status).toBe(404);
    const post = (headers: Record<string, string>) =>
      call(trusted, "/en-fr/login", { method: "POST", body: "a=1", headers: { ...https, "Content-Type": "application/x-www-form-urlencoded", ...headers } });
    expect((await post({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ Origin: "https://portal.example" })).status).toBe(200);
    expect((await post({})).status).toBe(200);
  });

  it("compares the origin with the trusted proxy's X-Forwarded-Host, and ignores it from anyone else", async () => {
    const headers = { ...https, "Content-Type": "application/x-www-form-urlencoded", Origin: "https://azura.example", "X-Forwarded-Host": "azura.example" };
    expect((await call(trusted, "/en-fr/login", { method: "POST", body: "a=1", headers })).status).toBe(200);
    expect((await call(untrusted, "/en-fr/login", { method: "POST", body: "a=1", headers })).status).toBe(403);
  });

  it("refuses a return address with non-ASCII characters (400), not one merely external", async () => {
    expect((await call(trusted, "/en-fr/login?redirectTo=%2F%C4%81", { headers: https })).status).toBe(400);
    expect((await call(trusted, "/en-fr/login?redirectTo=https%3A%2F%2Fevil.example%2F", { headers: https })).status).toBe(200);
  });
});

describe("readBody: a refused body does not leave its sender hanging", () => {
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.use(readBody);
    app.post("*", (_req, res) => void res.send("read"));
    app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(rejectionOf(error)?.status ?? 500).send("refused");
    });
    base = await listen(app);
  });

  /** Writes the whole body, as a browser posting a big form does, then waits for the answer (or the cut). */
  function postWhole(bytes: number, chunked: boolean): Promise<number | "cut"> {
    return new Promise((resolve) => {
      const url = new URL(`${base}/form`);
      const headers: Record<string, string | number> = { "content-type": "application/x-www-form-urlencoded" };
      if (!chunked) headers["content-length"] = bytes;
      const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("error", () => resolve("cut"));
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const write = () => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", write);
        }
        request.end();
      };
      write();
    });
  }

  it("answers 413 to a declared 1 MB form once it is sent in full", async () => {
    expect(await postWhole(1024 * 1024, false)).toBe(413);
  });

  it("answers 413 to a chunked 1 MB form", async () => {
    expect(await postWhole(1024 * 1024, true)).toBe(413);
  });

  it("cuts a sender that goes on past the drain allowance instead of reading it all", async () => {
    const outcome = await postWhole(refusedBodyDrainBytes * 4, false);
    expect([413, "cut"]).toContain(outcome);
  });
});
