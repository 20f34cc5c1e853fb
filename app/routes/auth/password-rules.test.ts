import { describe, expect, it } from "vitest";
import { newPasswordErrorKeys, unmetPasswordRules } from "~/routes/auth/password-rules";

describe("password rules (SPEC section 5)", () => {
  it("needs 9 to 30 characters with an upper-case letter, a lower-case letter and a digit", () => {
    expect(unmetPasswordRules("Abcdefgh1")).toEqual([]);
    expect(unmetPasswordRules("Abcdefg1")).toEqual(["length"]);
    expect(unmetPasswordRules(`A1${"b".repeat(29)}`)).toEqual(["length"]);
    expect(unmetPasswordRules("abcdefgh1")).toEqual(["upper"]);
    expect(unmetPasswordRules("ABCDEFGH1")).toEqual(["lower"]);
    expect(unmetPasswordRules("Abcdefghi")).toEqual(["digit"]);
  });

  it("reports the mismatch only once the password itself is valid", () => {
    expect(newPasswordErrorKeys("Abcdefgh1", "Abcdefgh2")).toEqual({ password: [], confirmation: ["password.mismatch"] });
    expect(newPasswordErrorKeys("abc", "abd").confirmation).toEqual([]);
    expect(newPasswordErrorKeys("Abcdefgh1", "Abcdefgh1")).toEqual({ password: [], confirmation: [] });
  });
});
