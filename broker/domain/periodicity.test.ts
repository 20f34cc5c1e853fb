import { describe, expect, it } from "vitest";
import {
  allowedPeriodicities,
  canChangePeriodicity,
  checkPeriodicityChange,
  frequencyOf,
  instalmentOf,
  paymentsPerYear,
  periodAfterChange,
  scheduleAfterChange,
  splitPremium,
  yearlyPremium,
} from "./periodicity";

const now = new Date("2024-06-10T12:00:00Z");

describe("frequencies", () => {
  it("maps billing periods to the frequency the client sees", () => {
    expect(frequencyOf("annual_static_date")).toBe("annual");
    expect(frequencyOf("monthly_prorata")).toBe("monthly");
    expect(frequencyOf("biannually")).toBe("biannually");
    expect(frequencyOf("one_shot")).toBeNull();
    expect(frequencyOf("amendment")).toBeNull();
  });

  it("keeps the billing variant when the new frequency has it", () => {
    expect(periodAfterChange("monthly_prorata", "annual")).toBe("annual_prorata");
    expect(periodAfterChange("annual_static_date", "monthly")).toBe("monthly");
    expect(periodAfterChange("monthly_fixed", "quarterly")).toBe("quarterly");
    expect(periodAfterChange("quarterly", "annual")).toBe("annual");
  });

  it("offers every frequency to an active recurring contract, marking the current one", () => {
    expect(allowedPeriodicities({ status: "formalised", periodicity: "monthly_fixed" })).toEqual([
      { periodicity: "monthly", current: true },
      { periodicity: "quarterly", current: false },
      { periodicity: "biannually", current: false },
      { periodicity: "annual", current: false },
    ]);
  });

  it("offers nothing for one-off billing or contracts not in force", () => {
    expect(allowedPeriodicities({ status: "formalised", periodicity: "one_shot" })).toEqual([]);
    expect(allowedPeriodicities({ status: "terminated", periodicity: "monthly" })).toEqual([]);
    expect(allowedPeriodicities({ status: "need_signature", periodicity: "monthly" })).toEqual([]);
  });
});

describe("once per 24 hours", () => {
  it("allows a first change", () => {
    expect(canChangePeriodicity(null, now)).toEqual({ allowed: true });
  });

  it("refuses within 24 hours and gives the next allowed time", () => {
    const last = new Date("2024-06-09T12:00:01Z");
    expect(canChangePeriodicity(last, now)).toEqual({ allowed: false, nextAllowedAt: new Date("2024-06-10T12:00:01Z") });
  });

  it("allows again exactly 24 hours later", () => {
    expect(canChangePeriodicity(new Date("2024-06-09T12:00:00Z"), now)).toEqual({ allowed: true });
  });
});

describe("checking a choice", () => {
  const contract = { status: "formalised", periodicity: "monthly_prorata" } as const;

  it("accepts a new frequency and returns the period to store", () => {
    expect(checkPeriodicityChange({ contract, choice: "annual", lastChangeAt: null, now })).toEqual({ ok: true, periodicity: "annual_prorata" });
  });

  it("refuses unknown, unchanged, too soon and non-switchable", () => {
    expect(checkPeriodicityChange({ contract, choice: "weekly", lastChangeAt: null, now })).toEqual({ ok: false, code: "periodicity.not-allowed" });
    expect(checkPeriodicityChange({ contract, choice: "monthly", lastChangeAt: null, now })).toEqual({ ok: false, code: "periodicity.unchanged" });
    expect(checkPeriodicityChange({ contract, choice: "annual", lastChangeAt: new Date(now.getTime() - 3600_000), now })).toEqual({
      ok: false,
      code: "periodicity.too-soon",
      nextAllowedAt: new Date(now.getTime() + 23 * 3600_000),
    });
    expect(checkPeriodicityChange({ contract: { status: "terminated", periodicity: "monthly" }, choice: "annual", lastChangeAt: null, now })).toEqual({
      ok: false,
      code: "periodicity.not-switchable",
    });
  });
});

describe("amount and schedule after a debit-frequency change", () => {
  it("counts variants as their frequency and one-off billing as no schedule", () => {
    expect(paymentsPerYear("monthly_prorata")).toBe(12);
    expect(paymentsPerYear("annual_static_date")).toBe(1);
    expect(paymentsPerYear("biannually")).toBe(2);
    expect(paymentsPerYear("one_shot")).toBeNull();
    expect(paymentsPerYear("weekly")).toBeNull();
  });

  it("keeps the yearly premium and splits it into the new instalments, to the cent", () => {
    expect(yearlyPremium({ annualPremium: null, price: 412.5, periodicity: "monthly" })).toBe(4950);
    expect(yearlyPremium({ annualPremium: 1000, price: 83.33, periodicity: "monthly" })).toBe(1000);
    expect(yearlyPremium({ annualPremium: null, price: 100, periodicity: "one_shot" })).toBeNull();
    expect(instalmentOf(4950, "quarterly")).toBe(1237.5);
    expect(instalmentOf(4950, "annual")).toBe(4950);
    // The formal-notice contract: 269.70 a quarter is 89.90 a month (issue 27 had 29.97 from a quarterly price taken as monthly).
    expect(splitPremium(yearlyPremium({ annualPremium: null, price: 269.7, periodicity: "quarterly" })!, "monthly")).toEqual(Array(12).fill(89.9));
  });

  it("puts the rounding on the first debit, so every split adds up to the yearly premium to the cent", () => {
    expect(splitPremium(1000, "monthly")).toEqual([83.37, ...Array(11).fill(83.33)]);
    expect(splitPremium(100, "quarterly")).toEqual([25, 25, 25, 25]);
    expect(splitPremium(0.05, "biannually")).toEqual([0.03, 0.02]);
    for (const yearly of [1000, 1078.8, 999.99, 0.01, 12345.67, 4950]) {
      for (const frequency of ["monthly", "quarterly", "biannually", "annual"] as const) {
        const cents = splitPremium(yearly, frequency).reduce((sum, amount) => sum + Math.round(amount * 100), 0);
        expect(cents).toBe(Math.round(yearly * 100));
      }
    }
  });

  it("plans one year of debits at the new frequency from the first debit still to come", () => {
    expect(scheduleAfterChange({ firstDue: "2026-01-31", frequency: "quarterly", yearly: 741.6 })).toEqual([
      { dueDate: "2026-01-31", amount: 185.4 },
      { dueDate: "2026-04-30", amount: 185.4 },
      { dueDate: "2026-07-31", amount: 185.4 },
      { dueDate: "2026-10-31", amount: 185.4 },
    ]);
    expect(scheduleAfterChange({ firstDue: "2026-03-05", frequency: "annual", yearly: 741.6 })).toHaveLength(1);
    expect(scheduleAfterChange({ firstDue: "2026-03-05", frequency: "monthly", yearly: 741.6 }).at(-1)).toEqual({ dueDate: "2027-02-05", amount: 61.8 });
    expect(scheduleAfterChange({ firstDue: "2026-03-05", frequency: "monthly", yearly: 1000 }).map((debit) => debit.amount)).toEqual(
      splitPremium(1000, "monthly"),
    );
  });
});
