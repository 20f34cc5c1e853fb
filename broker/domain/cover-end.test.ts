import { describe, expect, it } from "vitest";
import { coverEnd, coverShare, invoiceWithinCover, moneyWithinCover, scheduleWithinCover } from "./cover-end";

const running = { terminatedDate: null, termination: null, periodicity: "monthly" };
const ending = (effective: string, periodicity = "monthly") => ({
  terminatedDate: null,
  termination: { request_id: "trm_1", effective_date: effective },
  periodicity,
});

const invoice = (id: string, start: string, end: string, status = "created", amount = 412.5) => ({
  id,
  status,
  type: "payment",
  amount,
  dueDate: start,
  periodStart: start,
  periodEnd: end,
});
const line = (dueDate: string, invoiceId: string | null = null, status = "active", amount = 412.5) => ({ dueDate, invoiceId, status, amount });

describe("the day a contract ends", () => {
  it("is its terminated date, else the effective date of its termination, the earlier of both", () => {
    expect(coverEnd(running)).toBeNull();
    expect(coverEnd(ending("2027-01-15"))).toBe("2027-01-15");
    expect(coverEnd({ terminatedDate: "2026-11-03", termination: { effective_date: "2026-11-03" } })).toBe("2026-11-03");
    expect(coverEnd({ terminatedDate: "2027-02-01", termination: { effective_date: "2027-01-15" } })).toBe("2027-01-15");
    expect(coverEnd({ terminatedDate: null, termination: { effective_date: "soon" } })).toBeNull();
  });
});

describe("the share of a period the contract covers", () => {
  const january = { start: "2027-01-04", end: "2027-02-03" };
  it("is whole for a period ending before the end day, and for a contract that runs on", () => {
    expect(coverShare(412.5, january, "2027-02-04")).toEqual({ kind: "whole" });
    expect(coverShare(412.5, january, null)).toEqual({ kind: "whole" });
  });
  it("is none for a period starting on the end day or later", () => {
    expect(coverShare(412.5, january, "2027-01-04")).toEqual({ kind: "none" });
  });
  it("is the days covered, to the cent, for a period that straddles the end: 4 to 14 January of 4 January to 3 February", () => {
    expect(coverShare(412.5, january, "2027-01-15")).toEqual({ kind: "part", amount: 146.37, periodEnd: "2027-01-14" });
  });
});

describe("money under the end", () => {
  it("cuts the straddling unpaid invoice and leaves out later ones; a paid one stays as paid", () => {
    const end = "2027-01-15";
    expect(invoiceWithinCover(invoice("jan", "2027-01-04", "2027-02-03"), end)).toMatchObject({ amount: 146.37, periodEnd: "2027-01-14" });
    expect(invoiceWithinCover(invoice("feb", "2027-02-04", "2027-03-03", "issued"), end)).toBeNull();
    expect(invoiceWithinCover(invoice("paid", "2027-02-04", "2027-03-03", "paid"), end)).toMatchObject({ amount: 412.5 });
    expect(invoiceWithinCover({ ...invoice("refund", "2027-02-04", "2027-03-03"), type: "refund_notice" }, end)).not.toBeNull();
  });

  it("stops the schedule at the end: the azura fleet terminated on 15 January 2027 keeps December, a prorated January, nothing after", () => {
    const invoices = [invoice("dec", "2026-12-04", "2027-01-03", "issued"), invoice("jan", "2027-01-04", "2027-02-03")];
    const lines = [
      line("2026-12-08", "dec"),
      line("2027-01-04", "jan"),
      line("2027-02-04"),
      line("2027-03-04"),
      line("2027-04-04"),
      line("2027-05-04"),
      line("2026-11-04", null, "success"),
    ];
    const kept = scheduleWithinCover(lines, ending("2027-01-15"), (id) => invoices.find((i) => i.id === id));
    expect(kept.map((l) => [l.dueDate, l.amount])).toEqual([
      ["2026-12-08", 412.5],
      ["2027-01-04", 146.37],
      ["2026-11-04", 412.5],
    ]);
    // The prorated line says which days it pays and the full debit it stands for (audit of changes, finding 13); whole ones say nothing.
    expect(kept.map((l) => ("prorated" in l ? l.prorated : null))).toEqual([
      null,
      { periodStart: "2027-01-04", periodEnd: "2027-01-14", fullAmount: 412.5 },
      null,
    ]);
  });

  it("prorates a line without an invoice over one debit interval of the contract's frequency: a yearly 4,950 cut at 15 March", () => {
    const kept = scheduleWithinCover([line("2027-02-05", null, "active", 4950)], ending("2027-03-15", "annual"), () => undefined);
    expect(kept).toEqual([expect.objectContaining({ amount: 515.34, prorated: { periodStart: "2027-02-05", periodEnd: "2027-03-14", fullAmount: 4950 } })]);
  });

  it("leaves a quarterly schedule terminated at its due date whole up to it: the 5 June and 5 September debits go", () => {
    const lines = [line("2026-12-05", null, "active", 185.4), line("2027-03-05", null, "active", 185.4), line("2027-06-05"), line("2027-09-05")];
    const kept = scheduleWithinCover(lines, ending("2027-06-05", "quarterly"), () => undefined);
    expect(kept.map((l) => [l.dueDate, l.amount])).toEqual([
      ["2026-12-05", 185.4],
      ["2027-03-05", 185.4],
    ]);
  });

  it("gives everything back as it was once the termination is withdrawn", () => {
    const rows = {
      invoices: [invoice("jan", "2027-01-04", "2027-02-03")],
      plannings: [line("2027-01-04", "jan"), line("2027-02-04")],
      payments: [{ invoiceId: "jan", date: "2027-01-04", amount: 412.5, status: "active" }],
    };
    expect(moneyWithinCover(running, rows)).toEqual(rows);
    const ended = moneyWithinCover(ending("2027-01-15"), rows);
    expect(ended.plannings).toHaveLength(1);
    expect(ended.payments[0]?.amount).toBe(146.37);
    expect(ended.invoices[0]?.amount).toBe(146.37);
  });

  it("leaves out a debit under way for an invoice after the end, and keeps one already taken", () => {
    const rows = {
      invoices: [invoice("feb", "2027-02-04", "2027-03-03")],
      plannings: [],
      payments: [
        { invoiceId: "feb", date: "2027-02-04", amount: 412.5, status: "active" },
        { invoiceId: null, date: "2027-02-10", amount: 412.5, status: "warning" },
        { invoiceId: null, date: "2027-02-10", amount: 412.5, status: "success" },
      ],
    };
    expect(moneyWithinCover(ending("2027-01-15"), rows).payments.map((p) => p.status)).toEqual(["success"]);
  });
});
