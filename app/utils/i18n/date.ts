import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { de, enGB, es, fr, it, type Locale as DateLocale } from "date-fns/locale";
import type { Language } from "~/utils/routing/locale";

/**
 * The one way dates are shown: Europe/Paris time, the site's language
 * (SPEC section 9). Prefer calling it in loaders, so the browser bundle
 * carries no date-fns locale.
 */
export const displayTimeZone = "Europe/Paris";

const dateLocales: Record<Language, DateLocale> = { fr, en: enGB, de, it, es };

const patterns = {
  /** 23/11/2026 style, per language. */
  short: "P",
  /** 23 November 2026 */
  long: "PPP",
  /** 23 November 2026 at 14:05 */
  dateTime: "PPP p",
  time: "p",
} as const;

export type DateStyle = keyof typeof patterns;

export function formatDate(value: Date | string | number, lang: Language, style: DateStyle = "long"): string {
  const date = new TZDate(typeof value === "string" || typeof value === "number" ? new Date(value).getTime() : value.getTime(), displayTimeZone);
  return format(date, patterns[style], { locale: dateLocales[lang] });
}

/** Today's calendar day in Paris as `yyyy-MM-dd`, to compare with the broker's ISO dates (due dates, periods). */
export function parisToday(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), displayTimeZone), "yyyy-MM-dd");
}
