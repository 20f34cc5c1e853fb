import { describe, expect, it } from "vitest";
import { SEPA_CREDITOR_IDS } from "../db/brands";
import { checkCreditorId, creditorIdCheckDigits, isValidCreditorId, normalizeCreditorId } from "./creditor-id";

describe("SEPA creditor identifier", () => {
  it("accepts valid identifiers, the business code left out of the check", () => {
    expect(checkCreditorId("FR72ZZZ123456")).toEqual({ ok: true, id: "FR72ZZZ123456", country: "FR" });
    // The German test identifier of the Bundesbank.
    expect(isValidCreditorId("DE98ZZZ09999999999")).toBe(true);
    // Another business code, same check digits.
    expect(isValidCreditorId("FR72ABC123456")).toBe(true);
    expect(isValidCreditorId(" fr72 zzz 123456 ")).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length and a malformed identifier", () => {
    expect(checkCreditorId("FR12ZZZ123456")).toEqual({ ok: false, problem: "creditor-id.checksum" });
    expect(checkCreditorId("DE97ZZZ09999999999")).toEqual({ ok: false, problem: "creditor-id.checksum" });
    expect(checkCreditorId("FR72ZZZ1234567")).toEqual({ ok: false, problem: "creditor-id.length" });
    expect(checkCreditorId("FRXXZZZ123456")).toEqual({ ok: false, problem: "creditor-id.format" });
    expect(checkCreditorId("FR72ZZ")).toEqual({ ok: false, problem: "creditor-id.format" });
    expect(checkCreditorId("")).toEqual({ ok: false, problem: "creditor-id.format" });
  });

  it("computes the check digits a bank would issue", () => {
    expect(creditorIdCheckDigits("FR", "123456")).toBe("72");
    expect(creditorIdCheckDigits("DE", "09999999999")).toBe("98");
    expect(normalizeCreditorId("fr72-zzz-123456")).toBe("FR72ZZZ123456");
  });

  it("gives every brand a valid identifier of its country", () => {
    for (const [brand, id] of Object.entries(SEPA_CREDITOR_IDS)) {
      expect(checkCreditorId(id), brand).toMatchObject({ ok: true });
    }
    expect(new Set(Object.values(SEPA_CREDITOR_IDS)).size).toBe(Object.keys(SEPA_CREDITOR_IDS).length);
  });
});
