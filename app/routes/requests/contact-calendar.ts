import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarFile } from "~/utils/calendar/ics";
import { withScreens } from "~/utils/request/file-route.server";
import { pageFor } from "~/utils/request/page.server";
import { notFound } from "~/utils/request/not-found.server";
import { pageHandle } from "~/utils/routing/handle";
import { callbackSlotOf } from "./callback-slot.server";

export const handle = pageHandle("contact-calendar");

/**
 * The callback slot just asked for, as an iCalendar file (RFC 5545,
 * Europe/Paris) to add to a calendar: the slot the broker has for the
 * request the address names (`?ref=`). Any other address gets the branded
 * not-found page, never JSON (issue 41).
 */
export const loader = withScreens(async (args: LoaderFunctionArgs) => {
  const page = await pageFor(args, handle);
  const { request, brand, t } = page;
  const url = new URL(request.url);
  const slot = await callbackSlotOf(page, url);
  if (!slot) notFound(request);
  const body = calendarFile({
    uid: `${slot.reference}@${url.hostname}`,
    stamp: new Date(),
    day: slot.day,
    startHour: Number(slot.from),
    endHour: Number(slot.to),
    summary: t("contact:done.calendarTitle", { brand: brand.brandName }),
    description: t("contact:done.calendarDescription", { brand: brand.brandName, reference: slot.reference }),
    producer: brand.brandName,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="callback-${slot.day}.ics"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
