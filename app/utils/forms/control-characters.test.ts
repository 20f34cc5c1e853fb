import { describe, expect, it } from "vitest";
import { hasControlCharacters, multiLineFields, refusedCharacters, withoutControlCharacters, withoutRefusedCharacters } from "~/utils/forms/control-characters";

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

  it("refuses tab and line breaks in single-line fields, bidirectional controls in every field", () => {
    expect(multiLineFields.has("city")).toBe(false);
    expect(refusedCharacters("city", "Pa\u0000ris")).toBe("control");
    for (const value of ["a\nb", "a\rb", "a\tb", "a\u202Eb", "a\u2066b", "a\u2069b", "a\u202Ab"])
      expect(refusedCharacters("city", value), JSON.stringify(value)).toBe("layout");
    for (const value of ["Zürich", "מרחב", "a\u200Fb", "a\u2065b", "a\u206Ab"]) expect(refusedCharacters("city", value), JSON.stringify(value)).toBeNull();
    expect(withoutRefusedCharacters("city", "a\r\n\tb\u202Ec")).toBe("a bc");
  });

  it("takes line breaks in a claim's circumstances and statements, never bidirectional controls", () => {
    for (const name of ["circumstances", "damages", "statements[0].text", "statements[9].text"]) {
      expect(refusedCharacters(name, "First line\r\nSecond\tline"), name).toBeNull();
      // Refused as text-direction characters only: the field's message must not say its line breaks are refused.
      expect(refusedCharacters(name, "a\u202Eb"), name).toBe("direction");
    }
    expect(refusedCharacters("statements[0].author", "a\nb")).toBe("layout");
  });

  it("takes line breaks in every other textarea: contact message, GDPR comment, termination and KYC details, a quote's information", () => {
    for (const name of ["message", "comment", "details", "additional_information"]) {
      expect(refusedCharacters(name, "Bonjour,\r\nma demande"), name).toBeNull();
      expect(refusedCharacters(name, "a\u2066b"), name).toBe("direction");
      expect(refusedCharacters(name, "a\u0000b"), name).toBe("control");
    }
  });
});
