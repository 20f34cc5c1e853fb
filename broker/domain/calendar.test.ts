import { describe, expect, it } from "vitest";
import { addDays, addMonths, addWorkingDays, addYears, compareDates, isIsoDate, maxDate, nextAnniversary, parisDay } from "./calendar";

describe("calendar days", () => {
  it("recognises real days only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2023-13-01")).toBe(false);
    expect(isIsoDate("2023-1-01")).toBe(false);
    expect(isIsoDate(20230101)).toBe(false);
  });

  it("takes today's date in Paris, not in UTC", () => {
    expect(parisDay(new Date("2024-06-30T22:30:00Z"))).toBe("2024-07-01");
    expect(parisDay(new Date("2024-01-31T22:30:00Z"))).toBe("2024-01-31");
  });

  it("adds days, months and years, clamping month ends", () => {
    expect(addDays("2024-02-28", 2)).toBe("2024-03-01");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2024-11-15", 3)).toBe("2025-02-15");
    expect(addMonths("2024-03-31", -1)).toBe("2024-02-29");
    expect(addYears("2024-02-29", 1)).toBe("2025-02-28");
  });

  it("compares", () => {
    expect(compareDates("2024-01-01", "2024-01-02")).toBeLessThan(0);
    expect(compareDates("2024-01-02", "2024-01-02")).toBe(0);
    expect(maxDate("2024-05-01", "2024-04-01")).toBe("2024-05-01");
    expect(() => compareDates("2024-02-30", "2024-01-01")).toThrow(RangeError);
  });

  it("finds the next anniversary on or after a day", () => {
    expect(nextAnniversary("2020-04-01", "2024-03-15")).toBe("2024-04-01");
    expect(nextAnniversary("2020-04-01", "2024-04-01")).toBe("2024-04-01");
    expect(nextAnniversary("2020-04-01", "2024-04-02")).toBe("2025-04-01");
    expect(nextAnniversary("2025-04-01", "2024-01-01")).toBe("2025-04-01");
  });

  it("skips weekends when counting working days", () => {
    // 2024-06-07 is a Friday.
    expect(addWorkingDays("2024-06-07", 1)).toBe("2024-06-10");
    expect(addWorkingDays("2024-06-07", 5)).toBe("2024-06-14");
  });
});
