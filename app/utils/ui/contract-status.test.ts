import { describe, expect, it } from "vitest";
import { awaitsIssue, statusLabelOf } from "~/utils/ui/contract-status";

const contract = (status: Parameters<typeof statusLabelOf>[0]["status"], type = "flotte", is_signed = false) => ({ status, type, is_signed });

describe("statusLabelOf (SPEC section 4)", () => {
  it("shows formalised as active and both signature states as signature needed", () => {
    expect(statusLabelOf(contract("formalised", "flotte", true))).toBe("active");
    expect(statusLabelOf(contract("need_signature"))).toBe("signatureNeeded");
    expect(statusLabelOf(contract("waiting"))).toBe("signatureNeeded");
  });

  it("treats an unsigned contract of type quote as a quote, a signed one by its status", () => {
    expect(statusLabelOf(contract("reviewing", "quote", false))).toBe("quote");
    expect(statusLabelOf(contract("formalised", "quote", true))).toBe("active");
  });

  it("names every other status", () => {
    expect(statusLabelOf(contract("project"))).toBe("draft");
    expect(statusLabelOf(contract("formal_notice", "flotte", true))).toBe("formalNotice");
    expect(statusLabelOf(contract("terminated", "auto", true))).toBe("terminated");
  });
});

describe("awaitsIssue", () => {
  it("is true until the insurer issues the contract, false once issued, in default or ended", () => {
    for (const status of ["project", "reviewing", "need_signature", "waiting", "pending_signed", "signed"] as const) {
      expect(awaitsIssue(statusLabelOf(contract(status))), status).toBe(true);
    }
    for (const status of ["formalised", "formal_notice", "terminated"] as const) {
      expect(awaitsIssue(statusLabelOf(contract(status, "flotte", true))), status).toBe(false);
    }
  });
});
