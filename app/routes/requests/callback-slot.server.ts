import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { de, enGB, es, fr, it, type Locale as DateLocale } from "date-fns/locale";
import { displayTimeZone } from "~/utils/i18n/date";
import type { Language } from "~/utils/routing/locale";
import type { PageContext } from "~/utils/request/page.server";
import { notFound } from "~/utils/request/not-found.server";
import { attempt } from "~/utils/v2/attempt.server";
import { type callbackHourRanges } from "./callback-hours";

const dateLocales: Record<Language, DateLocale> = { fr, en: enGB, de, it, es };

/** A callback day in words, weekday first: "lundi 30 novembre 2026", "Montag, 30. November 2026". */
export function callbackDayWords(day: string, lang: Language): string {
  const date = new TZDate(`${day}T12:00:00`, displayTimeZone);
  const locale = dateLocales[lang];
  return `${format(date, "EEEE", { locale })} ${format(date, "PPP", { locale })}`;
}

export type CallbackSlot = { day: string; hour: (typeof callbackHourRanges)[number]; from: string; to: string; reference: string };

/**
 * The callback a confirmation or a calendar file is about: the address
 * carries only its reference (`?ref=`, the redirect after the post), and
 * the broker says which day and hours it is, for the signed-in client's
 * own request or an open form's request of the brand (issue 41, decision
 * 0172). An address naming no such request is not found: nothing is ever
 * written from the address.
 */
export async function callbackSlotOf(page: PageContext, url: URL): Promise<CallbackSlot | null> {
  const reference = url.searchParams.get("ref");
  if (reference === null) return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(reference)) notFound(page.request);
  const { api, user } = page;
  const asked = await attempt(user?.kind === "client" ? api.contactRequest(user.clientId, reference) : api.publicContactRequest(reference), {
    404: () => null,
  });
  if (!asked) notFound(page.request);
  const [from, to] = asked.hour.split("-");
  return { day: asked.day, hour: asked.hour, from, to, reference: asked.id };
}
