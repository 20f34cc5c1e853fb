import { describe, expect, it } from "vitest";
import { nextPayment, type ScheduledCollection } from "./next-payment";

const today = "2026-11-26";
const line = (id: string, dueDate: string, status: ScheduledCollection["status"] = "active", invoiceId: string | null = null, position = 0) => ({
  id,
  dueDate,
  status,
  invoiceId,
  position,
});

describe("the next payment of a contract", () => {
  it("is the earliest active line due today or later, whatever the order of the lines", () => {
    const lines = [line("dec", "2026-12-30"), line("nov", "2026-11-30"), line("jan", "2027-01-30")];
    expect(nextPayment(lines, today)?.id).toBe("nov");
  });

  it("counts a line due today, not one due yesterday that is still active", () => {
    expect(nextPayment([line("yesterday", "2026-11-25"), line("today", today)], today)?.id).toBe("today");
    expect(nextPayment([line("yesterday", "2026-11-25")], today)).toBeNull();
  });

  it("leaves out refused, troubled, disputed, canceled and paid lines, even when they come first", () => {
    const lines = [
      line("refused", "2026-11-27", "fail"),
      line("warning", "2026-11-28", "warning"),
      line("disputed", "2026-11-28", "disputed"),
      line("canceled", "2026-11-29", "canceled"),
      line("paid", "2026-11-29", "success"),
      line("next", "2026-11-30"),
    ];
    expect(nextPayment(lines, today)?.id).toBe("next");
  });

  it("leaves out an active line whose invoice is already paid", () => {
    const statuses: Record<string, "created" | "issued" | "paid"> = { inv_paid: "paid", inv_open: "issued" };
    const lines = [line("stale", "2026-11-27", "active", "inv_paid"), line("next", "2026-11-28", "active", "inv_open")];
    expect(nextPayment(lines, today, (id) => statuses[id])?.id).toBe("next");
  });

  it("takes the first position when two lines fall on the same day", () => {
    expect(nextPayment([line("second", "2026-11-30", "active", null, 2), line("first", "2026-11-30", "active", null, 1)], today)?.id).toBe("first");
  });

  it("is null without lines", () => {
    expect(nextPayment([], today)).toBeNull();
  });
});
