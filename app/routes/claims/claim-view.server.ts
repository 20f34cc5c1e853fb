import type { TFunction } from "i18next";
import { formatDate } from "~/utils/i18n/date";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import type { ClaimDetail } from "~/utils/v2/api/claims.server";

const tones = {
  declared: "attention",
  under_review: "neutral",
  expert_assigned: "neutral",
  settled: "positive",
  refused: "critical",
  closed: "neutral",
} as const;

/** One claim in the page's words: codes worded (codes.json `claim.*`), dates in the page's language. */
export function claimSummary(claim: ClaimDetail, locale: Locale, t: TFunction) {
  return {
    id: claim.id,
    reference: claim.reference,
    href: href("claim", { id: claim.id }, locale),
    contract: claim.contract ? t("claims:field.contractOf", { label: claim.contract.label, number: claim.contract.number }) : "",
    nature: t(`codes:claim.nature.${claim.nature}`, { defaultValue: claim.nature }),
    occurred: formatDate(claim.occurrence_date, locale.lang),
    declared: formatDate(claim.declaration_date, locale.lang),
    updated: formatDate(claim.updated_at, locale.lang),
    status: t(`codes:claim.status.${claim.status}`),
    tone: tones[claim.status],
    open: claim.open,
  };
}

/** Open claims first (the one definition the broker sends), then the most recently updated. */
export function byOpenThenUpdated(a: ClaimDetail, b: ClaimDetail): number {
  if (a.open !== b.open) return a.open ? -1 : 1;
  return b.updated_at.localeCompare(a.updated_at);
}
