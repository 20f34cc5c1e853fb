import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * For unit tests: a pass-through in front of the real test broker that makes
 * chosen calls fail as a broken broker would (500 with the broker's error
 * body), so a test can see what one failing call does to a page without
 * mocking the broker. Everything else reaches the real broker unchanged.
 */
export type FaultyBroker = {
  url: string;
  /** Calls whose path matches answer this status until cleared. */
  fail(path: RegExp, status?: number): void;
  clear(): void;
  close(): Promise<void>;
};

export async function startFaultyBroker(brokerUrl: string): Promise<FaultyBroker> {
  let fault: { path: RegExp; status: number } | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://proxy").pathname;
      if (fault && fault.path.test(path)) {
        res.writeHead(fault.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ status: fault.status, code: "test.fault", title: "Injected fault", details: "" }));
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string" && name !== "host" && name !== "content-length") headers.set(name, value);
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(new URL(req.url ?? "/", brokerUrl), { method: req.method, headers, body })
        .then(async (answer) => {
          const out = Buffer.from(await answer.arrayBuffer());
          const outHeaders: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (name !== "content-encoding" && name !== "content-length" && name !== "transfer-encoding") outHeaders[name] = value;
          });
          res.writeHead(answer.status, outHeaders);
          res.end(out);
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    fail: (path, status = 500) => {
      fault = { path, status };
    },
    clear: () => {
      fault = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
