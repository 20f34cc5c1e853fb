import { describe, expect, it } from "vitest";
import { getFixedT } from "~/utils/i18n/i18n.server";
import type { Amendment } from "~/utils/v2/api/index.server";
import { amendmentFacts } from "./amendment.server";

const amendment = (more: Partial<Amendment> = {}): Amendment => ({
  id: "amd_1",
  contract_id: "ctr_1",
  label: "Ajout de l'activité conseil",
  status: "pending",
  effective_date: "2027-01-01",
  price_delta: 76.8,
  changes: [{ code: "activity_added", activity: "consulting" }],
  premium: {
    currency: "EUR",
    periodicity: "monthly",
    yearly_before: 698.4,
    yearly_after: 775.2,
    instalment_before: 58.2,
    instalment_after: 64.6,
    first_instalment_after: null,
  },
  data: {},
  approved_at: null,
  created_at: "2026-12-02T09:00:00.000Z",
  ...more,
});
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the amendment as the customer approves it", () => {
  it("words the broker's codes and figures in the page's language", async () => {
    const t = await getFixedT("fr", ["contract", "codes", "common"]);
    const { facts, appliesFrom } = amendmentFacts(amendment(), "fr", t);
    expect(facts.map((fact) => [fact.term, plain(fact.value)])).toEqual([
      ["Avenant", "Ajout de l'activité conseil"],
      ["Ce qui change", "Activité ajoutée : conseil"],
      ["Date d'effet", "1er janvier 2027"],
      ["Cotisation annuelle actuelle, toutes taxes comprises", "698,40 €"],
      ["Cotisation annuelle après l'avenant, toutes taxes comprises", "775,20 €"],
      ["Chaque prélèvement aujourd'hui", "58,20 € par mois"],
      ["Chaque prélèvement après l'avenant", "64,60 € par mois"],
    ]);
    expect(plain(appliesFrom!)).toContain("À partir du 1er janvier 2027");
  });

  it("says the first debit that carries the cents, and a premium that does not change", async () => {
    const t = await getFixedT("en", ["contract", "codes", "common"]);
    const uneven = amendmentFacts(
      amendment({
        premium: { ...amendment().premium!, periodicity: "quarterly", yearly_after: 653.1, instalment_after: 163.27, first_instalment_after: 163.29 },
      }),
      "en",
      t,
    );
    expect(uneven.facts.at(-1)).toEqual({ term: "Each debit after the amendment", value: "€163.29 the first time, then €163.27 per quarter" });
    const unchanged = amendmentFacts(amendment({ price_delta: 0, effective_date: null }), "en", t);
    expect(unchanged.facts.slice(-2)).toEqual([
      { term: "Takes effect on", value: "On your approval" },
      { term: "Premium", value: "Your premium does not change." },
    ]);
    expect(unchanged.appliesFrom).toBeNull();
  });
});
