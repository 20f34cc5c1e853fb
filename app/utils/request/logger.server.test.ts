import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/utils/request/logger.server";

describe("logger", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("masks addresses and personal data in messages, and redacts secret fields", () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    logger.error("server.error", {
      path: "/en-fr/login/reset-password/email/:token",
      message: "Failed to decode param '/en-fr/login/reset-password/email/s3cr3t-reset-token' for jean@example.com",
      token: "abc",
    });
    const line = JSON.parse(lines[0]) as Record<string, string>;
    expect(line.message).toBe("Failed to decode param '/en-fr/login/reset-password/email/:token' for :email");
    expect(line.token).toBe("[redacted]");
    expect(lines[0]).not.toContain("s3cr3t");
    expect(lines[0]).not.toContain("jean@example.com");
  });

  it("stamps each line's time in the `time` field, as the broker's logger does", () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    logger.error("server.error", { status: 500 });
    const line = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(Object.keys(line).slice(0, 3)).toEqual(["time", "level", "event"]);
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });
});
