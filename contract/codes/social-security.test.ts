import { describe, expect, it } from "vitest";
import {
  checkSocialSecurityNumber as check,
  codiceFiscaleCheck,
  maskSocialSecurityNumber,
  nirKey,
  nussControl,
  rvnrCheckDigit,
  socialSecurityCodes as codes,
} from "./social-security";

const ok = (number: string) => ({ ok: true, number });
const problem = (code: string) => ({ ok: false, problem: code });

describe("a French social security number (NIR)", () => {
  it("takes 15 characters whose key is 97 − (first 13 mod 97), spaces and dots typed or not", () => {
    expect(nirKey("2690549588157")).toBe(80);
    expect(check("FR", "2 69 05 49 588 157 80", "1969-05-20")).toEqual(ok("269054958815780"));
    expect(check("FR", "1.85.02.19.123.456.82")).toEqual(ok("185021912345682"));
    expect(check("FR", "2 69 05 49 588 157 81")).toEqual(problem(codes.check));
  });

  it("reads Corsica's 2A as 19 and 2B as 18 for the key", () => {
    expect(nirKey("185022A123456")).toBe(nirKey("1850219123456"));
    expect(nirKey("185022B123456")).toBe(nirKey("1850218123456"));
    expect(check("FR", `185022a123456${nirKey("185022A123456")}`).ok).toBe(true);
    expect(check("FR", `185022B123456${nirKey("185022A123456")}`)).toEqual(problem(codes.check));
  });

  it("refuses a sex digit other than 1 or 2, a month that is none, and a wrong length", () => {
    expect(check("FR", `3690549588157${nirKey("3690549588157")}`)).toEqual(problem(codes.format));
    expect(check("FR", `2691349588157${nirKey("2691349588157")}`)).toEqual(problem(codes.format));
    expect(check("FR", "26905495881578")).toEqual(problem(codes.format));
  });

  it("carries the birth year and month (a month of 20 or more stands for an unknown month)", () => {
    expect(check("FR", "269054958815780", "1970-05-20")).toEqual(problem(codes.birthDate));
    expect(check("FR", "269054958815780", "1969-06-20")).toEqual(problem(codes.birthDate));
    expect(check("FR", `2693049588157${nirKey("2693049588157")}`, "1969-11-02").ok).toBe(true);
  });
});

describe("an Italian codice fiscale", () => {
  it("takes 16 characters with the check letter of the odd and even tables", () => {
    expect(codiceFiscaleCheck("RSSMRA85T10A562")).toBe("S");
    expect(check("IT", "rssmra 85t10 a562s", "1985-12-10")).toEqual(ok("RSSMRA85T10A562S"));
    expect(check("IT", "RSSMRA85T10A562T")).toEqual(problem(codes.check));
  });

  it("accepts a woman's day (+40) and the letters that stand for digits (omocodia)", () => {
    const woman = `BNCLRA90A41H501`;
    expect(check("IT", woman + codiceFiscaleCheck(woman), "1990-01-01").ok).toBe(true);
    const omocode = "RSSMRA85T10A56NS".slice(0, 15);
    expect(check("IT", omocode + codiceFiscaleCheck(omocode), "1985-12-10").ok).toBe(true);
  });

  it("carries the whole birth date, and has its own shape", () => {
    expect(check("IT", "RSSMRA85T10A562S", "1985-12-11")).toEqual(problem(codes.birthDate));
    expect(check("IT", "RSSMRA85T10A562S", "1985-11-10")).toEqual(problem(codes.birthDate));
    expect(check("IT", "RSSMRA85T10A562S", "1986-12-10")).toEqual(problem(codes.birthDate));
    expect(check("IT", "RSSMRA85T10A56")).toEqual(problem(codes.format));
    expect(check("IT", "RSSMRA85F10A562S")).toEqual(problem(codes.format));
    const day35 = "RSSMRA85T35A562";
    expect(check("IT", day35 + codiceFiscaleCheck(day35))).toEqual(problem(codes.format));
  });
});

describe("a German social security number (Versicherungsnummer)", () => {
  it("takes 12 characters whose check digit weighs 2 1 2 5 7 1 2 1 2 1 2 1, the letter as its place in the alphabet", () => {
    expect(rvnrCheckDigit("15070649C10")).toBe(3);
    expect(check("DE", "15 070649 C 103", "1949-06-07")).toEqual(ok("15070649C103"));
    expect(check("DE", "15 070649 C 104")).toEqual(problem(codes.check));
    expect(check("DE", "15 070649 D 103")).toEqual(problem(codes.check));
  });

  it("carries the birth date in positions 3 to 8, and has its own shape", () => {
    expect(check("DE", "15070649C103", "1949-07-06")).toEqual(problem(codes.birthDate));
    expect(check("DE", "15070649C103", "2049-06-07").ok).toBe(true);
    expect(check("DE", "150706491103")).toEqual(problem(codes.format));
    expect(check("DE", "15070649C10")).toEqual(problem(codes.format));
  });
});

describe("a Spanish social security number (NUSS)", () => {
  it("takes 12 digits whose last two are (province and number) mod 97", () => {
    expect(nussControl("2812345678")).toBe(40);
    expect(check("ES", "28/12345678/40", "1980-01-01")).toEqual(ok("281234567840"));
    expect(check("ES", "281234567841")).toEqual(problem(codes.check));
  });

  it("drops the number's leading zero below 10,000,000, as the Seguridad Social does", () => {
    // 28 and 1234567: (28 × 10,000,000 + 1,234,567) mod 97, not (2,801,234,567 mod 97).
    expect(nussControl("2801234567")).toBe(281234567 % 97);
    expect(check("ES", `2801234567${String(281234567 % 97).padStart(2, "0")}`).ok).toBe(true);
    expect(check("ES", `2801234567${String(2801234567 % 97).padStart(2, "0")}`)).toEqual(problem(codes.check));
  });

  it("has its own shape", () => {
    expect(check("ES", "28123456784")).toEqual(problem(codes.format));
    expect(check("ES", "28123456784A")).toEqual(problem(codes.format));
  });
});

describe("a stored number shown again", () => {
  it("shows only its last three characters", () => {
    expect(maskSocialSecurityNumber("2 69 05 49 588 157 80")).toBe("••••••••••••780");
    expect(maskSocialSecurityNumber("RSSMRA85T10A562S")).toBe("•••••••••••••62S");
  });
});
