/**
 * How the demo contracts are paid: mandates and the card, invoices (paid,
 * unpaid, upcoming, fees, refund, disputed), payments in every status and
 * payment schedules, for the full client's fleet, formal-notice and amendable
 * contracts and for the single client's contract. Later payment cases of the
 * full client are in full-payments.ts.
 */
import { addDays } from "../../domain/calendar";
import { invoiceOfLine } from "../../domain/premium-schedule";
import type * as s from "../schema";
import { addInForcePayments } from "./in-force-payments";
import { pushPaidDebit, pushPlanning, pushSepaMandate } from "./payment-rows";
import type { DemoContext, Row } from "./rows";
import { at, contractSchedule, day, REFERENCE_DAY } from "./util";

export function addPayments(d: DemoContext): void {
  addFullClientPayments(d);
  addSingleClientPayments(d);
  addInForcePayments(d);
}

function addFullClientPayments(d: DemoContext): void {
  const { brand, rows, ids } = d;
  const c = d.country;
  const brandId = brand;
  const fleet = ids.contract("full_formalised");
  const notice = ids.contract("full_formal_notice");
  const amendContract = ids.contract("full_rc_amendment");

  rows.cards.push({
    id: `crd_${brand}_full_visa`,
    brandId,
    clientId: ids.fullClient,
    contractId: amendContract,
    providerRef: `sandbox_pm_${brand}_full`,
    cardBrand: "visa",
    last4: "4242",
    expMonth: 12,
    expYear: 2028,
    createdAt: at(-240),
  });
  pushSepaMandate(
    d,
    { brandId, clientId: ids.fullClient, contractId: fleet },
    { id: `mdt_${brand}_full_fleet`, holder: c.companies.full, number: 1, acceptedAt: at(0, 10, -14) },
  );

  // Invoices of the fleet contract: paid, issued (unpaid), created, placement fees, refund notice.
  const inv = (key: string, contractId: string, v: Partial<Row<typeof s.invoices>> & { amount: number; periodStart: string; periodEnd: string }) => {
    const id = `inv_${brand}_${key}`;
    rows.invoices.push({
      id,
      brandId,
      clientId: ids.fullClient,
      contractId,
      number: `F-${brand.toUpperCase()}-${key.toUpperCase()}`,
      dueDate: v.periodStart,
      status: "issued",
      type: "payment",
      storageKey: null,
      createdAt: at(-5),
      ...v,
    });
    return id;
  };
  // The fleet's schedule (monthly, 4,950.00 a year: twelve debits of 412.50), debit 0 due today; each invoice is its debit's.
  const fleetSchedule = contractSchedule(rows.contracts, fleet, { anchor: REFERENCE_DAY, from: -6, to: 5 });
  const fleetDebit = (m: number) => fleetSchedule.find((line) => line.index === m)!;
  // Every month the schedule shows as taken has its paid invoice (the disputed one is below); the contract started
  // 14 months ago, so none of them is its first payment.
  const paidMonths = [-6, -5, -3, -2, -1];
  const paidInvoices = paidMonths.map((m) =>
    inv(m >= -3 ? `fleet_${m + 4}` : `fleet_early_${m + 7}`, fleet, {
      ...invoiceOfLine(fleetDebit(m)),
      status: "paid",
      issuedAt: at(-10, 9, m),
      paidAt: at(0, 12, m),
    }),
  );
  const unpaid = inv("fleet_unpaid", fleet, { ...invoiceOfLine(fleetDebit(0)), status: "issued", isPayable: true, issuedAt: at(-10) });
  const upcoming = inv("fleet_upcoming", fleet, { ...invoiceOfLine(fleetDebit(1)), status: "created" });
  inv("fleet_fees", fleet, {
    amount: 150,
    periodStart: day(0, -14),
    periodEnd: day(0, -14),
    status: "paid",
    type: "placement_fees",
    issuedAt: at(0, 9, -14),
    paidAt: at(1, 9, -14),
  });
  inv("fleet_refund", fleet, { amount: 86.3, periodStart: day(-45), periodEnd: day(-1), status: "issued", type: "refund_notice", issuedAt: at(-40) });
  const disputedInvoice = inv("fleet_disputed", fleet, {
    ...invoiceOfLine(fleetDebit(-4)),
    status: "paid",
    issuedAt: at(-10, 9, -4),
    paidAt: at(0, 12, -4),
  });
  // The formal-notice contract's schedule (quarterly, 1,078.80 a year: 269.70 a quarter), from its debit five months ago.
  const noticeSchedule = contractSchedule(rows.contracts, notice, { anchor: day(1, -5), from: 0, to: 3 });
  // Its first quarter was debited and paid; the second came back refused (below), hence the formal notice.
  const noticePaid = inv("notice_paid", notice, { ...invoiceOfLine(noticeSchedule[0]), status: "paid", issuedAt: at(-10, 9, -5), paidAt: at(1, 9, -5) });
  const noticeInvoice = inv("notice_unpaid", notice, {
    ...invoiceOfLine(noticeSchedule[1]),
    feeFormalNotice: 15,
    status: "issued",
    isPayable: true,
    issuedAt: at(-10, 9, -2),
  });

  const pay = (key: string, contractId: string, v: Partial<Row<typeof s.payments>> & { amount: number }) =>
    rows.payments.push({
      id: `pay_${brand}_${key}`,
      brandId,
      clientId: ids.fullClient,
      contractId,
      currency: c.currency,
      method: "sepa",
      createdAt: at(-5),
      ...v,
    });
  // The fleet is debited on each invoice's due date (its period's first day), and the schedule says the same days (issue 31:
  // one next payment): paid months on their due day; this month's debit, presented today, came back "insufficient funds"
  // (warning) and the bank presents it again in four days (pln_<brand>_fleet_7); next month's on its due day.
  paidInvoices.forEach((invoiceId, i) => {
    const m = paidMonths[i]!;
    const key = m >= -3 ? `fleet_paid_${m + 4}` : `fleet_paid_early_${m + 7}`;
    pay(key, fleet, { invoiceId, amount: fleetDebit(m).amount, status: "success", date: fleetDebit(m).dueDate });
  });
  pay("fleet_active", fleet, { invoiceId: upcoming, amount: fleetDebit(1).amount, status: "active", date: fleetDebit(1).dueDate });
  pay("fleet_warning", fleet, {
    invoiceId: unpaid,
    amount: fleetDebit(0).amount,
    status: "warning",
    date: fleetDebit(0).dueDate,
    failureCode: "insufficient_funds",
  });
  pay("fleet_disputed", fleet, {
    invoiceId: disputedInvoice,
    amount: fleetDebit(-4).amount,
    status: "disputed",
    date: fleetDebit(-4).dueDate,
    disputeId: `dp_${brand}_0001`,
    disputeData: { reason: "debit_not_authorized", opened_at: day(10, -4), amount: 412.5, currency: c.currency, status: "needs_response" },
  });
  pay("notice_paid", notice, { invoiceId: noticePaid, amount: noticeSchedule[0].amount, status: "success", date: noticeSchedule[0].dueDate });
  // Refused on the day its schedule line says (pln_<brand>_notice_2).
  pay("notice_fail", notice, {
    invoiceId: noticeInvoice,
    amount: noticeSchedule[1].amount,
    status: "fail",
    date: noticeSchedule[1].dueDate,
    failureCode: "debit_not_authorized",
  });

  // Payment schedule (planning) of the fleet: twelve months around the reference day, on the days the payments above say:
  // paid months (the disputed one disputed), this month's second presentation in four days, then each month's due day.
  for (const line of fleetSchedule) {
    const m = line.index;
    const status = m < 0 ? (m === -4 ? ("disputed" as const) : ("success" as const)) : ("active" as const);
    const dueDate = m === 0 ? addDays(line.dueDate, 4) : line.dueDate;
    pushPlanning(
      rows,
      { brandId, clientId: ids.fullClient, contractId: fleet },
      { id: `pln_${brand}_fleet_${m + 7}`, dueDate, amount: line.amount, status, position: m + 7, createdAt: at(0, 9, -14) },
    );
  }
  for (const line of noticeSchedule) {
    const q = line.index;
    pushPlanning(
      rows,
      { brandId, clientId: ids.fullClient, contractId: notice },
      {
        id: `pln_${brand}_notice_${q + 1}`,
        dueDate: line.dueDate,
        amount: line.amount,
        status: q < 1 ? "success" : q === 1 ? "fail" : "active",
        position: q + 1,
        createdAt: at(0, 9, -20),
      },
    );
  }
}

/** The single client's annual contract: its first year paid at the start by SEPA debit, the next year's debit on its anniversary. */
function addSingleClientPayments(d: DemoContext): void {
  const { brand, rows, ids } = d;
  const c = d.country;
  const contractId = ids.contract("single_multirisque");
  const clientId = ids.singleClient;
  const [paid, next] = contractSchedule(rows.contracts, contractId, { anchor: day(1, -5), from: 0, to: 1 });
  const owner = { brandId: brand, clientId, contractId };
  pushPaidDebit(d, owner, {
    invoiceId: `inv_${brand}_single_1`,
    paymentId: `pay_${brand}_single_1`,
    number: `F-${brand.toUpperCase()}-S1`,
    line: paid,
    method: "sepa",
    issuedAt: at(-10, 9, -5),
    paidAt: at(2, 9, -5),
    isInitialPayment: true,
  });
  [paid, next].forEach((line, i) =>
    pushPlanning(rows, owner, {
      id: `pln_${brand}_single_${i + 1}`,
      dueDate: line.dueDate,
      amount: line.amount,
      status: i === 0 ? "success" : "active",
      position: i + 1,
      createdAt: at(-10, 9, -5),
    }),
  );
  pushSepaMandate(d, owner, { id: `mdt_${brand}_single`, holder: c.companies.single, number: 2, acceptedAt: at(1, 9, -5) });
}
