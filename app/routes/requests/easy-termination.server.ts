import { redirect } from "@remix-run/node";
import { newIdempotencyKey } from "~/utils/forms/form-fields";
import type { PageContext } from "~/utils/request/page.server";
import { href } from "~/utils/routing/href";
import { attempt } from "~/utils/v2/attempt.server";
import { formatDate } from "~/utils/i18n/date";
import { notFound } from "~/utils/request/not-found.server";
import { dayText, reasonLabel } from "~/utils/forms/termination.server";
import { detailsMaxLength } from "~/utils/forms/termination-schema";

/**
 * What the easy-termination page shows, from its address: `?sent=` the
 * confirmation (step 3, the same words whether the contract matched or
 * not), `?draft=` the summary (step 2), `?edit=` the form filled with a
 * draft, otherwise the form (step 1). A draft sent or a day old goes back
 * to an empty form. The confirmation says only what the broker says of the
 * request sent (its reference, the date and time of receipt, as the law
 * asks): an address naming no request of the brand is not found (issue 41).
 */
export async function easyTerminationView(page: PageContext, url: URL) {
  const { api, locale, t, request } = page;
  const self = href("easy-termination", {}, locale);
  const sent = url.searchParams.get("sent");
  if (sent !== null) {
    const received = await attempt(api.publicTerminationReceived(sent.slice(0, 64)), { 404: () => null, 400: () => null });
    if (!received) notFound(request);
    return {
      step: "done" as const,
      reference: received.reference,
      date: formatDate(received.received_at, locale.lang),
      time: formatDate(received.received_at, locale.lang, "time"),
    };
  }
  const draftRef = url.searchParams.get("draft") ?? url.searchParams.get("edit");
  const draft = draftRef ? await attempt(api.publicTerminationDraft(draftRef), { 404: () => null }) : null;
  if (draftRef && !draft) throw redirect(self);
  if (draft && url.searchParams.has("draft")) {
    return {
      step: "summary" as const,
      summary: {
        reference: draft.reference,
        identity: [draft.firstname, draft.lastname].filter(Boolean).join(" "),
        company: draft.company_name,
        email: draft.email,
        contractNumber: draft.contract_number,
        reason: reasonLabel(t, draft.reason),
        date: dayText(draft.date, locale.lang),
        details: draft.details,
        files: draft.files.map((file) => file.name),
        editHref: `${self}?${new URLSearchParams({ edit: draft.reference })}`,
      },
      idempotencyKey: newIdempotencyKey(),
    };
  }
  // SPEC section 8: the reasons that cannot be loaded get their own message.
  const settings = await attempt(api.publicTerminationSettings(), { otherwise: () => null });
  return {
    step: "form" as const,
    reasonsFailed: !settings,
    reasons: (settings?.reasons ?? []).map((reason) => ({ code: reason.code, label: reasonLabel(t, reason.code) })),
    detailsMax: settings?.details_max_length ?? detailsMaxLength,
    prefill: draft
      ? {
          firstname: draft.firstname || undefined,
          lastname: draft.lastname || undefined,
          company_name: draft.company_name ?? undefined,
          email: draft.email,
          contract_number: draft.contract_number,
          reason: draft.reason,
          date: draft.date ?? undefined,
          details: draft.details ?? undefined,
        }
      : {},
  };
}
