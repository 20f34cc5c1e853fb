/**
 * Debit frequency change ("payment-method-switchable: periodicity-switchable").
 *
 * SPEC section 4 lists the billing periods; a client only ever picks a
 * frequency (monthly, quarterly, every six months, yearly). The `_fixed`,
 * `_prorata` and `_static_date` variants are how the insurer computes the
 * instalments, so a change keeps that variant when the new frequency has it.
 * SPEC sections 5 and 9: at most one change per 24 hours.
 */
import { addMonths, type IsoDate } from "./calendar";
import { isInForce, type ContractStatus } from "./contract-kind";

import { billingPeriods, type BillingPeriod } from "../../contract/codes/states";

export { billingPeriods, type BillingPeriod };

/** What the client chooses from, most frequent first. */
export const debitFrequencies = ["monthly", "quarterly", "biannually", "annual"] as const;
export type DebitFrequency = (typeof debitFrequencies)[number];

/** Rolling window, not a calendar day: a change at 23:59 does not allow another at 00:01. */
export const periodicityChangeInterval = 24 * 60 * 60 * 1000;

export function isBillingPeriod(value: unknown): value is BillingPeriod {
  return typeof value === "string" && (billingPeriods as readonly string[]).includes(value);
}

export function isDebitFrequency(value: unknown): value is DebitFrequency {
  return typeof value === "string" && (debitFrequencies as readonly string[]).includes(value);
}

/** The frequency behind a billing period; null for one-off billing (one_shot, amendment), which has no schedule to change. */
export function frequencyOf(period: BillingPeriod): DebitFrequency | null {
  if (period === "one_shot" || period === "amendment") return null;
  if (period.startsWith("annual")) return "annual";
  if (period.startsWith("monthly")) return "monthly";
  return period as DebitFrequency;
}

/** Variants each frequency exists in (SPEC section 4 billing periods). */
const variantsByFrequency: Record<DebitFrequency, readonly string[]> = {
  monthly: ["fixed", "prorata"],
  quarterly: [],
  biannually: [],
  annual: ["fixed", "prorata", "static_date"],
};

/** The billing period to store after a change: `monthly_prorata` → annual gives `annual_prorata`; → quarterly gives `quarterly`. */
export function periodAfterChange(current: BillingPeriod, chosen: DebitFrequency): BillingPeriod {
  const frequency = frequencyOf(current);
  const variant = frequency && current !== frequency ? current.slice(frequency.length + 1) : "";
  const candidate = variant && variantsByFrequency[chosen].includes(variant) ? `${chosen}_${variant}` : chosen;
  return isBillingPeriod(candidate) ? candidate : chosen;
}

export type PeriodicityContract = { status: ContractStatus; periodicity: BillingPeriod };

export type PeriodicityOption = { periodicity: DebitFrequency; current: boolean };

/**
 * The frequencies offered for a contract. Only contracts in force with a
 * recurring schedule can switch: before signature the quote sets the
 * frequency, after termination there is nothing left to debit.
 */
export function allowedPeriodicities(contract: PeriodicityContract): PeriodicityOption[] {
  const current = frequencyOf(contract.periodicity);
  if (current === null || !isInForce(contract.status)) return [];
  return debitFrequencies.map((periodicity) => ({ periodicity, current: periodicity === current }));
}

export type ChangeWindow = { allowed: true } | { allowed: false; nextAllowedAt: Date };

/** SPEC section 5: once per 24 hours. `lastChangeAt` null means never changed. */
export function canChangePeriodicity(lastChangeAt: Date | null, now: Date): ChangeWindow {
  if (lastChangeAt === null) return { allowed: true };
  const nextAllowedAt = new Date(lastChangeAt.getTime() + periodicityChangeInterval);
  return now.getTime() >= nextAllowedAt.getTime() ? { allowed: true } : { allowed: false, nextAllowedAt };
}

export type PeriodicityChangeError =
  | { code: "periodicity.not-switchable" }
  | { code: "periodicity.not-allowed" }
  | { code: "periodicity.unchanged" }
  | { code: "periodicity.too-soon"; nextAllowedAt: Date };

export type PeriodicityChange = { ok: true; periodicity: BillingPeriod } | ({ ok: false } & PeriodicityChangeError);

/**
 * Validates the POST choice. Choosing the current frequency is refused
 * (`unchanged`) rather than accepted as a no-op, so that it does not start
 * a new 24-hour window for nothing.
 */
export function checkPeriodicityChange(input: { contract: PeriodicityContract; choice: string; lastChangeAt: Date | null; now: Date }): PeriodicityChange {
  const options = allowedPeriodicities(input.contract);
  if (options.length === 0) return { ok: false, code: "periodicity.not-switchable" };
  const option = options.find((candidate) => candidate.periodicity === input.choice);
  if (!option) return { ok: false, code: "periodicity.not-allowed" };
  if (option.current) return { ok: false, code: "periodicity.unchanged" };
  const window = canChangePeriodicity(input.lastChangeAt, input.now);
  if (!window.allowed) return { ok: false, code: "periodicity.too-soon", nextAllowedAt: window.nextAllowedAt };
  return { ok: true, periodicity: periodAfterChange(input.contract.periodicity, option.periodicity) };
}

/** Debits a year under each frequency. */
const debitsPerYear: Record<DebitFrequency, number> = { monthly: 12, quarterly: 4, biannually: 2, annual: 1 };

/** Debits a year under a billing period (variants count as their frequency); null for one-off billing. */
export function paymentsPerYear(period: string): number | null {
  if (!isBillingPeriod(period)) return null;
  const frequency = frequencyOf(period);
  return frequency ? debitsPerYear[frequency] : null;
}

/** Months between two debits under a frequency. */
export function monthsBetweenDebits(frequency: DebitFrequency): number {
  return 12 / debitsPerYear[frequency];
}

/**
 * The yearly premium: one figure, every split derived from it
 * (docs/decisions/0066). Stored on the contract once its frequency was
 * changed; before that, its instalment times its debits a year. Null when
 * the contract has no price or no schedule.
 */
export function yearlyPremium(contract: { annualPremium: number | null; price: number | null; periodicity: string | null }): number | null {
  if (contract.annualPremium !== null) return contract.annualPremium;
  const perYear = contract.periodicity ? paymentsPerYear(contract.periodicity) : null;
  if (contract.price === null || !perYear) return null;
  return Math.round(contract.price * perYear * 100) / 100;
}

/**
 * The yearly premium split into a year of debits under a frequency: the same
 * amount each, and the cents the division leaves on the first debit, so the
 * year adds up to the cent (1,000.00 monthly: 83.37 then eleven of 83.33).
 */
export function splitPremium(yearly: number, frequency: DebitFrequency): number[] {
  const count = debitsPerYear[frequency];
  const cents = Math.round(yearly * 100);
  const each = Math.floor(cents / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? cents - each * (count - 1) : each) / 100);
}

/** What a debit takes under a frequency, apart from the first one that carries the rounding. */
export function instalmentOf(yearly: number, frequency: DebitFrequency): number {
  return splitPremium(yearly, frequency).at(-1)!;
}

/**
 * The schedule that replaces the debits still to come: one year of
 * instalments at the new frequency, from the first debit that was still to
 * come (so nothing already paid or failed is rewritten), splitting the
 * yearly premium.
 */
export function scheduleAfterChange(input: { firstDue: IsoDate; frequency: DebitFrequency; yearly: number }): { dueDate: IsoDate; amount: number }[] {
  const step = monthsBetweenDebits(input.frequency);
  return splitPremium(input.yearly, input.frequency).map((amount, i) => ({ dueDate: addMonths(input.firstDue, i * step), amount }));
}
