import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

// Intl writes a narrow no-break space (U+202F) or a no-break space (U+00A0) where French and others group digits.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("writes euros as each site language does", () => {
    expect(plain(formatMoney(1234.5, "EUR", "fr"))).toBe("1 234,50 €");
    expect(plain(formatMoney(1234.5, "EUR", "de"))).toBe("1.234,50 €");
    expect(plain(formatMoney(1234.5, "EUR", "en"))).toBe("€1,234.50");
    expect(plain(formatMoney(1234.5, "EUR", "it"))).toBe("1234,50 €");
    expect(plain(formatMoney(12345.5, "EUR", "es"))).toBe("12.345,50 €");
  });

  it("keeps the currency it is given", () => {
    expect(plain(formatMoney(10, "CHF", "fr"))).toBe("10,00 CHF");
  });
});
