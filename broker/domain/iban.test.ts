import { describe, expect, it } from "vitest";
import { checkIban, checkSepaIban, formatIban, ibanLengths, isValidBic, isValidIban, maskIban, normalizeBic, normalizeIban, sepaCountries } from "./iban";

describe("IBAN validation", () => {
  it.each([
    ["FR", "FR14 2004 1010 0505 0001 3M02 606"],
    ["FR", "FR76 3000 6000 0112 3456 7890 189"],
    ["DE", "DE89 3704 0044 0532 0130 00"],
    ["IT", "IT60 X054 2811 1010 0000 0123 456"],
    ["ES", "ES91 2100 0418 4502 0005 1332"],
    ["GB", "GB29 NWBK 6016 1331 9268 19"],
    ["BE", "BE68 5390 0754 7034"],
    ["NL", "NL91 ABNA 0417 1643 00"],
    ["CH", "CH93 0076 2011 6238 5295 7"],
    ["NO", "NO93 8601 1117 947"],
    ["MT", "MT84 MALT 0110 0001 2345 MTLC AST0 01S"],
  ])("accepts a valid %s IBAN", (country, iban) => {
    expect(checkIban(iban)).toEqual({ ok: true, iban: normalizeIban(iban), country });
  });

  it("normalises spaces, non-breaking spaces, dashes and case", () => {
    expect(normalizeIban(" de89 3704\u00a00044-0532 0130 00 ")).toBe("DE89370400440532013000");
    expect(isValidIban("de89370400440532013000")).toBe(true);
  });

  it("refuses a wrong checksum", () => {
    expect(checkIban("FR7630006000011234567890188")).toEqual({ ok: false, problem: "iban.checksum" });
    expect(checkIban("DE88370400440532013000")).toEqual({ ok: false, problem: "iban.checksum" });
    expect(checkIban("IT60X0542811101000000123457")).toEqual({ ok: false, problem: "iban.checksum" });
    expect(checkIban("ES9221000418450200051332")).toEqual({ ok: false, problem: "iban.checksum" });
  });

  it("refuses a wrong length for the country", () => {
    expect(checkIban("FR763000600001123456789018")).toEqual({ ok: false, problem: "iban.length" });
    expect(checkIban("DE8937040044053201300000")).toEqual({ ok: false, problem: "iban.length" });
  });

  it("refuses unknown countries, bad characters and empty input", () => {
    expect(checkIban("ZZ89370400440532013000")).toEqual({ ok: false, problem: "iban.country" });
    expect(checkIban("FR76 3000 6000 0112 3456 7890 18!")).toEqual({ ok: false, problem: "iban.format" });
    expect(checkIban("7630006000011234567890189")).toEqual({ ok: false, problem: "iban.format" });
    expect(checkIban("   ")).toEqual({ ok: false, problem: "iban.empty" });
  });

  it("knows the length of every SEPA country", () => {
    for (const country of sepaCountries) expect(ibanLengths[country], country).toBeGreaterThan(14);
  });

  it("refuses a valid IBAN outside SEPA for a mandate", () => {
    // Valid Brazilian registry example: passes the checksum, but no SEPA debit can reach it.
    expect(checkIban("BR1800360305000010009795493C1").ok).toBe(true);
    expect(checkSepaIban("BR1800360305000010009795493C1")).toEqual({ ok: false, problem: "iban.not-sepa" });
    expect(checkSepaIban("DE89370400440532013000").ok).toBe(true);
  });
});

describe("IBAN display", () => {
  it("groups by four", () => {
    expect(formatIban("fr7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
  });

  it("masks everything except the last four characters", () => {
    const masked = maskIban("FR76 3000 6000 0112 3456 7890 189");
    expect(masked).toBe("**** **** **** **** **** *** 0189");
    expect(maskIban("DE89370400440532013000")).toBe("**** **** **** **** ** 3000");
    expect(masked).not.toContain("FR");
    expect(maskIban("123")).toBe("***");
  });
});

describe("BIC", () => {
  it.each(["BNPAFRPP", "BNPAFRPPXXX", "deutdeff", "UNCRITMM", "CAIXESBB", "NWBK GB2L"])("accepts %s", (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each(["BNPAFRP", "BNPAFRPPXX", "1NPAFRPP", "BNPA-FRPP", ""])("refuses %s", (bic) => {
    expect(isValidBic(bic)).toBe(false);
  });

  it("normalises", () => {
    expect(normalizeBic(" bnpa frpp ")).toBe("BNPAFRPP");
  });
});
