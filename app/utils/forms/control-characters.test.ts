import { describe, expect, it } from "vitest";
import { hasControlCharacters, withoutControlCharacters } from "~/utils/forms/control-characters";

describe("control characters", () => {
  it("finds C0 controls and DEL, tab and line breaks only when they are not allowed", () => {
    expect(hasControlCharacters("Pa\u0000ris", { allowWhitespace: true })).toBe(true);
    expect(hasControlCharacters("Pa\u001fris\u007f", { allowWhitespace: true })).toBe(true);
    expect(hasControlCharacters("Line one\r\nLine\ttwo", { allowWhitespace: true })).toBe(false);
    expect(hasControlCharacters("Line one\nLine two", { allowWhitespace: false })).toBe(true);
    expect(hasControlCharacters("Zürich — 東京", { allowWhitespace: false })).toBe(false);
  });

  it("removes them and keeps tab and line breaks", () => {
    expect(withoutControlCharacters("Pa\u0000ri\u0007s\r\n\tok\u007f")).toBe("Paris\r\n\tok");
  });
});
