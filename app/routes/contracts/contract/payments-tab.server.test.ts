import { describe, expect, it } from "vitest";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { formatMoney } from "~/utils/i18n/money";
import type { Language } from "~/utils/routing/locale";
import type { Contract, PeriodicityList } from "~/utils/v2/api/index.server";
import { frequencyView } from "./payments-tab.server";

// €643.10 a year, paid once a year: split by four or twelve it leaves cents over, which the first debit takes (audit of
// changes, finding 7). The broker's answer for that contract.
const contract = { periodicity: "annual", price: 643.1, currency: "EUR" } as Contract;
const list: PeriodicityList = {
  contract_id: "ctr_1",
  current: "annual",
  next_change_allowed_at: null,
  options: [
    { id: "monthly", periodicity: "monthly", current: false, amount: 53.59, first_amount: 53.61 },
    { id: "quarterly", periodicity: "quarterly", current: false, amount: 160.77, first_amount: 160.79 },
    { id: "biannually", periodicity: "biannually", current: false, amount: 321.55, first_amount: null },
    { id: "annual", periodicity: "annual", current: true, amount: 643.1, first_amount: null },
  ],
};

describe("the debit frequency's choices", () => {
  it.each([
    ["en", ["Monthly: €53.61 then €53.59 per month", "Quarterly: €160.79 then €160.77 per quarter", "Every six months: €321.55 every six months"]],
    ["fr", ["Mensuelle : 53,61 € puis 53,59 € par mois", "Trimestrielle : 160,79 € puis 160,77 € par trimestre", "Semestrielle : 321,55 € par semestre"]],
    ["de", ["Monatlich: 53,61 €, danach 53,59 € pro Monat", "Vierteljährlich: 160,79 €, danach 160,77 € pro Quartal", null]],
    ["it", ["Mensile: 53,61 €, poi 53,59 € al mese", null, null]],
    ["es", ["Mensual: 53,61 € y después 53,59 € al mes", null, null]],
  ] as const)("say in %s when the first debit takes the leftover cents, so the year adds up", async (lang, expected) => {
    const t = await getFixedT(lang as Language, ["payments", "contract"]);
    const view = frequencyView(contract, list, t, (amount, currency) => formatMoney(amount, currency, lang as Language), lang as Language);
    const labels = (view?.options ?? []).map((option) => option.label.replace(/[\u00a0\u202f]/g, " "));
    expected.forEach((label, i) => {
      if (label) expect(labels[i]).toBe(label);
    });
    // An even split names one amount.
    expect(labels[2]).not.toMatch(/then|puis|danach|poi|después/);
  });
});
