/**
 * The demo contracts, one case per row of `contractCases`, each with its id
 * (`ctr_<brand>_<name>`) and its number fixed: `AZU-001008` is azura's fleet
 * whatever is added. A new case takes the next free number at the end of the
 * list (1018 onwards). Each contract gets its menu tabs (domain/menus.ts);
 * the amendable one its pending amendment.
 */
import { addMonths } from "../../domain/calendar";
import { isInForce } from "../../domain/contract-kind";
import { buildContractMenu } from "../../domain/menus";
import { nextDueDate } from "../../domain/premium-schedule";
import type * as s from "../schema";
import { label, type ProductType } from "./people";
import type { DemoContext, DemoContractSpec, Row } from "./rows";
import { at, day, REFERENCE_DAY, stableUuid } from "./util";

const prices: Record<ProductType, number> = {
  flotte: 412.5,
  multirisque: 89.9,
  rc_pro: 54,
  quote: 38.4,
  sante: 320,
  prevoyance: 145,
  auto: 72.3,
  locaux: 61.8,
  decennale: 120,
};

/** The full client's contract in each status (`full_<status>`): the fleet is `full_formalised`. */
function fullClientCases(d: DemoContext): DemoContractSpec[] {
  const { brand, ids } = d;
  const clientId = ids.fullClient;
  const byStatus = (
    number: number,
    status: DemoContractSpec["status"],
    type: ProductType,
    startMonths: number,
    more: Partial<DemoContractSpec> = {},
  ): DemoContractSpec => ({
    name: `full_${status}`,
    number,
    clientId,
    type,
    status,
    price: prices[type],
    startMonths,
    ...more,
  });
  return [
    byStatus(1001, "project", "rc_pro", 0),
    // The cyber quote's terms (client-quote.ts via quotes.ts): 460.80 a year from the 5th of next month, drafted with it.
    byStatus(1002, "quote", "quote", 1, {
      price: 460.8,
      periodicity: "annual",
      extra: { quoteId: `quo_${brand}_full_cyber`, createdAt: at(-6), updatedAt: at(-1) },
    }),
    byStatus(1003, "reviewing", "multirisque", 0),
    byStatus(1004, "need_signature", "sante", 1, { requiredDocs: 1 }),
    byStatus(1005, "waiting", "prevoyance", 1),
    byStatus(1006, "pending_signed", "auto", 0),
    byStatus(1007, "signed", "locaux", -1, { requiredDocs: 7 }),
    byStatus(1008, "formalised", "flotte", -14, { extra: { currentPaymentMethod: "sepa", periodicity: "monthly" } }),
    // 269.70 a quarter, as its schedule and its unpaid invoice say (the multirisque price of 89.90 is a monthly one).
    byStatus(1009, "formal_notice", "multirisque", -20, {
      extra: { missingPayment: true, currentPaymentMethod: "sepa", periodicity: "quarterly", price: 269.7 },
    }),
    byStatus(1010, "terminated", "auto", -30, {
      extra: {
        terminatedAt: at(-60),
        terminatedDate: day(-31),
        terminatedReason: "sale_of_asset",
        terminatedCode: "sale_of_asset",
        termination: { reason: "sale_of_asset", effective_date: day(-31), requested_at: day(-60) },
        periodicity: "annual",
      },
    }),
  ];
}

export function contractCases(d: DemoContext): DemoContractSpec[] {
  const { ids, lang } = d;
  return [
    ...fullClientCases(d),
    // A second formalised contract of the full client, with a pending amendment and a card.
    {
      name: "full_rc_amendment",
      number: 1011,
      clientId: ids.fullClient,
      type: "rc_pro",
      status: "formalised",
      price: 58.2,
      periodicity: "monthly",
      startMonths: -8,
      extra: {
        amendmentAvailable: true,
        amendmentLabel: { fr: "Ajout d'une activité", it: "Aggiunta di un'attività", de: "Neue Tätigkeit", es: "Nueva actividad", en: "New activity" }[lang],
        currentPaymentMethod: "card",
      },
    },
    {
      name: "single_multirisque",
      number: 1012,
      clientId: ids.singleClient,
      type: "multirisque",
      status: "formalised",
      // 778.80 a year, paid yearly (issue 45: it showed 64.90 a year beside an invoice of 778.80); 64.90 a month if switched.
      price: 778.8,
      periodicity: "annual",
      startMonths: -5,
      extra: { currentPaymentMethod: "sepa" },
    },
    { name: "multi_a_rc", number: 1013, clientId: ids.multiClientA, type: "rc_pro", status: "formalised", price: 49, startMonths: -9 },
    {
      name: "multi_b_locaux",
      number: 1014,
      clientId: ids.multiClientB,
      type: "locaux",
      status: "formalised",
      price: 120,
      periodicity: "annual",
      startMonths: -3,
    },
    {
      name: "personal_sante",
      number: 1015,
      clientId: ids.personalClient,
      type: "sante",
      status: "formalised",
      price: 96.4,
      startMonths: -11,
      personalAccess: true,
    },
    // Payment cases of the full client (full-payments.ts): first payment due; debit frequency changed 2 hours ago (3 × 61.80).
    {
      name: "full_first_unpaid",
      number: 1016,
      clientId: ids.fullClient,
      type: "decennale",
      status: "pending_signed",
      price: 120,
      periodicity: "monthly",
      startMonths: 0,
    },
    {
      name: "full_frequency_recent",
      number: 1017,
      clientId: ids.fullClient,
      type: "locaux",
      status: "formalised",
      price: 185.4,
      periodicity: "quarterly",
      startMonths: -6,
      extra: { currentPaymentMethod: "sepa" },
    },
  ];
}

/** `AZU-001008`: the brand's first three letters and the case's fixed number. */
export const contractNumber = (brand: string, number: number) => `${brand.slice(0, 3).toUpperCase()}-${String(number).padStart(6, "0")}`;

export function addContracts(d: DemoContext): void {
  const { brand, rows, ids, lang } = d;
  for (const spec of contractCases(d)) {
    const id = ids.contract(spec.name);
    const signed = ["signed", "formalised", "formal_notice", "terminated"].includes(spec.status);
    rows.contracts.push({
      id,
      brandId: brand,
      clientId: spec.clientId,
      number: contractNumber(brand, spec.number),
      label: label(spec.type, lang),
      type: spec.type,
      tags: [spec.type],
      status: spec.status,
      startDate: day(1, spec.startMonths),
      currency: d.country.currency,
      price: spec.price,
      periodicity: spec.periodicity ?? "monthly",
      isSigned: signed,
      // In force: the next anniversary of its start, after today (issue 45: the fleet showed one two months past).
      dueDate: isInForce(spec.status) ? nextDueDate(day(1, spec.startMonths), REFERENCE_DAY) : day(0, spec.startMonths + 12),
      dueDateType: "anniversary",
      feeBrokerPercent: 5,
      commissionPercent: 12.5,
      feePercent: 2,
      extra: {},
      createdAt: at(-20, 9, spec.startMonths),
      updatedAt: at(-20, 9, spec.startMonths),
      ...spec.extra,
    });
    addMenu(d, id, spec);
  }
  addAmendment(d);
}

/** The contract's menu tabs, in the company space (and the personal one for a covered employee). */
function addMenu(d: DemoContext, contractId: string, spec: DemoContractSpec): void {
  const spaces = spec.personalAccess ? [true, false] : [false];
  for (const personalAccess of spaces) {
    const menu = buildContractMenu(
      {
        id: contractId,
        type: spec.type,
        status: spec.status,
        terminationRequested: spec.status === "terminated",
        requiredDocumentCount: spec.requiredDocs ?? 0,
      },
      { personalAccess, lang: d.lang },
    );
    menu.tabs.forEach((tab, position) =>
      d.rows.contractMenuTabs.push({
        id: stableUuid(`${contractId}:${menu.space}:${tab.slug}`),
        brandId: d.brand,
        clientId: spec.clientId,
        contractId,
        space: menu.space,
        label: tab.label,
        type: tab.type,
        slug: tab.slug,
        disabled: tab.disabled,
        position,
      }),
    );
  }
}

function addAmendment(d: DemoContext): void {
  const amendment: Row<typeof s.amendments> = {
    id: `amd_${d.brand}_full_activity`,
    brandId: d.brand,
    clientId: d.ids.fullClient,
    contractId: d.ids.contract("full_rc_amendment"),
    label: {
      fr: "Ajout de l'activité conseil",
      it: "Aggiunta attività di consulenza",
      de: "Ergänzung Beratungstätigkeit",
      es: "Añadir actividad de consultoría",
      en: "Consulting activity",
    }[d.lang],
    status: "pending",
    // The terms the approval page shows and the approval applies (decision 0283): 698.40 a year becomes 775.20, twelve
    // debits of 64.60 instead of 58.20, from the first day of next month (the debits before it stay as they are).
    data: { changes: [{ code: "activity_added", activity: "consulting" }], price_delta: 76.8, effective_date: addMonths(`${REFERENCE_DAY.slice(0, 8)}01`, 1) },
    createdAt: at(-3),
  };
  d.rows.amendments.push(amendment);
}
