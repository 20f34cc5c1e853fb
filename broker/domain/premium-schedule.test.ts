import { describe, expect, it } from "vitest";
import { invoiceOfLine, nextDueDate, scheduleLines, totalCents } from "./premium-schedule";

describe("scheduleLines", () => {
  it("splits a yearly premium that does not fall even with the cents on each year's first debit", () => {
    const lines = scheduleLines({ yearly: 64.9, frequency: "monthly", anchor: "2026-01-31", from: 0, to: 23 });
    expect(lines.map((l) => l.amount).slice(0, 3)).toEqual([5.5, 5.4, 5.4]);
    expect(lines[12].amount).toBe(5.5);
    expect(totalCents(lines.slice(0, 12).map((l) => l.amount))).toBe(6490);
    expect(totalCents(lines.slice(5, 17).map((l) => l.amount))).toBe(6490);
  });

  it("dates each debit from the anchor, the month's last day kept, and gives each the period up to the next one", () => {
    const lines = scheduleLines({ yearly: 1078.8, frequency: "quarterly", anchor: "2026-11-30", from: -1, to: 1 });
    expect(lines.map((l) => [l.index, l.dueDate, l.periodStart, l.periodEnd, l.amount])).toEqual([
      [-1, "2026-08-30", "2026-08-30", "2026-11-29", 269.7],
      [0, "2026-11-30", "2026-11-30", "2027-02-27", 269.7],
      [1, "2027-02-28", "2027-02-28", "2027-05-29", 269.7],
    ]);
    expect(invoiceOfLine(lines[1])).toEqual({ amount: 269.7, periodStart: "2026-11-30", periodEnd: "2027-02-27", dueDate: "2026-11-30" });
  });
});

describe("nextDueDate", () => {
  it("is the first anniversary of the start after today, never today or before", () => {
    expect(nextDueDate("2025-10-03", "2026-12-02")).toBe("2027-10-03");
    expect(nextDueDate("2025-12-02", "2026-12-02")).toBe("2027-12-02");
    expect(nextDueDate("2025-12-03", "2026-12-02")).toBe("2026-12-03");
    expect(nextDueDate("2024-02-29", "2026-12-02")).toBe("2027-02-28");
  });
});
