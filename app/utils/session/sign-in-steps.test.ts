import { describe, expect, it } from "vitest";
import { menuSpace, pendingStep, stepPageAllowed } from "~/utils/session/sign-in-steps";

const base = { accountChoicePending: false, qualificationDeferred: false };

describe("pendingStep", () => {
  it("orders the steps: password, account, phone, qualification", () => {
    const all = { must_change_password: true, has_multi_account: true, must_confirm_phone: true, must_do_qualification: true };
    expect(pendingStep({ ...base, accountChoicePending: true, flags: all })).toBe("login-create-password");
    expect(pendingStep({ ...base, accountChoicePending: true, flags: { ...all, must_change_password: false } })).toBe("login-select-account");
    expect(pendingStep({ ...base, flags: { ...all, must_change_password: false } })).toBe("login-confirm-phone");
    expect(pendingStep({ ...base, flags: { must_do_qualification: true } })).toBe("kyc");
    expect(pendingStep({ ...base, qualificationDeferred: true, flags: { must_do_qualification: true } })).toBeNull();
    expect(pendingStep({ ...base, flags: {} })).toBeNull();
  });

  it("does not ask for an account choice without several accounts", () => {
    expect(pendingStep({ ...base, accountChoicePending: true, flags: {} })).toBeNull();
  });
});

describe("stepPageAllowed", () => {
  it("needs the flag of each step page", () => {
    expect(stepPageAllowed("login-create-password", {})).toBe(false);
    expect(stepPageAllowed("login-create-password", { must_change_password: true })).toBe(true);
    expect(stepPageAllowed("login-select-account", { has_multi_account: true })).toBe(true);
    expect(stepPageAllowed("login-confirm-phone", {})).toBe(false);
    expect(stepPageAllowed("profile", {})).toBe(true);
  });
});

describe("menuSpace", () => {
  it("is private with personal_access, else customer (SPEC section 4)", () => {
    expect(menuSpace({ personal_access: true })).toBe("private");
    expect(menuSpace({})).toBe("customer");
  });
});
