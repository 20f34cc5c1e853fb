import { describe, expect, it } from "vitest";
import { formatIban, normalizeIban } from "./iban";

describe("IBAN as written back to its owner", () => {
  it("drops spaces and dashes and writes capitals", () => {
    expect(normalizeIban(" fr76 3000-6000 0112 3456 7890 189 ")).toBe("FR7630006000011234567890189");
  });

  it("groups by 4 for every country's length", () => {
    expect(formatIban("FR7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
    expect(formatIban("de89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(formatIban("IT60X0542811101000000123456")).toBe("IT60 X054 2811 1010 0000 0123 456");
    expect(formatIban("ES9121000418450200051332")).toBe("ES91 2100 0418 4502 0005 1332");
    expect(formatIban("")).toBe("");
  });
});
