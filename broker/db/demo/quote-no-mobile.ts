/**
 * A prospect whose account has no mobile phone, with one quote to sign: its
 * signature step asks for a mobile and confirms it by SMS code first (SPEC
 * section 5), in the brand country's format. Documents read and conditions
 * accepted, so the phone, the SEPA mandate and the signature are left. Fixed
 * ids `pro_<brand>_no_mobile`, `quo_<brand>_no_mobile`, number
 * `Q-<BRAND>-2301`; dates relative to the seeding day.
 */
import { addDemoAccount, addDemoProspect } from "./accounts";
import type { CountryData, Person } from "./people";
import { addQuoteToSign } from "./quote-to-sign";
import type { DemoContext } from "./rows";
import { at } from "./util";

/** The prospect, by country (names of that country, fictitious); the phone is left out below. */
const people: Record<CountryData["lang"], Person> = {
  fr: { title: "F", firstname: "Claire", lastname: "Dubois", phone: "" },
  it: { title: "F", firstname: "Giulia", lastname: "Ferri", phone: "" },
  de: { title: "F", firstname: "Anna", lastname: "Krüger", phone: "" },
  es: { title: "F", firstname: "Lucía", lastname: "Romero", phone: "" },
  en: { title: "F", firstname: "Claire", lastname: "Dubois", phone: "" },
};

export function addQuoteNoMobile(d: DemoContext): void {
  const { brand, lang } = d;
  const prospectId = `pro_${brand}_no_mobile`;
  const accountId = addDemoAccount(d, "quoteNoMobile", people[lang], { created: at(-20), extra: { phone: null } });
  addDemoProspect(d, { id: prospectId, accountId, key: "quoteNoMobile", created: at(-20), product: ["auto", "shield"] });
  addQuoteToSign(d, { prospectId: prospectId, slug: "no_mobile", type: "auto", number: 2301, created: -9, price: 610 });
}
