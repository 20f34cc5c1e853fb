/** Helpers that keep the demo data deterministic: fixed ids, dates relative to the seeding day. */
import { createHash } from "node:crypto";
import { addDays, addMonths, parisDay, type IsoDate } from "../../domain/calendar";
import { frequencyOf, isBillingPeriod, yearlyPremium, type DebitFrequency } from "../../domain/periodicity";
import { scheduleLines, type ScheduleLine } from "../../domain/premium-schedule";

/**
 * Every demo date is an offset from the day the data is seeded (Paris
 * calendar): "upcoming" payments are upcoming and "last month" is last month
 * whenever the demo is started. Ids stay fixed; only dates move.
 */
export const REFERENCE_NOW = new Date();
export const REFERENCE_DAY: IsoDate = parisDay(REFERENCE_NOW);

/** A calendar day `days` (and optionally `months`) away from the reference day. */
export function day(days: number, months = 0): IsoDate {
  return addDays(addMonths(REFERENCE_DAY, months), days);
}

/** An instant on a demo day, at a fixed hour (UTC). */
export function at(days: number, hour = 9, months = 0): Date {
  return new Date(`${day(days, months)}T${String(hour).padStart(2, "0")}:00:00.000Z`);
}

/** An instant `hours` before the seeding moment: for what must look just done (the 24-hour debit frequency rule). */
export function hoursAgo(hours: number): Date {
  return new Date(REFERENCE_NOW.getTime() - hours * 3_600_000);
}

/** Stable RFC 4122 (version 5 layout) uuid derived from a name: same input, same uuid, on every run. */
export function stableUuid(name: string): string {
  const h = createHash("sha256").update(`courtia-demo:${name}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Stable 32-hex storage key (the file-store key format) for a demo file. */
export function stableFileKey(name: string): string {
  return createHash("sha256").update(`courtia-demo-file:${name}`).digest("hex").slice(0, 32);
}

/**
 * The debits of a demo contract already built (contracts.ts): its yearly
 * premium and frequency come from its row (`frequency` names the one it had before a change), the amounts, days and periods
 * from the schedule rules (domain/premium-schedule.ts), so a builder never
 * types an amount that could disagree with the contract.
 */
export function contractSchedule(
  contracts: readonly { id?: string; price?: number | null; periodicity?: string | null; annualPremium?: number | null }[],
  contractId: string,
  range: { anchor: IsoDate; from: number; to: number; frequency?: DebitFrequency },
): ScheduleLine[] {
  const contract = contracts.find((c) => c.id === contractId);
  if (!contract) throw new Error(`demo: no contract ${contractId}`);
  const periodicity = contract.periodicity ?? "monthly";
  const frequency = range.frequency ?? (isBillingPeriod(periodicity) ? frequencyOf(periodicity) : null);
  const yearly = yearlyPremium({ annualPremium: contract.annualPremium ?? null, price: contract.price ?? null, periodicity });
  if (!frequency || yearly === null) throw new Error(`demo: contract ${contractId} has no recurring premium`);
  return scheduleLines({ ...range, yearly, frequency });
}
