/**
 * What an amendment does to its contract (decision 0283): the terms its row
 * holds, and the premium before and after it, split by the contract's debit
 * frequency the way a frequency change splits it (decision 0066). The page
 * that asks for the approval shows these figures and the approval applies
 * the same ones, so the customer approves what happens.
 */
import { z } from "zod";
import { AmendmentChange } from "../../contract/wire/contracts";
import { isoDate } from "../../contract/wire/common";
import type { BillingPeriod } from "../../contract/codes/states";
import { maxDate, type IsoDate } from "./calendar";
import { frequencyOf, isBillingPeriod, splitPremium, yearlyPremium, type DebitFrequency } from "./periodicity";

/**
 * The terms in an amendment row's `data`: its effective day, the change of
 * the yearly premium (taxes included, the contract's currency) and what it
 * changes. A term that does not read is no term (no day, no change of
 * premium, nothing listed): the page then shows nothing the approval would
 * not do.
 */
const AmendmentTerms = z.object({
  effective_date: isoDate.nullable().catch(null).default(null),
  price_delta: z.number().finite().catch(0).default(0),
  changes: z.array(AmendmentChange).catch([]).default([]),
});
export type AmendmentTerms = { effectiveDate: IsoDate | null; priceDelta: number; changes: AmendmentChange[] };

export function amendmentTerms(data: unknown): AmendmentTerms {
  const terms = AmendmentTerms.parse(data && typeof data === "object" ? data : {});
  return { effectiveDate: terms.effective_date, priceDelta: terms.price_delta, changes: terms.changes };
}

export type AmendedPremium = {
  periodicity: BillingPeriod;
  frequency: DebitFrequency;
  yearlyBefore: number;
  yearlyAfter: number;
  instalmentBefore: number;
  instalmentAfter: number;
  /** The first debit from the effective day when the split leaves it the cents; null when every debit is the same. */
  firstInstalmentAfter: number | null;
};

/**
 * The contract's premium once the amendment applies: the yearly premium
 * plus the change, and a year of debits at the current frequency
 * (`splitPremium`: the first carries the cents). Null for a contract without
 * a recurring premium, whose price an amendment does not change.
 */
export function amendedPremium(
  contract: { price: number | null; annualPremium: number | null; periodicity: string | null },
  priceDelta: number,
): AmendedPremium | null {
  const periodicity = contract.periodicity;
  if (!periodicity || !isBillingPeriod(periodicity) || contract.price === null) return null;
  const frequency = frequencyOf(periodicity);
  const yearlyBefore = yearlyPremium(contract);
  if (!frequency || yearlyBefore === null) return null;
  const yearlyAfter = Math.round((yearlyBefore + priceDelta) * 100) / 100;
  if (yearlyAfter < 0) return null;
  const split = splitPremium(yearlyAfter, frequency);
  const instalmentAfter = split.at(-1)!;
  return {
    periodicity,
    frequency,
    yearlyBefore,
    yearlyAfter,
    instalmentBefore: contract.price,
    instalmentAfter,
    firstInstalmentAfter: split[0] !== instalmentAfter ? split[0]! : null,
  };
}

/** The first day the new debits apply: the effective day, or today when that day is past or not set. */
export function amendmentAppliesFrom(terms: AmendmentTerms, today: IsoDate): IsoDate {
  return terms.effectiveDate ? maxDate(terms.effectiveDate, today) : today;
}
