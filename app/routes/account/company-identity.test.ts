import { describe, expect, it } from "vitest";
import { isCompanyIdentifier, isPostalCode, normalizeCompanyIdentifier } from "../../../contract/wire/company-identity";

// The portal's profile form and the broker's PUT clients/{client} share these rules (contract/wire/company-identity.ts).
describe("company numbers by the client's country", () => {
  it("FR: a SIRET is 14 digits with a Luhn check (La Poste: digit sum a multiple of 5)", () => {
    expect(isCompanyIdentifier("FR", "73282932000074")).toBe(true);
    expect(isCompanyIdentifier("FR", "732 829 320 00074")).toBe(true);
    expect(isCompanyIdentifier("FR", "73282932000075")).toBe(false);
    expect(isCompanyIdentifier("FR", "7328293200007")).toBe(false);
    expect(isCompanyIdentifier("FR", "35600000000001")).toBe(true);
    expect(isCompanyIdentifier("FR", "35600000000002")).toBe(false);
    expect(isCompanyIdentifier("FR", "HRB 123456")).toBe(false);
  });

  it("DE: a commercial register number or a Steuernummer", () => {
    for (const id of ["HRB 123456", "HRA 98765", "hrb 1234 B", "VR 2001", "12/345/67890", "123/456/78901", "12345/67890", "1121081508150"]) {
      expect(isCompanyIdentifier("DE", id), id).toBe(true);
    }
    for (const id of ["73282932000074", "HRC 123", "HRB 1234567", "12/34/5", "123456789"]) expect(isCompanyIdentifier("DE", id), id).toBe(false);
  });

  it("IT: a partita IVA is 11 digits with a check digit", () => {
    expect(isCompanyIdentifier("IT", "01234567897")).toBe(true);
    expect(isCompanyIdentifier("IT", "IT 12345678903")).toBe(true);
    expect(isCompanyIdentifier("IT", "12345678904")).toBe(false);
    expect(isCompanyIdentifier("IT", "1234567890")).toBe(false);
  });

  it("ES: a NIF (DNI, NIE) or a CIF with its control character", () => {
    for (const id of ["12345678Z", "X1234567L", "B12345674", "A58818501", "Q2826000H", "P0800000B", "ES B-12345674"]) {
      expect(isCompanyIdentifier("ES", id), id).toBe(true);
    }
    for (const id of ["12345678A", "X1234567A", "B12345675", "A5881850A", "Q28260001", "123456789"]) expect(isCompanyIdentifier("ES", id), id).toBe(false);
  });

  it("stores the number in one form", () => {
    expect(normalizeCompanyIdentifier("FR", " 732 829 320 00074 ")).toBe("73282932000074");
    expect(normalizeCompanyIdentifier("DE", "hrb   123456")).toBe("HRB 123456");
    expect(normalizeCompanyIdentifier("ES", "b-12345674")).toBe("B12345674");
  });
});

describe("postal codes by the client's country", () => {
  it("accepts each country's form and refuses the others", () => {
    expect(isPostalCode("FR", "75008")).toBe(true);
    expect(isPostalCode("FR", "97411")).toBe(true);
    expect(isPostalCode("FR", "00100")).toBe(false);
    expect(isPostalCode("FR", "7500")).toBe(false);
    expect(isPostalCode("DE", "22767")).toBe(true);
    expect(isPostalCode("DE", "00123")).toBe(false);
    expect(isPostalCode("DE", "2276")).toBe(false);
    expect(isPostalCode("IT", "00184")).toBe(true);
    expect(isPostalCode("IT", "2012")).toBe(false);
    expect(isPostalCode("ES", "28009")).toBe(true);
    expect(isPostalCode("ES", "53001")).toBe(false);
    expect(isPostalCode("ES", "SW1A 1AA")).toBe(false);
  });
});
