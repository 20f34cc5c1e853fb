import { describe, expect, it } from "vitest";
import { newMandateReference } from "./mandate-reference";

describe("mandate reference", () => {
  it("is RUM, the Paris day and ten hex capitals, new each time", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    const now = new Date("2026-12-31T23:30:00Z");
    const reference = newMandateReference(now);
    expect(reference).toMatch(/^RUM-20270101-[0-9A-F]{10}$/);
    expect(newMandateReference(now)).not.toBe(reference);
  });
});
