/**
 * Public holidays of the brands' countries, for callback slots (SPEC section
 * 9: Monday to Friday). National holidays only: regional ones (Alsace-Moselle,
 * German Länder, Spanish communities, Italian patron saints) depend on where
 * the caller sits, which the broker does not know (decision 0115).
 */
import { addDays, type IsoDate } from "./calendar";

export type HolidayCountry = "FR" | "IT" | "DE" | "ES";

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Fixed days as MM-DD; movable ones as days after Easter Sunday. */
const rules: Record<HolidayCountry, { fixed: string[]; easter: number[] }> = {
  // Code du travail L3133-1; Easter Monday, Ascension, Whit Monday.
  FR: { fixed: ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"], easter: [1, 39, 50] },
  // Legge 260/1949 and later: Easter Monday.
  IT: { fixed: ["01-01", "01-06", "04-25", "05-01", "06-02", "08-15", "11-01", "12-08", "12-25", "12-26"], easter: [1] },
  // Federal ones: Good Friday, Easter Monday, Ascension, Whit Monday.
  DE: { fixed: ["01-01", "05-01", "10-03", "12-25", "12-26"], easter: [-2, 1, 39, 50] },
  // Nationwide ones (Estatuto de los Trabajadores art. 37.2): Good Friday.
  ES: { fixed: ["01-01", "01-06", "05-01", "08-15", "10-12", "11-01", "12-06", "12-08", "12-25"], easter: [-2] },
};

export function isHolidayCountry(country: string): country is HolidayCountry {
  return country in rules;
}

/** The national public holidays of a year, sorted. An unknown country has France's (SPEC section 9: default FR). */
export function publicHolidays(country: string, year: number): IsoDate[] {
  const rule = rules[isHolidayCountry(country) ? country : "FR"];
  const easter = easterSunday(year);
  const days = [...rule.fixed.map((day) => `${year}-${day}`), ...rule.easter.map((offset) => addDays(easter, offset))];
  return [...new Set(days)].sort();
}

export function isPublicHoliday(country: string, day: IsoDate): boolean {
  return publicHolidays(country, Number(day.slice(0, 4))).includes(day);
}

function isWeekend(day: IsoDate): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Monday to Friday and not a national public holiday of the country. */
export function isWorkingDay(country: string, day: IsoDate): boolean {
  return !isWeekend(day) && !isPublicHoliday(country, day);
}

/** How far ahead a callback may be asked: three weeks of working days. */
export const CALLBACK_DAYS_OFFERED = 15;

/**
 * The days a callback may be asked for: the working days after `today`
 * (today is never offered, the call centre plans the day before), the next
 * `count` of them.
 */
export function callbackDays(country: string, today: IsoDate, count = CALLBACK_DAYS_OFFERED): IsoDate[] {
  const days: IsoDate[] = [];
  let day = today;
  while (days.length < count) {
    day = addDays(day, 1);
    if (isWorkingDay(country, day)) days.push(day);
  }
  return days;
}
