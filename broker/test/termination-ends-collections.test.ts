/**
 * A contract's end stops what it collects (audit of demo.full, azura, decision
 * 0267): once a termination is sent, the contract call, its schedule,
 * invoices and payments, the client's invoices, the contracts list's next
 * payment and the notices plan nothing for cover after the effective date,
 * and the debit whose period straddles it takes the days covered only. A
 * withdrawal gives the schedule back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addMonths, parisDay } from "../domain/calendar";
import { DEMO_EMAILS } from "../db/demo/logins";
import { pdfText } from "./fixtures/pdf-text";
import { openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let base: string;

beforeAll(async () => {
  ({ t } = await openClientBroker(BRAND));
  const clientId = `cli_${BRAND}_full`;
  s = await t.sessionForAccount(BRAND, DEMO_EMAILS.full, { clientId });
  base = `/v2/clients/${clientId}`;
});
afterAll(() => t.close());

const request = (path: string, body?: unknown) => t.request(path, { brand: BRAND, session: s.token, body });
const get = async (path: string) => {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  return res.json();
};

type Line = {
  id: string;
  due_date: string;
  amount: number;
  status: string;
  url: string | null;
  invoice_id: string | null;
  prorated: { period_start: string; period_end: string; full_amount: number } | null;
};
type Invoice = { id: string; period_start: string; period_end: string; amount: number; status: string; type: string };
type Payment = { id: string; invoice_id: string | null; amount: number; status: string; date: string };
type Contract = { id: string; plannings: Line[]; invoices: Invoice[]; payments: Payment[]; nextPayment: Line | null };

const toCollect = (status: string) => status === "active" || status === "warning";
/** Days from `from` to `to`, `to` excluded, counted here without the broker's helpers. */
const days = (from: string, to: string) => (Date.UTC(...ymd(to)) - Date.UTC(...ymd(from))) / 86_400_000;
const ymd = (date: string): [number, number, number] => {
  const [y, m, d] = date.split("-").map(Number);
  return [y, m - 1, d];
};
/** A day as the PDFs write it ("5 February 2027"), counted here with the platform's calendar. */
const longDay = (date: string, tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

describe("the fleet terminated for a sale eleven days into next month's period", () => {
  const fleet = `ctr_${BRAND}_full_formalised`;
  const today = parisDay(new Date());
  const nextDebit = addMonths(today, 1);
  const after = addMonths(today, 2);
  const end = addDays(nextDebit, 11);
  const share = Math.round((412.5 * 100 * days(nextDebit, end)) / days(nextDebit, after)) / 100;

  it("plans debits after the end before the termination (the case the audit found)", async () => {
    const contract: Contract = await get(`${base}/contracts/${fleet}`);
    expect(contract.plannings.filter((l) => toCollect(l.status) && l.due_date >= end).length).toBeGreaterThan(0);
  });

  it("once sent, plans nothing for cover after the end and takes the days covered of the straddling month, on every answer", async () => {
    const notices: Line[] = (await get(`${base}/contracts/${fleet}`)).plannings.filter((l: Line) => toCollect(l.status) && l.due_date >= end);
    const data = new FormData();
    data.append("reason", "sale_of_asset");
    data.append("date", end);
    const sent = await request(`${base}/contracts/${fleet}/terminations-requests`, data);
    expect(sent.status).toBe(201);

    const contract: Contract = await get(`${base}/contracts/${fleet}`);
    for (const lines of [contract.plannings, (await get(`${base}/contracts/${fleet}/plannings`)) as Line[]]) {
      expect(lines.filter((l) => toCollect(l.status) && l.due_date >= end)).toEqual([]);
      expect(lines.find((l) => l.due_date === nextDebit)).toMatchObject({ amount: share, status: "active" });
      // It says which days it pays and the full month's debit it is the pro rata of (audit of changes, finding 13); no other line does.
      expect(lines.find((l) => l.due_date === nextDebit)?.prorated).toEqual({ period_start: nextDebit, period_end: addDays(end, -1), full_amount: 412.5 });
      expect(lines.filter((l) => l.due_date !== nextDebit).map((l) => l.prorated)).toEqual(lines.slice(1).map(() => null));
    }
    // This month's re-presented debit is untouched, and stays the next payment everywhere.
    expect(contract.nextPayment).toMatchObject({ id: `pln_${BRAND}_fleet_7`, amount: 412.5 });
    const listed: Contract[] = await get(`${base}/contracts?include=next_payment`);
    expect(listed.find((c) => c.id === fleet)?.nextPayment).toMatchObject({ id: `pln_${BRAND}_fleet_7` });

    const upcoming = { id: `inv_${BRAND}_fleet_upcoming`, period_start: nextDebit, period_end: addDays(end, -1), amount: share };
    const byContract: Record<string, Invoice[]> = await get(`${base}/invoices`);
    for (const invoices of [contract.invoices, byContract[fleet], (await get(`${base}/contracts/${fleet}/invoices`)) as Invoice[]]) {
      expect(invoices.find((i) => i.id === upcoming.id)).toMatchObject(upcoming);
      expect(invoices.filter((i) => i.status !== "paid" && i.type === "payment" && i.period_start >= end)).toEqual([]);
    }
    for (const payments of [contract.payments, (await get(`${base}/contracts/${fleet}/payments`)) as Payment[]]) {
      expect(payments.find((p) => p.id === `pay_${BRAND}_fleet_active`)).toMatchObject({ amount: share, status: "active" });
    }

    // The notices of the debits taken off answer 404; the straddling one's and its invoice's PDFs are drawn.
    expect(notices.length).toBeGreaterThan(0);
    for (const line of notices) expect((await request(`${base}/contracts/${fleet}/plannings/${line.id}/notice`)).status).toBe(404);
    const straddling = contract.plannings.find((l) => l.due_date === nextDebit)!;
    const notice = await request(`${base}/contracts/${fleet}/plannings/${straddling.id}/notice?lang=en`);
    expect(notice.status).toBe(200);
    // The notice announces the days covered, and that its amount is the pro rata of the whole month's.
    const noticeText = pdfText(new Uint8Array(await notice.arrayBuffer())).replace(/\s+/g, " ");
    expect(noticeText).toContain(`Amount due ${share.toFixed(2)} EUR`);
    expect(noticeText).toContain(`Period covered ${longDay(nextDebit, "en-GB")} to ${longDay(addDays(end, -1), "en-GB")}`);
    expect(noticeText).toContain("Full instalment 412.50 EUR");
    expect((await request(`${base}/contracts/${fleet}/invoices/${upcoming.id}`)).status).toBe(200);
  });
});

describe("the demo's quarterly contract terminated at its due date", () => {
  const recent = `ctr_${BRAND}_full_frequency_recent`;

  it("plans nothing from its effective date on, in the contract and in the list, and gets it back once withdrawn", async () => {
    const contract: Contract & { pending_termination: { effective_date: string } } = await get(`${base}/contracts/${recent}`);
    const end = contract.pending_termination.effective_date;
    const toCome = (lines: Line[]) => lines.filter((l) => toCollect(l.status)).map((l) => l.due_date);
    expect(toCome(contract.plannings).length).toBeGreaterThan(0);
    expect(toCome(contract.plannings).every((day) => day < end)).toBe(true);
    // Periods before the end are whole: a year of 741.60 split four ways.
    expect(contract.plannings.filter((l) => toCollect(l.status)).every((l) => l.amount === 185.4)).toBe(true);

    const withdrawn = await request(`${base}/contracts/${recent}/terminations-requests/trm_${BRAND}_full_pending/withdraw`, {});
    expect(withdrawn.status).toBe(200);
    const after: Contract = await get(`${base}/contracts/${recent}`);
    expect(toCome(after.plannings)).toEqual(expect.arrayContaining([end, addMonths(end, 3)]));
  });
});

/**
 * The audit's own steps (audit of changes, finding 13) on courtia-es: the fleet's debits made yearly (4,950), then a
 * termination 38 days into the first yearly debit's period. That debit, which has no invoice, takes the days covered of
 * its year, and its notice, asked in Spanish, says which days and the full yearly debit it is the pro rata of.
 */
describe("the fleet made yearly, then terminated within its first year of debits", () => {
  const brand = "courtia-es";
  const fleet = `ctr_${brand}_full_formalised`;

  it("plans the straddling yearly debit at the days covered, and its notice names them and the full 4,950", async () => {
    const clientId = `cli_${brand}_full`;
    const session = await t.sessionForAccount(brand, DEMO_EMAILS.full, { clientId });
    const path = `/v2/clients/${clientId}/contracts/${fleet}`;
    const call = (to: string, body?: unknown) => t.request(`${path}${to}`, { brand, session: session.token, body });
    expect((await call("/payment-method-switchable/periodicity-switchable", { periodicity: "annual" })).status).toBe(200);
    const yearly = ((await (await call("/plannings")).json()) as Line[]).find((l) => toCollect(l.status) && l.amount === 4950)!;
    expect(yearly.invoice_id).toBeNull();
    const end = addDays(yearly.due_date, 38);
    const data = new FormData();
    data.append("reason", "sale_of_asset");
    data.append("date", end);
    expect((await call("/terminations-requests", data)).status).toBe(201);

    const year = days(yearly.due_date, addMonths(yearly.due_date, 12));
    const share = Math.round((4950 * 100 * 38) / year) / 100;
    const line = ((await (await call("/plannings")).json()) as Line[]).find((l) => l.id === yearly.id);
    expect(line).toMatchObject({ amount: share, prorated: { period_start: yearly.due_date, period_end: addDays(end, -1), full_amount: 4950 } });

    const notice = await call(`/plannings/${yearly.id}/notice?lang=es`);
    expect(notice.status).toBe(200);
    const text = pdfText(new Uint8Array(await notice.arrayBuffer())).replace(/\s+/g, " ");
    expect(text).toContain(`Importe adeudado ${share.toFixed(2).replace(".", ",")} EUR`);
    expect(text).toContain(`Periodo cubierto del ${longDay(yearly.due_date, "es-ES")} al ${longDay(addDays(end, -1), "es-ES")}`);
    expect(text).toContain("Cuota completa 4950,00 EUR");
    expect(text).toContain("parte proporcional (prorrata) de la cuota completa");
  });
});
