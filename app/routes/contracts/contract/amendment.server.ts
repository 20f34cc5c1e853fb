import type { TFunction } from "i18next";
import { formatDate } from "~/utils/i18n/date";
import { formatMoney } from "~/utils/i18n/money";
import type { Language } from "~/utils/routing/locale";
import type { Amendment } from "~/utils/v2/api/index.server";

/**
 * What the customer approves (decision 0283), in words and local formats: the amendment, what it changes (the
 * broker's codes worded here), the day it takes effect, and the premium before and after it as the broker worked
 * it out with the split it applies on approval, so the figures here are the ones the contract will carry.
 */
export function amendmentFacts(amendment: Amendment, lang: Language, t: TFunction) {
  const day = amendment.effective_date ? formatDate(amendment.effective_date, lang) : null;
  const changes = amendment.changes.map((change) => t(`codes:amendment.change.${change.code}`, { activity: t(`codes:amendment.activity.${change.activity}`) }));
  const facts: { term: string; value: string }[] = [
    { term: t("contract:amendment.page.label"), value: amendment.label },
    ...changes.map((value) => ({ term: t("contract:amendment.page.change"), value })),
    { term: t("contract:amendment.page.effectiveDate"), value: day ?? t("contract:amendment.page.onApproval") },
  ];
  const premium = amendment.premium;
  if (!premium || amendment.price_delta === 0) {
    return { facts: [...facts, { term: t("contract:amendment.page.premium"), value: t("contract:amendment.page.premiumUnchanged") }], appliesFrom: null };
  }
  const money = (amount: number) => formatMoney(amount, premium.currency, lang);
  const per = t(`contract:periodicity.${premium.periodicity}`);
  const instalmentAfter =
    premium.first_instalment_after === null
      ? t("contract:header.pricePer", { price: money(premium.instalment_after), periodicity: per })
      : t("contract:amendment.page.firstDiffers", { first: money(premium.first_instalment_after), price: money(premium.instalment_after), periodicity: per });
  return {
    facts: [
      ...facts,
      { term: t("contract:amendment.page.yearlyBefore"), value: money(premium.yearly_before) },
      { term: t("contract:amendment.page.yearlyAfter"), value: money(premium.yearly_after) },
      {
        term: t("contract:amendment.page.instalmentBefore"),
        value: t("contract:header.pricePer", { price: money(premium.instalment_before), periodicity: per }),
      },
      { term: t("contract:amendment.page.instalmentAfter"), value: instalmentAfter },
    ],
    // The debits already invoiced or due before that day keep their amount (the broker re-prices the others).
    appliesFrom: day ? t("contract:amendment.page.appliesFrom", { date: day }) : t("contract:amendment.page.appliesNow"),
  };
}
