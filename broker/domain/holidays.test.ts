import { describe, expect, it } from "vitest";
import { callbackDays, easterSunday, isPublicHoliday, isWorkingDay, publicHolidays } from "./holidays";

describe("easterSunday", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("%i is %s", (year, day) => expect(easterSunday(year)).toBe(day));
});

describe("publicHolidays", () => {
  it("France 2026: eleven days, Ascension and Whit Monday from Easter", () => {
    expect(publicHolidays("FR", 2026)).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
  });
  it("Germany has Good Friday and 3 October, not 14 July", () => {
    expect(isPublicHoliday("DE", "2026-04-03")).toBe(true);
    expect(isPublicHoliday("DE", "2026-10-03")).toBe(true);
    expect(isPublicHoliday("DE", "2026-07-14")).toBe(false);
  });
  it("Italy has 25 April and 2 June, Spain 12 October and 6 December", () => {
    expect(isPublicHoliday("IT", "2026-04-25")).toBe(true);
    expect(isPublicHoliday("IT", "2026-06-02")).toBe(true);
    expect(isPublicHoliday("ES", "2026-10-12")).toBe(true);
    expect(isPublicHoliday("ES", "2026-12-06")).toBe(true);
    expect(isPublicHoliday("FR", "2026-12-06")).toBe(false);
  });
  it("an unknown country gets France's (SPEC section 9 default)", () => {
    expect(publicHolidays("XX", 2026)).toEqual(publicHolidays("FR", 2026));
  });
});

describe("callbackDays", () => {
  it("starts the next working day and skips weekends and holidays", () => {
    // Tuesday 10 November 2026: Wednesday 11 is Armistice day in France.
    expect(callbackDays("FR", "2026-11-10", 4)).toEqual(["2026-11-12", "2026-11-13", "2026-11-16", "2026-11-17"]);
    // In Germany 11 November is a working day.
    expect(callbackDays("DE", "2026-11-10", 1)).toEqual(["2026-11-11"]);
  });
  it("from a Friday, offers Monday; never today", () => {
    expect(callbackDays("FR", "2026-11-27", 2)).toEqual(["2026-11-30", "2026-12-01"]);
  });
  it("over Christmas in Italy skips 25 and 26 December and 1 and 6 January", () => {
    const days = callbackDays("IT", "2026-12-23", 8);
    expect(days).toEqual(["2026-12-24", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-04", "2027-01-05", "2027-01-07"]);
    expect(days.every((day) => isWorkingDay("IT", day))).toBe(true);
  });
});
