/**
 * Calendar dates for business rules (effective dates, occurrence dates).
 *
 * Why plain `YYYY-MM-DD` strings instead of `Date`: an effective date is a
 * day in the contract's legal calendar, not an instant. Carrying instants
 * around invites off-by-one errors at midnight in Europe/Paris (SPEC
 * section 9: dates are shown in that zone), so "today" is computed once in
 * Paris time and every rule then works on plain days.
 */

export type IsoDate = string;

export const businessTimeZone = "Europe/Paris";

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (2023-02-30 is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== "string") return false;
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(date: IsoDate): [number, number, number] {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split("-").map(Number);
  return [year, month, day];
}

function format(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

// Built once: constructing an Intl formatter costs far more than formatting with it.
const parisDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day of an instant in Paris (an instant at 23:30 UTC is already tomorrow in Paris). */
export function parisDay(instant: Date): IsoDate {
  const fields = parisDayFormat.formatToParts(instant);
  const get = (type: string) => fields.find((field) => field.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = parts(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return format(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/**
 * Adds calendar months, clamping to the month's last day (31 January + 1
 * month = 28 or 29 February), which is how insurers count notice periods.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/** Negative when a is before b, zero when equal, positive when after. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  parts(a);
  parts(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) >= 0 ? a : b;
}

/**
 * The first anniversary of `anchor` (same month and day) that falls on or
 * after `from`. Used for the contract's main due date ("échéance").
 */
export function nextAnniversary(anchor: IsoDate, from: IsoDate): IsoDate {
  const [anchorYear] = parts(anchor);
  const [fromYear] = parts(from);
  let candidate = addYears(anchor, Math.max(0, fromYear - anchorYear));
  while (compareDates(candidate, from) < 0) candidate = addYears(anchor, parts(candidate)[0] - anchorYear + 1);
  return candidate;
}

/**
 * Saturdays and Sundays do not count. Public holidays are ignored on
 * purpose: claim deadlines are shown as guidance, never enforced.
 */
export function addWorkingDays(date: IsoDate, days: number): IsoDate {
  let current = date;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    const weekday = new Date(`${current}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
}
