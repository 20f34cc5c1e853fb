import { describe, expect, it } from "vitest";
import { isMobilePhone, maskPhone, normalizeMobilePhone, normalizePhone, phoneCountryOf } from "./phone";

describe("phone numbers", () => {
  it.each([
    ["06 12 34 56 78", "FR", "+33612345678"],
    ["+33 6 12 34 56 78", "FR", "+33612345678"],
    ["+33 (0)6 12 34 56 78", "FR", "+33612345678"],
    ["0033612345678", "FR", "+33612345678"],
    ["0151 23456789", "DE", "+4915123456789"],
    ["345 123 4567", "IT", "+393451234567"],
    ["612 345 678", "ES", "+34612345678"],
  ] as const)("normalises %s (%s)", (input, country, expected) => {
    expect(normalizePhone(input, country)).toBe(expected);
  });

  it("refuses what is not a number", () => {
    expect(normalizePhone("call me")).toBeNull();
    expect(normalizePhone("+33 6")).toBeNull();
  });

  it("tells mobiles from landlines", () => {
    expect(isMobilePhone("+33612345678")).toBe(true);
    expect(isMobilePhone("+33712345678")).toBe(true);
    expect(isMobilePhone("+33142345678")).toBe(false);
    expect(normalizeMobilePhone("01 42 34 56 78")).toBeNull();
    expect(normalizeMobilePhone("+44 7700 900123")).toBe("+447700900123");
  });

  it("reads numbers in the brand country's national format (FR otherwise)", () => {
    expect(phoneCountryOf("IT")).toBe("IT");
    expect(phoneCountryOf("de")).toBe("DE");
    expect(phoneCountryOf("BE")).toBe("FR");
    expect(phoneCountryOf(null)).toBe("FR");
    expect(normalizeMobilePhone("345 123 4567", phoneCountryOf("IT"))).toBe("+393451234567");
  });

  it("masks all but the last 4 digits", () => {
    expect(maskPhone("+33612345678")).toBe("•••• 56 78");
  });
});
