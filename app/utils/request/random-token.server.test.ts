import { describe, expect, it } from "vitest";
import { randomToken } from "./random-token.server";

describe("randomToken", () => {
  it("gives tokens of the asked length in the asked encoding", () => {
    expect(Buffer.from(randomToken(16, "base64"), "base64")).toHaveLength(16);
    expect(randomToken(16, "base64")).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(randomToken(32, "base64url")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("never hands the same bytes out twice, across refills of the pool", () => {
    // 1,000 tokens of 16 bytes: four refills of the 4 KB pool.
    const tokens = Array.from({ length: 1000 }, () => randomToken(16, "base64url"));
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("refuses sizes the pool cannot serve", () => {
    expect(() => randomToken(0, "base64")).toThrow(RangeError);
    expect(() => randomToken(5000, "base64")).toThrow(RangeError);
  });
});
