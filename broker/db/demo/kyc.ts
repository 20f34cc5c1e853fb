/**
 * The KYC questionnaire's demo (docs/decisions/0105): demo.qualification
 * (a client, brand new questionnaire: customers.ts) and demo.kyc, a prospect
 * who must do the qualification and left it half-filled: the company and
 * needs steps saved, personal data and bank details still to do.
 */
import { addDemoAccount, addDemoProspect } from "./accounts";
import type { DemoContext } from "./rows";
import { at } from "./util";

const activity = {
  fr: "Conseil en décoration",
  en: "Interior design advice",
  de: "Einrichtungsberatung",
  it: "Consulenza d'arredo",
  es: "Asesoría de decoración",
};

export const kycDemoIds = (brand: string) => ({ prospect: `pro_${brand}_kyc`, account: "kyc" as const });

export function addKyc(d: DemoContext): void {
  const { brand, rows } = d;
  const person = d.country.people.qualification;
  const accountId = addDemoAccount(d, "kyc", person, { created: at(-20), extra: { mustDoQualification: true } });
  const prospectId = kycDemoIds(brand).prospect;
  addDemoProspect(d, { id: prospectId, accountId, key: "kyc", created: at(-20) });
  const saved = (step: string, answers: Record<string, string | number | boolean | null>, days: number) =>
    rows.dynamicFormSteps.push({ brandId: brand, prospectId, ownerId: prospectId, form: "kyc", step, answers, savedAt: at(days) });
  saved("company", { company_name: d.country.companies.solo(person), legal_form: "sole_trader", activity: activity[d.lang], employees: 2 }, -2);
  saved("needs", { main_need: "liability", already_insured: false, details: null }, -2);
}
