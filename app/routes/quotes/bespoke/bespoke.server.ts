import type { TFunction } from "i18next";
import { notFound } from "~/utils/request/not-found.server";
import type { PageContext } from "~/utils/request/page.server";
import type { SignedInUser } from "~/utils/session/session.server";
import { formatDate } from "~/utils/i18n/date";
import { formatMoney } from "~/utils/i18n/money";
import type { Locale } from "~/utils/routing/locale";
import type { ProgressStep } from "../quote-progress";
import type { BespokeQuote, QuoteSummary } from "~/utils/v2/api/index.server";
import { quoteHolder } from "~/utils/session/quote-holder";

/** The `:id` of a bespoke quote's pages: its uuid (or id; the broker answers either). */
export function bespokeQuoteIdOf(params: Record<string, string | undefined> | undefined): string {
  return params?.id ?? "";
}

/** The prospect's bespoke quote of the path; a quote that is not bespoke is not found here (it has its own pages). */
export async function bespokeQuoteOf(page: PageContext<SignedInUser>, quoteId: string): Promise<BespokeQuote> {
  const quote = await page.api.bespokeQuote(quoteHolder(page.user), quoteId);
  if (!quote.is_bespoke) notFound(page.request);
  return quote;
}

/**
 * Signed: the broker says so, or its signature was signed. A signature started and not
 * finished (pending, cancelled, refused) leaves the quote's details open (decision 0100).
 */
export function isSignedQuote(quote: Pick<BespokeQuote, "is_signed" | "signature">): boolean {
  return quote.is_signed || Boolean(quote.signature?.signed_at);
}

export const quoteSteps = ["received", "under_review", "quote_ready", "sign_needed", "quote_finalized"] as const;

/** The quote's progress line (SPEC section 4 "Quote steps"): each step done, current or to come, in the quotes' words. */
export function stepLine(quote: Pick<QuoteSummary, "step" | "is_signed">, t: TFunction): ProgressStep[] {
  const current = quote.is_signed ? quoteSteps.length - 1 : quoteSteps.indexOf(quote.step);
  return quoteSteps.map((step, index) => ({
    key: step,
    label: t(`quotes:step.${step}`),
    state: index < current ? ("done" as const) : index === current ? ("current" as const) : ("next" as const),
  }));
}

export function priceText(amount: number | null, locale: Locale): string | null {
  return amount === null ? null : formatMoney(amount, "EUR", locale.lang);
}

export function dateText(value: string | Date | null, locale: Locale): string | null {
  return value ? formatDate(value, locale.lang) : null;
}
