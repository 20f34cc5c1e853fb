import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { de, enGB, es, fr, it, type Locale as DateLocale } from "date-fns/locale";
import { displayTimeZone } from "~/utils/i18n/date";
import type { Language } from "~/utils/routing/locale";
import { callbackHourRanges } from "./callback-hours";

const dateLocales: Record<Language, DateLocale> = { fr, en: enGB, de, it, es };

/** A callback day in words, weekday first: "lundi 30 novembre 2026", "Montag, 30. November 2026". */
export function callbackDayWords(day: string, lang: Language): string {
  const date = new TZDate(`${day}T12:00:00`, displayTimeZone);
  const locale = dateLocales[lang];
  return `${format(date, "EEEE", { locale })} ${format(date, "PPP", { locale })}`;
}

export type CallbackSlot = { day: string; hour: (typeof callbackHourRanges)[number]; from: string; to: string; reference: string };

/**
 * The slot a confirmation or a calendar file is about, read from the
 * address (`?ref=&day=&hour=`, the redirect after the post): only well-formed
 * values, else null. It carries nothing secret: the visitor's own slot.
 */
export function slotFromQuery(url: URL): CallbackSlot | null {
  const day = url.searchParams.get("day") ?? "";
  const hour = url.searchParams.get("hour") ?? "";
  const reference = url.searchParams.get("ref") ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return null;
  if (!(callbackHourRanges as readonly string[]).includes(hour)) return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(reference)) return null;
  const [from, to] = hour.split("-");
  return { day, hour: hour as CallbackSlot["hour"], from, to, reference };
}

export function slotQuery(slot: { day: string; hour: string; reference: string }): Record<string, string> {
  return { ref: slot.reference, day: slot.day, hour: slot.hour };
}
