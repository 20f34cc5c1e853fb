/**
 * Who and what the demo contracts cover: the fleet's vehicles, the people of
 * the health and provident contracts (recipients tab) and the car of each auto
 * contract (garage tab), so no tab the menu offers is empty.
 */
import type { Language } from "../../../contract/codes/language";
import type * as s from "../schema";
import type { CountryData } from "./people";
import type { DemoContext, Row } from "./rows";
import { at, day } from "./util";

export function addCovered(d: DemoContext): void {
  const { brand, rows, ids } = d;
  const c = d.country;
  const fleet = ids.contract("full_formalised");
  // Garage: four vehicles, one already out of the fleet.
  c.plates.forEach((plate, i) =>
    rows.vehicles.push({
      id: `veh_${brand}_full_${i + 1}`,
      brandId: brand,
      clientId: ids.fullClient,
      contractId: fleet,
      registrationNumber: plate,
      model: c.cars[i],
      entryDate: day(1, -14 + i * 2),
      exitDate: i === 3 ? day(-45) : null,
      affiliation: i === 2 ? "manager" : "company",
      createdAt: at(1, 9, -14 + i * 2),
    }),
  );
  const fullOwner = { brand, clientId: ids.fullClient };
  rows.contractRecipients.push(
    ...demoRecipients({ ...fullOwner, holder: c.people.full }, d.lang, [ids.contract("full_need_signature")], [ids.contract("full_waiting")]),
  );
  rows.vehicles.push(
    ...demoAutoCars(fullOwner, c, [
      { id: ids.contract("full_pending_signed"), startMonths: 0, ended: null },
      { id: ids.contract("full_terminated"), startMonths: -30, ended: day(-31) },
    ]),
  );
  // The covered employee's health contract.
  rows.contractRecipients.push(
    ...demoRecipients({ brand, clientId: ids.personalClient, holder: c.people.personal }, d.lang, [ids.contract("personal_sante")], []),
  );
}

const coveredNames: Record<Language, { spouse: [string, string]; children: [string, string][]; employees: [string, string][] }> = {
  fr: {
    spouse: ["Marc", "Dubois"],
    children: [
      ["Léa", "Dubois"],
      ["Hugo", "Dubois"],
    ],
    employees: [
      ["Karim", "Benali"],
      ["Sophie", "Martin"],
      ["Julien", "Petit"],
    ],
  },
  it: {
    spouse: ["Marco", "Bianchi"],
    children: [
      ["Sofia", "Bianchi"],
      ["Luca", "Bianchi"],
    ],
    employees: [
      ["Paolo", "Ricci"],
      ["Chiara", "Romano"],
      ["Davide", "Greco"],
    ],
  },
  de: {
    spouse: ["Thomas", "Schneider"],
    children: [
      ["Mia", "Schneider"],
      ["Paul", "Schneider"],
    ],
    employees: [
      ["Jonas", "Weber"],
      ["Lena", "Fischer"],
      ["Felix", "Wagner"],
    ],
  },
  es: {
    spouse: ["Javier", "García"],
    children: [
      ["Lucía", "García"],
      ["Mateo", "García"],
    ],
    employees: [
      ["Pablo", "Martínez"],
      ["Carmen", "López"],
      ["Diego", "Sánchez"],
    ],
  },
  en: {
    spouse: ["Mark", "Smith"],
    children: [
      ["Emma", "Smith"],
      ["Noah", "Smith"],
    ],
    employees: [
      ["Karim", "Benali"],
      ["Sophie", "Martin"],
      ["Julien", "Petit"],
    ],
  },
};

type Owner = { brand: string; clientId: string; holder: { firstname: string; lastname: string } };

/** The holder, a spouse and two children on a health contract; three employees on a provident one, one who left. */
export function demoRecipients(owner: Owner, lang: Language, health: string[], provident: string[]): Row<typeof s.contractRecipients>[] {
  const names = coveredNames[lang];
  const rows: Row<typeof s.contractRecipients>[] = [];
  const push = (contractId: string, key: string, v: Omit<Row<typeof s.contractRecipients>, "id" | "brandId" | "clientId" | "contractId" | "createdAt">) =>
    rows.push({
      id: `rcp_${owner.brand}_${contractId.slice(-12)}_${key}`,
      brandId: owner.brand,
      clientId: owner.clientId,
      contractId,
      createdAt: at(-30),
      ...v,
    });
  for (const contractId of health) {
    push(contractId, "holder", {
      firstname: owner.holder.firstname,
      lastname: owner.holder.lastname,
      relationship: "holder",
      birthDate: "1981-04-12",
      coveredFrom: day(0, -1),
    });
    push(contractId, "spouse", {
      firstname: names.spouse[0],
      lastname: names.spouse[1],
      relationship: "spouse",
      birthDate: "1979-09-03",
      coveredFrom: day(0, -1),
    });
    names.children.forEach(([firstname, lastname], i) =>
      push(contractId, `child${i + 1}`, {
        firstname,
        lastname,
        relationship: "child",
        birthDate: i === 0 ? "2012-02-20" : "2015-07-08",
        coveredFrom: day(0, -1),
      }),
    );
  }
  for (const contractId of provident) {
    names.employees.forEach(([firstname, lastname], i) =>
      push(contractId, `employee${i + 1}`, {
        firstname,
        lastname,
        relationship: "employee",
        birthDate: ["1988-01-15", "1992-11-30", "1985-06-02"][i],
        coveredFrom: day(0, -1),
        coveredUntil: i === 2 ? day(-10) : null,
      }),
    );
  }
  return rows;
}

/** One car per auto contract (the fleet has its own four). */
export function demoAutoCars(
  owner: Omit<Owner, "holder">,
  country: CountryData,
  autoContracts: { id: string; startMonths: number; ended: string | null }[],
): Row<typeof s.vehicles>[] {
  return autoContracts.map(({ id, startMonths, ended }, i) => ({
    id: `veh_${owner.brand}_${id.slice(-16)}_car`,
    brandId: owner.brand,
    clientId: owner.clientId,
    contractId: id,
    registrationNumber: country.plates[(i + 1) % country.plates.length].replace(/\d/g, (d) => String((Number(d) + 3) % 10)),
    model: country.cars[(i + 1) % country.cars.length],
    entryDate: day(0, startMonths),
    exitDate: ended,
    affiliation: "company",
    createdAt: at(0, 9, startMonths),
  }));
}
