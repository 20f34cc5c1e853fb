import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { de, enGB, es, fr, it, type Locale as DateLocale } from "date-fns/locale";
import type { Language } from "~/utils/routing/locale";
import { withFrenchFirstOfMonth } from "../../../contract/codes/language";

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

/**
 * Texts already made, by language, style and instant. A date in Paris time costs about 15 µs to
 * format (the zone's offset is looked up through Intl for every field), and the same due dates and
 * periods come back on every page of a list. Bounded: emptied when full.
 */
const formatted = new Map<string, string>();
const formattedLimit = 5000;

export function formatDate(value: Date | string | number, lang: Language, style: DateStyle = "long"): string {
  const time = typeof value === "string" || typeof value === "number" ? new Date(value).getTime() : value.getTime();
  const key = `${lang} ${style} ${time}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const zoned = new TZDate(time, displayTimeZone);
    text = format(zoned, patterns[style], { locale: dateLocales[lang] });
    if (style !== "short" && style !== "time") text = withFrenchFirstOfMonth(text, lang);
    // A written date keeps its day and month on one line ("26. Dezember", never "26." at a line's end); only its
    // year (with Spanish's "de") may start the next line, so a narrow column wraps it there and never inside the
    // year's digits. A date and time keeps the break between them.
    if (style === "long") text = unbreakable(text);
    if (style === "dateTime") text = text.replace(withFrenchFirstOfMonth(format(zoned, patterns.long, { locale: dateLocales[lang] }), lang), unbreakable);
    if (formatted.size >= formattedLimit) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

const unbreakable = (date: string) => date.replace(/ /g, "\u00a0").replace(/\u00a0((?:de\u00a0)?\d{4})$/, " $1");

let today = { minute: Number.NaN, day: "" };

/** Today's calendar day in Paris as `yyyy-MM-dd`, to compare with the broker's ISO dates (due dates, periods). */
export function parisToday(now: Date = new Date()): string {
  // Paris's offsets are whole hours, so its day only changes on a minute: one lookup per minute.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== today.minute) today = { minute, day: format(new TZDate(now.getTime(), displayTimeZone), "yyyy-MM-dd") };
  return today.day;
}
