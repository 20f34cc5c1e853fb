import { describe, expect, it } from "vitest";
import { createLogger, scrubLogValue, withFields } from "./log";

describe("scrubLogValue (safety net behind the no-personal-data rule)", () => {
  it("replaces e-mail addresses and source paths, keeps ids and route patterns", () => {
    expect(scrubLogValue("sent to camille.martin+x@example.co.uk today")).toBe("sent to [email] today");
    expect(scrubLogValue("at loadContract (/work/app/broker/routes/contract/shared.ts:27:5)")).toBe("at loadContract ([path])");
    expect(scrubLogValue("file:///srv/app/node_modules/drizzle-orm/pg-core/session.js:41:15")).toBe("[path]");
    expect(scrubLogValue("C:\\app\\broker\\log.mts:3")).toBe("[path]");
    expect(scrubLogValue("GET /v2/clients/{client}/contracts/{contract}")).toBe("GET /v2/clients/{client}/contracts/{contract}");
    expect(scrubLogValue("GET /v2/openapi.json")).toBe("GET /v2/openapi.json");
    expect(scrubLogValue("ctr_0123456789abcdef")).toBe("ctr_0123456789abcdef");
  });

  it("cuts long values", () => {
    expect(scrubLogValue("x".repeat(1000))).toBe(`${"x".repeat(200)}…`);
  });
});

describe("createLogger", () => {
  it("writes one JSON line with the fields scrubbed, and withFields adds the request's fields", () => {
    const lines: string[] = [];
    const log = withFields(
      createLogger(true, (line) => lines.push(line)),
      { requestId: "req-1", route: "GET /v2/health" },
    );
    log.info("example", { to: "a@b.fr", count: 2 });
    expect(JSON.parse(lines[0])).toMatchObject({ level: "info", event: "example", requestId: "req-1", route: "GET /v2/health", to: "[email]", count: 2 });
  });

  it("stamps each line's time in the `time` field, as the portal's logger does", () => {
    const lines: string[] = [];
    createLogger(true, (line) => lines.push(line)).info("example");
    const line = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(Object.keys(line).slice(0, 3)).toEqual(["time", "level", "event"]);
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });
});
