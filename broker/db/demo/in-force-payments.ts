/**
 * The payment schedules of the demo contracts in force that had none (the
 * full client's amendable contract, the multi-account's two companies, the
 * covered employee's company): a contract in force is paid by something, on
 * days its schedule says, so its payments tab and the client's invoices show
 * the last debits taken and the next ones to come. Each paid line has its
 * paid invoice and its successful payment on the line's day; the lines to
 * come have no invoice yet (it is issued before the debit).
 */
import { pushPaidDebit, pushPlanning, pushSepaMandate } from "./payment-rows";
import type { DemoContext } from "./rows";
import { at, contractSchedule, day } from "./util";

type InForceCase = {
  key: string;
  contract: string;
  clientId: string;
  method: "sepa" | "card";
  /** The holder of the SEPA account (a card is already in the demo). */
  holder?: string;
  /** The mandate's reference number (RUM-<BRAND>-<n>), unique in the brand. */
  mandateNumber?: number;
  /** The schedule's anchor (a debit day), its debits from..to, the first `paid` of them taken. */
  anchor: string;
  from: number;
  to: number;
  paid: number;
};

export function addInForcePayments(d: DemoContext): void {
  const { ids, country: c } = d;
  const cases: InForceCase[] = [
    // Monthly by card since it started eight months ago: the last two months paid, the next two to come.
    { key: "amendment", contract: ids.contract("full_rc_amendment"), clientId: ids.fullClient, method: "card", anchor: day(1), from: -2, to: 1, paid: 2 },
    {
      key: "multi_a",
      contract: ids.contract("multi_a_rc"),
      clientId: ids.multiClientA,
      method: "sepa",
      holder: c.companies.multiA,
      mandateNumber: 10,
      anchor: day(1),
      from: -2,
      to: 1,
      paid: 2,
    },
    // Yearly: the year paid when it started three months ago, the next year's debit on its anniversary.
    {
      key: "multi_b",
      contract: ids.contract("multi_b_locaux"),
      clientId: ids.multiClientB,
      method: "sepa",
      holder: c.companies.multiB,
      mandateNumber: 11,
      anchor: day(1, -3),
      from: 0,
      to: 1,
      paid: 1,
    },
    {
      key: "personal",
      contract: ids.contract("personal_sante"),
      clientId: ids.personalClient,
      method: "sepa",
      holder: c.companies.personal,
      mandateNumber: 12,
      anchor: day(1),
      from: -2,
      to: 1,
      paid: 2,
    },
  ];
  for (const one of cases) addSchedule(d, one);
}

function addSchedule(d: DemoContext, one: InForceCase): void {
  const { brand, rows } = d;
  const owner = { brandId: brand, clientId: one.clientId, contractId: one.contract };
  const lines = contractSchedule(rows.contracts, one.contract, { anchor: one.anchor, from: one.from, to: one.to });
  lines.forEach((line, position) => {
    const paid = position < one.paid;
    const key = `${one.key}_${position + 1}`;
    const invoiceId = paid ? `inv_${brand}_${key}` : null;
    if (invoiceId) {
      const months = monthsFromReference(line.dueDate);
      pushPaidDebit(d, owner, {
        invoiceId,
        paymentId: `pay_${brand}_${key}`,
        number: `F-${brand.toUpperCase()}-${key.toUpperCase().replace("_", "")}`,
        line,
        method: one.method,
        issuedAt: at(-10, 9, months),
        paidAt: at(1, 9, months),
      });
    }
    pushPlanning(rows, owner, {
      id: `pln_${brand}_${key}`,
      invoiceId,
      dueDate: line.dueDate,
      amount: line.amount,
      status: paid ? "success" : "active",
      position: position + 1,
      createdAt: at(-20, 9, -1),
    });
  });
  if (one.method === "sepa") {
    pushSepaMandate(d, owner, { id: `mdt_${brand}_${one.key}`, holder: one.holder!, number: one.mandateNumber!, acceptedAt: at(0, 10, -12) });
  }
  const contract = rows.contracts.find((row) => row.id === one.contract);
  if (!contract) throw new Error(`demo: no contract ${one.contract}`);
  contract.currentPaymentMethod = one.method;
}

/** How many whole months a debit day lies from the reference day (negative: before), for the rows' timestamps. */
function monthsFromReference(isoDay: string): number {
  const [y, m] = isoDay.split("-").map(Number);
  const [ry, rm] = day(0).split("-").map(Number);
  return (y! - ry!) * 12 + (m! - rm!);
}
