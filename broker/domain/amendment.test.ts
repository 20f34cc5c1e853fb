import { describe, expect, it } from "vitest";
import { amendedPremium, amendmentAppliesFrom, amendmentTerms } from "./amendment";

describe("an amendment's terms", () => {
  it("reads what the row holds, and a term that does not read as no term", () => {
    expect(amendmentTerms({ changes: [{ code: "activity_added", activity: "audit" }], price_delta: 12, effective_date: "2027-01-01" })).toEqual({
      effectiveDate: "2027-01-01",
      priceDelta: 12,
      changes: [{ code: "activity_added", activity: "audit" }],
    });
    // The demo's first record, before the terms were typed: nothing shown, nothing applied.
    expect(amendmentTerms({ new_activity: "consulting", price_delta: "6.4", effective_date: "soon" })).toEqual({
      effectiveDate: null,
      priceDelta: 0,
      changes: [],
    });
    expect(amendmentTerms(null)).toEqual({ effectiveDate: null, priceDelta: 0, changes: [] });
  });

  it("applies from its effective day, or from today once that day is past or unset", () => {
    const terms = amendmentTerms({ effective_date: "2027-01-01" });
    expect(amendmentAppliesFrom(terms, "2026-12-05")).toBe("2027-01-01");
    expect(amendmentAppliesFrom(terms, "2027-02-01")).toBe("2027-02-01");
    expect(amendmentAppliesFrom(amendmentTerms({}), "2026-12-05")).toBe("2026-12-05");
  });
});

describe("the premium after an amendment", () => {
  it("adds the yearly change and splits it by the current frequency, the first debit carrying the cents", () => {
    expect(amendedPremium({ price: 58.2, annualPremium: null, periodicity: "monthly" }, 76.8)).toMatchObject({
      yearlyBefore: 698.4,
      yearlyAfter: 775.2,
      instalmentBefore: 58.2,
      instalmentAfter: 64.6,
      firstInstalmentAfter: null,
    });
    expect(amendedPremium({ price: 160.77, annualPremium: 643.1, periodicity: "quarterly" }, 10)).toMatchObject({
      yearlyAfter: 653.1,
      instalmentAfter: 163.27,
      firstInstalmentAfter: 163.29,
    });
  });

  it("is none for a contract without a recurring premium", () => {
    expect(amendedPremium({ price: 120, annualPremium: null, periodicity: "one_shot" }, 10)).toBeNull();
    expect(amendedPremium({ price: null, annualPremium: null, periodicity: "monthly" }, 10)).toBeNull();
  });
});
