import { describe, expect, it } from "vitest";
import type { Invoice, Payment } from "~/utils/v2/api/index.server";
import { amountDue, canBePaid, invoiceStatusOf } from "~/utils/ui/invoice-status";
import { totals } from "~/routes/payments/payments.server";

const payment = (status: Payment["status"], date: string): Payment => ({
  id: `pay_${status}_${date}`,
  contract_id: "c1",
  invoice_id: "i1",
  amount: 100,
  currency: "EUR",
  status,
  method: "sepa",
  date,
  dispute_id: status === "disputed" ? "dsp_1" : null,
  failure_code: null,
  created_at: `${date}T09:00:00.000Z`,
});

const invoice = (over: Partial<Invoice>): Invoice => ({
  id: "i1",
  contract_id: "c1",
  number: null,
  period_start: "2026-11-01",
  period_end: "2026-11-30",
  due_date: "2026-11-05",
  amount: 100,
  fee_formal_notice: null,
  is_initial_payment: false,
  invoice_url: "/x",
  status: "issued",
  type: "payment",
  payments: [],
  is_payable: true,
  ...over,
});

describe("invoice status in words (SPEC section 4)", () => {
  it("reads the invoice and its latest payment", () => {
    expect(invoiceStatusOf(invoice({ status: "created", is_payable: false }))).toBe("upcoming");
    expect(invoiceStatusOf(invoice({ status: "issued" }))).toBe("toPay");
    expect(invoiceStatusOf(invoice({ status: "issued", payments: [payment("active", "2026-11-07")] }))).toBe("processing");
    expect(invoiceStatusOf(invoice({ status: "issued", payments: [payment("warning", "2026-11-01"), payment("fail", "2026-11-09")] }))).toBe("unpaid");
    expect(invoiceStatusOf(invoice({ status: "issued", payments: [payment("warning", "2026-11-01")] }))).toBe("toPay");
    expect(invoiceStatusOf(invoice({ status: "paid", payments: [payment("success", "2026-11-07")] }))).toBe("paid");
    expect(invoiceStatusOf(invoice({ status: "paid", payments: [payment("disputed", "2026-11-07")] }))).toBe("disputed");
    expect(invoiceStatusOf(invoice({ type: "refund_notice", status: "issued" }))).toBe("refundIssued");
    expect(invoiceStatusOf(invoice({ type: "refund_notice", status: "paid" }))).toBe("refunded");
  });

  it("adds the formal-notice fee to what is due, to the cent", () => {
    expect(amountDue({ amount: 269.7, fee_formal_notice: 15 })).toBe(284.7);
    expect(amountDue({ amount: 0.1, fee_formal_notice: 0.2 })).toBe(0.3);
  });
});

describe("payments totals", () => {
  const contracts = [
    { id: "c1", currency: "EUR" },
    { id: "c2", currency: "EUR" },
  ];
  it("sums what can be paid now and what was paid this year, in the site's language", () => {
    const invoices = {
      c1: [
        invoice({ id: "due", amount: 269.7, fee_formal_notice: 15 }),
        invoice({ id: "paid-now", status: "paid", is_payable: false, payments: [payment("success", "2026-03-02")] }),
        invoice({ id: "paid-last-year", status: "paid", is_payable: false, payments: [payment("success", "2025-12-30")] }),
        invoice({ id: "disputed", status: "paid", is_payable: false, payments: [payment("disputed", "2026-04-02")] }),
        invoice({ id: "refund", type: "refund_notice", status: "issued", is_payable: true, amount: 50 }),
      ],
      c2: [invoice({ id: "upcoming", status: "created", is_payable: false }), invoice({ id: "due-2", amount: 15.3 })],
    };
    expect(totals(contracts, invoices, "2026", "fr")).toEqual({ dueNow: "300,00\u00a0€", hasDue: true, paidThisYear: "100,00\u00a0€" });
    expect(totals(contracts, invoices, "2026", "en").dueNow).toBe("€300.00");
    expect(totals(contracts, invoices, "2026", "de").paidThisYear).toBe("100,00\u00a0€");
    expect(totals(contracts, {}, "2026", "fr")).toEqual({ dueNow: "0,00\u00a0€", hasDue: false, paidThisYear: "0,00\u00a0€" });
  });

  it("offers payment only for an invoice the broker says is payable, not paid and not a refund", () => {
    expect(canBePaid(invoice({ status: "issued", is_payable: true }))).toBe(true);
    expect(canBePaid(invoice({ status: "paid", is_payable: true }))).toBe(false);
    expect(canBePaid(invoice({ status: "created", is_payable: false }))).toBe(false);
    expect(canBePaid(invoice({ type: "refund_notice", status: "issued", is_payable: true }))).toBe(false);
  });
});
