import { describe, expect, it } from "vitest";
import { nextPayment } from "../../domain/next-payment";
import { BRANDS } from "../brands";
import { buildBrandDemo } from "./brand-data";
import { REFERENCE_DAY } from "./util";

const demoOf = (id: string) => {
  const brand = BRANDS.find((b) => b.id === id)!;
  return buildBrandDemo(brand.id, brand.country, { demo: "", manager: "" });
};

// Issue 31: the demo said three different things about the fleet's next payment (an invoice due today, a debit dated two days
// on, a schedule line four days on) and had a past month "warning" while its invoice was paid.
describe("the demo payments agree with themselves", () => {
  it.each(BRANDS.map((b) => [b.id]))("%s: what happened is in the past, and a paid invoice has no line still to take", (id) => {
    const rows = demoOf(id);
    for (const payment of rows.payments) {
      if (payment.status !== "active" && payment.status !== "canceled") expect(payment.date! <= REFERENCE_DAY, payment.id).toBe(true);
    }
    for (const line of rows.plannings) {
      if (line.status !== "active" && line.status !== "canceled") expect(line.dueDate <= REFERENCE_DAY, line.id).toBe(true);
      const invoice = rows.invoices.find((i) => i.id === line.invoiceId);
      if (invoice?.status === "paid") expect(line.status, line.id).not.toBe("active");
      if (invoice?.status === "paid") expect(line.status, line.id).not.toBe("warning");
    }
  });

  it("the fleet's next payment is the second presentation of this month's refused debit, four days on, of its unpaid invoice", () => {
    const rows = demoOf("azura");
    const fleet = rows.plannings
      .filter((p) => p.contractId === "ctr_azura_full_formalised")
      .map((p) => ({ id: p.id!, dueDate: p.dueDate, status: p.status ?? "active", invoiceId: p.invoiceId ?? null, position: p.position }));
    const next = nextPayment(fleet, REFERENCE_DAY, (invoiceId) => rows.invoices.find((i) => i.id === invoiceId)?.status ?? undefined);
    expect(next?.id).toBe("pln_azura_fleet_7");
    expect(next?.invoiceId).toBe("inv_azura_fleet_unpaid");
    const debit = rows.payments.find((p) => p.id === "pay_azura_fleet_warning")!;
    expect(debit.date! <= REFERENCE_DAY && next!.dueDate > REFERENCE_DAY).toBe(true);
    // Each month paid was debited on the day its schedule line says.
    for (const payment of rows.payments.filter((p) => p.contractId === "ctr_azura_full_formalised" && p.status === "success")) {
      const line = fleet.find((p) => p.invoiceId === payment.invoiceId);
      if (line) expect(line.dueDate, payment.id).toBe(payment.date);
    }
  });

  // Four contracts in force had no schedule, no invoice and no way of paying: their payments tab was empty.
  it.each(BRANDS.map((b) => [b.id]))("%s: every contract in force has a way of paying, a debit to come, and each debit taken its paid invoice", (id) => {
    const rows = demoOf(id);
    for (const contract of rows.contracts.filter((c) => c.status === "formalised" || c.status === "formal_notice")) {
      const lines = rows.plannings.filter((p) => p.contractId === contract.id);
      expect(
        lines.some((p) => (p.status ?? "active") === "active" && p.dueDate > REFERENCE_DAY),
        contract.id,
      ).toBe(true);
      expect(["sepa", "card"], contract.id).toContain(contract.currentPaymentMethod);
      const means = contract.currentPaymentMethod === "sepa" ? rows.mandates : rows.cards;
      expect(
        means.some((m) => m.contractId === contract.id),
        contract.id,
      ).toBe(true);
      for (const line of lines.filter((p) => p.status === "success")) {
        const invoice = rows.invoices.find((i) => i.id === line.invoiceId);
        expect(invoice?.status, line.id).toBe("paid");
        expect(invoice?.amount, line.id).toBe(line.amount);
        expect(
          rows.payments.some((p) => p.invoiceId === invoice?.id && p.status === "success" && p.amount === line.amount),
          line.id,
        ).toBe(true);
      }
    }
  });
});
