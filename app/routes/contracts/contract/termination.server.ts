import { redirect } from "@remix-run/node";
import type { TFunction } from "i18next";
import { newIdempotencyKey } from "~/utils/forms/form-fields";
import type { PageContext } from "~/utils/request/page.server";
import type { SignedInUser } from "~/utils/session/session.server";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import { attempt } from "~/utils/v2/attempt.server";
import type { TerminationRequest } from "~/utils/v2/api/termination.server";
import { dayText, publicFilingRows, reasonLabel } from "~/utils/forms/termination.server";
import { detailsMaxLength } from "~/utils/forms/termination-schema";

type Page = PageContext<SignedInUser>;

const tones = { draft: "neutral", received: "neutral", needs_review: "attention", accepted: "positive", refused: "critical", withdrawn: "neutral" } as const;

function requestView(request: TerminationRequest, contractId: string, locale: Locale, t: TFunction) {
  const status = request.status in tones ? (request.status as keyof typeof tones) : "received";
  return {
    reference: request.id,
    status: t(`termination:state.${status}`),
    tone: tones[status],
    reason: reasonLabel(t, request.reason),
    sentOn: dayText(request.submitted_at ?? request.created_at, locale.lang),
    endsOn: dayText(request.effective_date, locale.lang) ?? t("termination:state.toConfirm"),
    files: request.files.map((file) => file.name),
    acknowledgementHref: request.acknowledgement_available
      ? href("contract-termination-acknowledgement", { id: contractId, requestId: request.id }, locale)
      : null,
    // Filed with the public form (decision 0173): who typed what, what matched, and the holder may withdraw it until it takes effect.
    publicFiling: request.public_filing
      ? { rows: publicFilingRows(t, request.public_filing, { at: request.submitted_at ?? request.created_at, lang: locale.lang }) }
      : null,
    withdrawable: request.withdrawable,
    // Only part of it matched the holder's details: a person checks it, nothing is recorded on the contract yet (issue 41 point 4).
    awaitingReview: Boolean(request.public_filing) && request.status === "needs_review",
  };
}

/**
 * What the termination tab shows, from its address: `?draft=` the summary
 * of a draft (step 2), `?edit=` the form filled with a draft (back from the
 * summary), otherwise the latest request sent with its state, or the form
 * (step 1). A draft already sent, or gone, leads back to the tab.
 */
export async function terminationTabView(page: Page, contractId: string, url: URL) {
  const { api, user, locale, t } = page;
  const tab = href("contract-termination", { id: contractId }, locale);
  const draftId = url.searchParams.get("draft");
  if (draftId) {
    const draft = await attempt(api.terminationRequest(user.clientId, contractId, draftId), { 404: () => null });
    if (!draft || draft.status !== "draft") throw redirect(tab);
    return {
      step: "summary" as const,
      summary: {
        draftId: draft.id,
        reason: reasonLabel(t, draft.reason),
        date: dayText(draft.effective_date, locale.lang),
        details: draft.details,
        files: draft.files.map((file) => file.name),
        editHref: `${tab}?${new URLSearchParams({ edit: draft.id })}`,
      },
      idempotencyKey: newIdempotencyKey(),
    };
  }
  // A withdrawn request is no request: the tab offers the form again.
  const requests = (await api.terminationRequests(user.clientId, contractId)).filter((request) => request.status !== "withdrawn");
  if (requests.length > 0) {
    const latest = requestView(requests[0], contractId, locale, t);
    // Withdrawing is "contract-requests", as asking is: a delegate without it sees the request, not the button.
    return { step: "state" as const, latest: { ...latest, withdrawable: latest.withdrawable && page.may("contract-requests") } };
  }

  // Asking to terminate is "contract-requests" (decision 0170): without it, no form and no call for its reasons.
  if (!page.may("contract-requests")) return { step: "notAllowed" as const };
  // SPEC section 8: the reasons that cannot be loaded get their own message, the tab stays.
  const settings = await attempt(api.terminationSettings(user.clientId, contractId), { otherwise: () => null });
  if (!settings) return { step: "form" as const, reasonsFailed: true, reasons: [], detailsMax: detailsMaxLength, prefill: {}, kept: [] as string[] };
  if (!settings.can_request) return { step: "closed" as const };
  const editId = url.searchParams.get("edit");
  const draft = editId ? await attempt(api.terminationRequest(user.clientId, contractId, editId), { 404: () => null }) : null;
  const editing = draft && draft.status === "draft" ? draft : null;
  return {
    step: "form" as const,
    reasonsFailed: false,
    reasons: settings.reasons.map((reason) => ({
      code: reason.code,
      label: reasonLabel(t, reason.code),
      earliest: dayText(reason.earliest_effective_date, locale.lang) ?? "",
    })),
    detailsMax: settings.details_max_length,
    prefill: editing ? { reason: editing.reason, date: editing.effective_date ?? undefined, details: editing.details ?? undefined, draft: editing.id } : {},
    kept: editing ? editing.files.map((file) => file.name) : [],
  };
}
