/**
 * The full demo data set of ONE brand, as plain rows with fixed ids
 * (`<prefix>_<brand>_<name>`) and dates relative to REFERENCE_DAY.
 * seed.ts inserts them with ON CONFLICT DO NOTHING, so running the seed
 * again adds nothing twice. The only random parts are password hashes
 * (salted) and nothing else.
 */
import type { BrandCode, CountryCode } from "../../wire/brands";
import { buildContractMenu } from "../../domain/menus";
import type { ContractStatus } from "../../domain/contract-kind";
import type * as s from "../schema";
import { DEMO_EMAILS } from "./logins";
import { COUNTRY_DATA, label, type Person, type Place, type ProductType } from "./people";
import { catalogueRows } from "./catalogue";
import { demoAutoCars, demoRecipients } from "./covered";
import { textsFor } from "./texts";
import { addFullPaymentCases, linkPlanningNotices } from "./full-payments";
import type { BrandDemoRows, DemoContractSpec, Row } from "./rows";
import { addFullTimeline } from "./timeline";
import { at, day, stableFileKey, stableUuid } from "./util";

export type { BrandDemoRows } from "./rows";

/** "Transports Dubois SAS" → "transports-dubois-sas". */
const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export type PasswordHashes = { demo: string; manager: string };

/** Fixed ids of the demo rows, so tests and docs can point at them. */
export const demoIds = (brand: string) => ({
  fullClient: `cli_${brand}_full`,
  singleClient: `cli_${brand}_single`,
  multiClientA: `cli_${brand}_multi_a`,
  multiClientB: `cli_${brand}_multi_b`,
  personalClient: `cli_${brand}_personal`,
  quoteProspect: `pro_${brand}_quote`,
  bespokeProspect: `pro_${brand}_bespoke`,
  contract: (name: string) => `ctr_${brand}_${name}`,
  account: (key: string) => stableUuid(`${brand}:account:${key}`),
});

export function buildBrandDemo(brand: BrandCode, country: CountryCode, hashes: PasswordHashes): BrandDemoRows {
  const c = COUNTRY_DATA[country];
  const lang = c.lang;
  const tx = textsFor(lang);
  const ids = demoIds(brand);
  const brandId = brand;
  const rows: BrandDemoRows = {
    accounts: [],
    clients: [],
    accountClients: [],
    prospects: [],
    contracts: [],
    quotes: [],
    signatures: [],
    documents: [],
    requiredDocuments: [],
    invoices: [],
    payments: [],
    plannings: [],
    mandates: [],
    cards: [],
    periodicityChanges: [],
    notifications: [],
    amendments: [],
    vehicles: [],
    contractRecipients: [],
    timelineEntries: [],
    claims: [],
    claimFiles: [],
    delegations: [],
    contractMenuTabs: [],
    ...catalogueRows(brandId, lang),
  };
  const num = (n: number) => `${brand.slice(0, 3).toUpperCase()}-${String(n).padStart(6, "0")}`;

  // ------------------------------------------------------------ accounts
  const account = (key: keyof typeof DEMO_EMAILS, person: Person, flags: Partial<Row<typeof s.accounts>> = {}) => {
    const id = ids.account(key);
    rows.accounts.push({
      id,
      brandId,
      title: person.title,
      firstname: person.firstname,
      lastname: person.lastname,
      email: DEMO_EMAILS[key],
      phone: person.phone,
      passwordHash: hashes.demo,
      createdAt: at(-400),
      updatedAt: at(-400),
      ...flags,
    });
    return id;
  };

  const client = (id: string, name: string, person: Person, place: Place, siret: string, extra: Partial<Row<typeof s.clients>> = {}) => {
    rows.clients.push({
      id,
      brandId,
      name,
      siret,
      legalForm: c.legalForm,
      ownerStatus: person.title,
      ownerFirstname: person.firstname,
      ownerLastname: person.lastname,
      ownerFunction: "owner",
      ownerFunctionLabel: { fr: "Gérant(e)", it: "Amministratore", de: "Geschäftsführung", es: "Administrador(a)", en: "Manager" }[lang],
      employees: 12,
      cadres: 2,
      address: place.address,
      postalCode: place.postalCode,
      city: place.city,
      email: `contact@${slug(name)}.example.com`,
      phone: person.phone,
      type: "company",
      source: "seed",
      tags: ["demo"],
      qualifiedAt: at(-390),
      createdAt: at(-400),
      updatedAt: at(-400),
      ...extra,
    });
  };

  const link = (accountId: string, clientId: string, role: string, isDefault: boolean) =>
    rows.accountClients.push({ accountId, clientId, brandId, role, isDefault, createdAt: at(-400) });

  // ------------------------------------------------------------ contracts and their children
  const contract = (spec: DemoContractSpec) => {
    const id = ids.contract(spec.name);
    const signed = ["signed", "formalised", "formal_notice", "terminated"].includes(spec.status);
    rows.contracts.push({
      id,
      brandId,
      clientId: spec.clientId,
      number: num(rows.contracts.length + 1001),
      label: label(spec.type, lang),
      type: spec.type,
      tags: [spec.type],
      status: spec.status,
      startDate: day(1, spec.startMonths),
      currency: c.currency,
      price: spec.price,
      periodicity: spec.periodicity ?? "monthly",
      isSigned: signed,
      dueDate: day(0, spec.startMonths + 12),
      dueDateType: "anniversary",
      feeBrokerPercent: 5,
      commissionPercent: 12.5,
      feePercent: 2,
      extra: {},
      createdAt: at(-20, 9, spec.startMonths),
      updatedAt: at(-20, 9, spec.startMonths),
      ...spec.extra,
    });
    return id;
  };
  const menuFor = (contractId: string, type: string, status: ContractStatus, clientId: string, requiredDocs: number, personal: boolean) => {
    const spaces = personal ? [true, false] : [false];
    for (const personalAccess of spaces) {
      const menu = buildContractMenu(
        { id: contractId, type, status, terminationRequested: status === "terminated", requiredDocumentCount: requiredDocs },
        { personalAccess, lang },
      );
      menu.tabs.forEach((tab, position) =>
        rows.contractMenuTabs.push({
          id: stableUuid(`${contractId}:${menu.space}:${tab.slug}`),
          brandId,
          clientId,
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
  };
  const doc = (owner: { clientId?: string; prospectId?: string }, parent: { contractId?: string; quoteId?: string }, key: string, d: Partial<Row<typeof s.documents>> & { type: string; label: string }) =>
    rows.documents.push({
      id: `doc_${brand}_${key}`,
      brandId,
      ...owner,
      ...parent,
      name: `${key}.pdf`,
      mime: "application/pdf",
      // No stored file: the download endpoint renders demo documents from the row (README "Demo data").
      storageKey: null,
      createdAt: at(-30),
      ...d,
    });

  // ============================================================ 1. the full client
  const full = c.people.full;
  const fullAccount = account("full", full, { canUpdateSiret: true });
  client(ids.fullClient, c.companies.full, full, c.places[0], c.companyIds[0], { employees: 48, cadres: 6, naf: "4941A" });
  link(fullAccount, ids.fullClient, "owner", true);
  const managerAccount = account("manager", c.people.manager, { managerPasswordHash: hashes.manager });
  link(managerAccount, ids.fullClient, "manager", true);
  const accountantAccount = account("accountant", c.people.accountant);
  link(accountantAccount, ids.fullClient, "accountant", true);

  const statuses: [ContractStatus, ProductType, number][] = [
    ["project", "rc_pro", 0],
    ["quote", "quote", 0],
    ["reviewing", "multirisque", 0],
    ["need_signature", "sante", 1],
    ["waiting", "prevoyance", 1],
    ["pending_signed", "auto", 0],
    ["signed", "locaux", -1],
    ["formalised", "flotte", -14],
    ["formal_notice", "multirisque", -20],
    ["terminated", "auto", -30],
  ];
  const fullContracts: Record<string, string> = {};
  for (const [status, type, startMonths] of statuses) {
    const required = status === "signed" ? 7 : status === "need_signature" ? 1 : 0;
    const extra: Partial<Row<typeof s.contracts>> = {};
    if (status === "formalised") Object.assign(extra, { currentPaymentMethod: "sepa", periodicity: "monthly" });
    // 269.70 a quarter, as its schedule and its unpaid invoice say (the multirisque price of 89.90 is a monthly one).
    if (status === "formal_notice") Object.assign(extra, { missingPayment: true, currentPaymentMethod: "sepa", periodicity: "quarterly", price: 269.7 });
    if (status === "quote") Object.assign(extra, { quoteId: `quo_${brand}_full_cyber` });
    if (status === "terminated")
      Object.assign(extra, {
        terminatedAt: at(-60),
        terminatedDate: day(-31),
        terminatedReason: "sale_of_asset",
        terminatedCode: "sale_of_asset",
        termination: { reason: "sale_of_asset", effective_date: day(-31), requested_at: day(-60) },
        periodicity: "annual",
      });
    const id = contract({
      name: `full_${status}`,
      clientId: ids.fullClient,
      type,
      status,
      price: { flotte: 412.5, multirisque: 89.9, rc_pro: 54, quote: 38.4, sante: 320, prevoyance: 145, auto: 72.3, locaux: 61.8, decennale: 120 }[type],
      startMonths,
      extra,
    });
    fullContracts[status] = id;
    menuFor(id, type, status, ids.fullClient, required, false);
  }
  // A second formalised contract, with a pending amendment and a card.
  const amendContract = contract({
    name: "full_rc_amendment",
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
  });
  menuFor(amendContract, "rc_pro", "formalised", ids.fullClient, 0, false);
  rows.amendments.push({
    id: `amd_${brand}_full_activity`,
    brandId,
    clientId: ids.fullClient,
    contractId: amendContract,
    label: { fr: "Ajout de l'activité conseil", it: "Aggiunta attività di consulenza", de: "Ergänzung Beratungstätigkeit", es: "Añadir actividad de consultoría", en: "Consulting activity" }[lang],
    status: "pending",
    data: { new_activity: "consulting", price_delta: 6.4 },
    createdAt: at(-3),
  });
  rows.cards.push({
    id: `crd_${brand}_full_visa`,
    brandId,
    clientId: ids.fullClient,
    contractId: amendContract,
    providerRef: `sandbox_pm_${brand}_full`,
    cardBrand: "visa",
    last4: "4242",
    expMonth: 12,
    expYear: 2028,
    createdAt: at(-240),
  });

  const fleet = fullContracts.formalised;
  rows.mandates.push({
    id: `mdt_${brand}_full_fleet`,
    brandId,
    clientId: ids.fullClient,
    contractId: fleet,
    type: "sepa",
    iban: c.iban,
    bic: c.bic,
    holder: c.companies.full,
    reference: `RUM-${brand.toUpperCase()}-000001`,
    legalAcceptedAt: at(0, 10, -14),
    status: "active",
    createdAt: at(0, 10, -14),
  });
  // Garage: four vehicles, one already out of the fleet.
  c.plates.forEach((plate, i) =>
    rows.vehicles.push({
      id: `veh_${brand}_full_${i + 1}`,
      brandId,
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

  // The other tabs the menu offers have something to show: covered people, the auto contracts' cars.
  const fullOwner0 = { brand, clientId: ids.fullClient };
  rows.contractRecipients.push(...demoRecipients({ ...fullOwner0, holder: full }, lang, [fullContracts.need_signature], [fullContracts.waiting]));
  rows.vehicles.push(
    ...demoAutoCars(fullOwner0, c, [
      { id: fullContracts.pending_signed, startMonths: 0, ended: null },
      { id: fullContracts.terminated, startMonths: -30, ended: day(-31) },
    ]),
  );

  // Invoices of the fleet contract: paid, issued (unpaid), created, placement fees, refund notice.
  const inv = (key: string, contractId: string, v: Partial<Row<typeof s.invoices>> & { amount: number; periodStart: string; periodEnd: string }) => {
    const id = `inv_${brand}_${key}`;
    rows.invoices.push({
      id,
      brandId,
      clientId: ids.fullClient,
      contractId,
      number: `F-${brand.toUpperCase()}-${key.toUpperCase()}`,
      dueDate: v.periodStart,
      status: "issued",
      type: "payment",
      storageKey: null,
      createdAt: at(-5),
      ...v,
    });
    return id;
  };
  const paidInvoices = [-3, -2, -1].map((m) =>
    inv(`fleet_${m + 4}`, fleet, { amount: 412.5, periodStart: day(0, m), periodEnd: day(-1, m + 1), status: "paid", issuedAt: at(-10, 9, m), paidAt: at(2, 9, m), isInitialPayment: m === -3 }),
  );
  const unpaid = inv("fleet_unpaid", fleet, { amount: 412.5, periodStart: day(0), periodEnd: day(-1, 1), status: "issued", isPayable: true, issuedAt: at(-10) });
  const upcoming = inv("fleet_upcoming", fleet, { amount: 412.5, periodStart: day(0, 1), periodEnd: day(-1, 2), status: "created" });
  inv("fleet_fees", fleet, { amount: 150, periodStart: day(0, -14), periodEnd: day(0, -14), status: "paid", type: "placement_fees", issuedAt: at(0, 9, -14), paidAt: at(1, 9, -14) });
  inv("fleet_refund", fleet, { amount: 86.3, periodStart: day(-45), periodEnd: day(-1), status: "issued", type: "refund_notice", issuedAt: at(-40) });
  const disputedInvoice = inv("fleet_disputed", fleet, { amount: 412.5, periodStart: day(0, -4), periodEnd: day(-1, -3), status: "paid", issuedAt: at(-10, 9, -4), paidAt: at(2, 9, -4) });
  const noticeInvoice = inv("notice_unpaid", fullContracts.formal_notice, {
    amount: 269.7,
    feeFormalNotice: 15,
    periodStart: day(0, -2),
    periodEnd: day(-1, 1),
    status: "issued",
    isPayable: true,
    issuedAt: at(-10, 9, -2),
  });

  const pay = (key: string, contractId: string, v: Partial<Row<typeof s.payments>> & { amount: number }) =>
    rows.payments.push({ id: `pay_${brand}_${key}`, brandId, clientId: ids.fullClient, contractId, currency: c.currency, method: "sepa", createdAt: at(-5), ...v });
  paidInvoices.forEach((invoiceId, i) => pay(`fleet_paid_${i + 1}`, fleet, { invoiceId, amount: 412.5, status: "success", date: day(2, i - 3) }));
  pay("fleet_active", fleet, { invoiceId: upcoming, amount: 412.5, status: "active", date: day(2, 1) });
  pay("fleet_warning", fleet, { invoiceId: unpaid, amount: 412.5, status: "warning", date: day(2), failureCode: "insufficient_funds" });
  pay("fleet_disputed", fleet, {
    invoiceId: disputedInvoice,
    amount: 412.5,
    status: "disputed",
    date: day(2, -4),
    disputeId: `dp_${brand}_0001`,
    disputeData: { reason: "debit_not_authorized", opened_at: day(10, -4), amount: 412.5, currency: c.currency, status: "needs_response" },
  });
  pay("notice_fail", fullContracts.formal_notice, { invoiceId: noticeInvoice, amount: 269.7, status: "fail", date: day(2, -2), failureCode: "debit_not_authorized" });
  pay("amend_card", amendContract, { amount: 58.2, status: "success", method: "card", date: day(1, -1) });

  // Payment schedule (planning) of the fleet: twelve months around the reference day.
  for (let m = -6; m < 6; m++) {
    rows.plannings.push({
      id: `pln_${brand}_fleet_${m + 7}`,
      brandId,
      clientId: ids.fullClient,
      contractId: fleet,
      dueDate: day(4, m),
      amount: 412.5,
      status: m < -1 ? "success" : m === -1 ? "warning" : "active",
      name: `echeance-${m + 7}`,
      label: day(4, m),
      position: m + 7,
      createdAt: at(0, 9, -14),
    });
  }
  for (let q = 0; q < 4; q++) {
    rows.plannings.push({
      id: `pln_${brand}_notice_${q + 1}`,
      brandId,
      clientId: ids.fullClient,
      contractId: fullContracts.formal_notice,
      dueDate: day(1, -5 + q * 3),
      amount: 269.7,
      status: q < 1 ? "success" : q === 1 ? "fail" : "active",
      name: `echeance-${q + 1}`,
      label: day(1, -5 + q * 3),
      position: q + 1,
      createdAt: at(0, 9, -20),
    });
  }

  // Documents: certificates, contract documents, signable and pre-contractual documents.
  const fullOwner = { clientId: ids.fullClient };
  doc(fullOwner, { contractId: fleet }, "fleet_certificate", { type: "certificate", label: tx("certificate"), sublabel: day(0).slice(0, 4) });
  doc(fullOwner, { contractId: fleet }, "fleet_green_card", { type: "certificate", label: tx("greenCard") });
  doc(fullOwner, { contractId: fleet }, "fleet_contract", { type: "contract", label: tx("particularConditions"), signature: true, uploaded: true });
  doc(fullOwner, { contractId: fleet }, "fleet_general", { type: "general_conditions", label: tx("generalConditions") });
  doc(fullOwner, { contractId: fleet }, "fleet_old", { type: "contract", label: tx("endorsement1"), archivedAt: at(-100) });
  doc(fullOwner, { contractId: amendContract }, "rc_certificate", { type: "certificate", label: tx("rcCertificate") });
  doc(fullOwner, { contractId: fullContracts.signed }, "locaux_contract", { type: "contract", label: tx("particularConditions"), signature: true });
  doc(fullOwner, { contractId: fullContracts.terminated }, "auto_termination", { type: "termination", label: tx("terminationAck") });
  doc(fullOwner, { contractId: fullContracts.formal_notice }, "notice_letter", { type: "formal_notice", label: tx("formalNotice") });
  for (const status of ["need_signature", "waiting", "pending_signed"] as const) {
    doc(fullOwner, { contractId: fullContracts[status] }, `${status}_to_sign`, { type: "contract", label: tx("toSign"), signature: true, state: "to_sign", cacheable: false });
    doc(fullOwner, { contractId: fullContracts[status] }, `${status}_pre`, { type: "pre_contractual", label: tx("info"), isPreContractual: true });
  }
  rows.signatures.push({
    id: `sig_${brand}_full_need_signature`,
    brandId,
    clientId: ids.fullClient,
    contractId: fullContracts.need_signature,
    status: "pending",
    expirationDate: at(14),
    createdAt: at(-2),
    updatedAt: at(-2),
  });

  // Required documents: every status, and "invalid" with each reject reason.
  const reqDoc = (contractId: string, key: string, title: string, v: Partial<Row<typeof s.requiredDocuments>>) =>
    rows.requiredDocuments.push({ id: `req_${brand}_${key}`, brandId, clientId: ids.fullClient, contractId, title, status: "missing", createdAt: at(-20), ...v });
  const signedId = fullContracts.signed;
  reqDoc(signedId, "kbis", tx("kbis3"), {});
  reqDoc(signedId, "rib", tx("rib"), { status: "uploaded", fileName: "rib.pdf", mime: "application/pdf", storageKey: stableFileKey(`${brand}:rib`), uploadedAt: at(-2) });
  reqDoc(signedId, "id_card", tx("idCard"), { status: "valid", fileName: "identite.pdf", mime: "application/pdf", storageKey: stableFileKey(`${brand}:id`), uploadedAt: at(-10), reviewedAt: at(-8) });
  for (const reason of ["expired", "incomplete", "inconsistent", "unreadable"] as const) {
    reqDoc(signedId, `invalid_${reason}`, { expired: tx("reqExpired"), incomplete: tx("reqIncomplete"), inconsistent: tx("reqInconsistent"), unreadable: tx("reqUnreadable") }[reason], {
      status: "invalid",
      rejectReason: reason,
      fileName: `${reason}.pdf`,
      mime: "application/pdf",
      storageKey: stableFileKey(`${brand}:${reason}`),
      uploadedAt: at(-12),
      reviewedAt: at(-9),
    });
  }
  reqDoc(fullContracts.need_signature, "health_list", tx("employeeList"), {});

  // The client quote behind the "quote" contract.
  rows.quotes.push({
    id: `quo_${brand}_full_cyber`,
    uuid: stableUuid(`${brand}:quote:full_cyber`),
    brandId,
    clientId: ids.fullClient,
    contractId: fullContracts.quote,
    number: `Q-${brand.toUpperCase()}-1001`,
    label: label("quote", lang),
    productName: label("quote", lang),
    description: "Cyber",
    typeContrat: "cyber",
    step: "quote_ready",
    status: "pending",
    startDate: day(1, 1),
    dateCreation: at(-6),
    dateModif: at(-1),
    priceTtc: 460.8,
    priceHt: 420,
    priceTca: 40.8,
    priceTcaPercent: 9,
    periodicity: "annual",
    createdAt: at(-6),
    updatedAt: at(-1),
  });
  doc(fullOwner, { quoteId: `quo_${brand}_full_cyber` }, "cyber_ipid", { type: "pre_contractual", label: tx("ipid"), isPreContractual: true });

  // Notifications.
  const note = (key: string, contractId: string | null, v: Partial<Row<typeof s.notifications>> & { title: string }) =>
    rows.notifications.push({ id: `ntf_${brand}_${key}`, brandId, clientId: ids.fullClient, contractId, date: at(-1), createdAt: at(-1), scopes: ["customer"], ...v });
  note("amendment", amendContract, { title: tx("nAmendment"), tag: "amendment", status: "pending", type: "amendment", buttonAction: "amendment", buttonMessage: tx("bContinue"), productName: label("rc_pro", lang), date: at(-3) });
  note("unpaid", fullContracts.formal_notice, { title: tx("nUnpaid"), tag: "payment", status: "error", type: "unpaid", amount: 284.7, reason: "debit_not_authorized", buttonAction: "pay", buttonMessage: tx("bPay"), productName: label("multirisque", lang), date: at(-15) });
  note("documents", signedId, { title: tx("nDocuments"), tag: "documents", status: "warning", type: "required_documents", buttonAction: "upload", buttonMessage: tx("bUpload"), productName: label("locaux", lang), date: at(-9) });
  note("signature", fullContracts.need_signature, { title: tx("nSignature"), tag: "signature", status: "warning", type: "signature", buttonAction: "sign", buttonMessage: tx("bSign"), productName: label("sante", lang), date: at(-2) });
  note("paid", fleet, { title: tx("nPaid"), tag: "payment", status: "success", type: "payment", amount: 412.5, productName: label("flotte", lang), date: at(2, 9, -1), readAt: at(3, 9, -1) });
  note("dispute", fleet, { title: tx("nDispute"), tag: "payment", status: "error", type: "dispute", amount: 412.5, clientReason: "debit_not_authorized", productName: label("flotte", lang), date: at(10, 9, -4) });

  // Claims with proof files.
  const claim = (key: string, contractId: string, v: Partial<Row<typeof s.claims>> & { nature: string; status: string; occ: number }) => {
    const id = `clm_${brand}_${key}`;
    const { occ, ...rest } = v;
    rows.claims.push({
      id,
      brandId,
      clientId: ids.fullClient,
      contractId,
      reference: `SIN-${brand.toUpperCase()}-${key.toUpperCase()}`,
      occurrenceDate: day(occ),
      declarationDate: day(occ + 2),
      circumstances: "Demo",
      damages: "Demo",
      createdAt: at(occ + 2),
      updatedAt: at(occ + 5),
      ...rest,
    });
    return id;
  };
  const proof = (claimId: string, key: string, type: string, status: string, mime = "application/pdf") =>
    rows.claimFiles.push({
      id: `clf_${brand}_${key}`,
      brandId,
      clientId: ids.fullClient,
      claimId,
      kind: "proof",
      type,
      status,
      name: `${type}.${mime === "image/jpeg" ? "jpg" : "pdf"}`,
      mime,
      size: 2048,
      // A key in the file-store format with no bytes behind it: downloads answer as for a lost file (README "Demo data").
      storageKey: stableFileKey(`${brand}:${key}`),
      createdAt: at(-5),
    });
  const collision = claim("collision", fleet, {
    nature: "collision",
    status: "declared",
    occ: -4,
    circumstances: tx("cCollision"),
    damages: tx("dCollision"),
    thirdPartyInvolved: true,
    thirdParties: [{ name: tx("thirdParty"), registration: c.plates[1], insurer: tx("otherInsurer") }],
    photoCollectionUrl: `https://photos.example.com/collect/${brand}-collision`,
  });
  proof(collision, "collision_report", "accident_report", "uploaded");
  proof(collision, "collision_photos", "photos", "uploaded");
  const glass = claim("glass", fleet, { nature: "glass", status: "under_review", occ: -20, circumstances: tx("cGlass"), damages: tx("dGlass") });
  proof(glass, "glass_estimate", "repair_estimate", "valid");
  const theft = claim("theft", fleet, { nature: "theft", status: "settled", occ: -120, circumstances: tx("cTheft"), damages: tx("dTheft") });
  proof(theft, "theft_police", "police_report", "valid");
  proof(theft, "theft_invoice", "repair_invoice", "valid");
  const vandalism = claim("vandalism", fleet, { nature: "vandalism", status: "refused", occ: -60, circumstances: tx("cVandalism"), damages: tx("dVandalism") });
  proof(vandalism, "vandalism_photos", "photos", "invalid");
  const water = claim("water", fullContracts.signed, { nature: "water_damage", status: "expert_assigned", occ: -10, circumstances: tx("cWater"), damages: tx("dWater") });
  proof(water, "water_report", "water_damage_report", "uploaded");

  // Delegations: the accountant (has an account), an invited manager (no account yet).
  rows.delegations.push(
    {
      id: `dlg_${brand}_accountant`,
      brandId,
      clientId: ids.fullClient,
      createdByAccountId: fullAccount,
      delegateAccountId: accountantAccount,
      firstname: c.people.accountant.firstname,
      lastname: c.people.accountant.lastname,
      email: DEMO_EMAILS.accountant,
      phone: c.people.accountant.phone,
      gender: c.people.accountant.title,
      function: "accountant",
      createdAt: at(-200),
    },
    {
      id: `dlg_${brand}_manager`,
      brandId,
      clientId: ids.fullClient,
      createdByAccountId: fullAccount,
      delegateAccountId: managerAccount,
      firstname: c.people.manager.firstname,
      lastname: c.people.manager.lastname,
      email: DEMO_EMAILS.manager,
      phone: c.people.manager.phone,
      gender: c.people.manager.title,
      function: "manager",
      createdAt: at(-300),
    },
    {
      id: `dlg_${brand}_invited`,
      brandId,
      clientId: ids.fullClient,
      createdByAccountId: fullAccount,
      firstname: c.people.invited.firstname,
      lastname: c.people.invited.lastname,
      email: `${c.people.invited.firstname.toLowerCase().normalize("NFD").replace(/[^a-z]/g, "")}.invited@example.com`,
      phone: c.people.invited.phone,
      gender: c.people.invited.title,
      function: "owner",
      createdAt: at(-7),
    },
  );

  // ============================================================ 2. a client with exactly one contract
  const singleAccount = account("single", c.people.single);
  client(ids.singleClient, c.companies.single, c.people.single, c.places[1], c.companyIds[1], { employees: 3, cadres: 0, naf: "1623Z" });
  link(singleAccount, ids.singleClient, "owner", true);
  const singleContract = contract({ name: "single_multirisque", clientId: ids.singleClient, type: "multirisque", status: "formalised", price: 64.9, periodicity: "annual", startMonths: -5, extra: { currentPaymentMethod: "sepa" } });
  menuFor(singleContract, "multirisque", "formalised", ids.singleClient, 0, false);
  rows.invoices.push({ id: `inv_${brand}_single_1`, brandId, clientId: ids.singleClient, contractId: singleContract, number: `F-${brand.toUpperCase()}-S1`, periodStart: day(1, -5), periodEnd: day(0, 7), dueDate: day(1, -5), amount: 778.8, status: "paid", issuedAt: at(-10, 9, -5), paidAt: at(2, 9, -5), isInitialPayment: true, createdAt: at(-10, 9, -5) });
  rows.payments.push({ id: `pay_${brand}_single_1`, brandId, clientId: ids.singleClient, contractId: singleContract, invoiceId: `inv_${brand}_single_1`, amount: 778.8, currency: c.currency, status: "success", method: "sepa", date: day(2, -5), createdAt: at(2, 9, -5) });
  rows.mandates.push({ id: `mdt_${brand}_single`, brandId, clientId: ids.singleClient, contractId: singleContract, type: "sepa", iban: c.iban, bic: c.bic, holder: c.companies.single, reference: `RUM-${brand.toUpperCase()}-000002`, legalAcceptedAt: at(1, 9, -5), createdAt: at(1, 9, -5) });
  rows.documents.push({ id: `doc_${brand}_single_certificate`, brandId, clientId: ids.singleClient, contractId: singleContract, name: "attestation.pdf", label: tx("certificate"), type: "certificate", createdAt: at(1, 9, -5) });

  // ============================================================ 3. multi-account: one login, two companies
  const multiAccount = account("multi", c.people.multi, { hasMultiAccount: true });
  client(ids.multiClientA, c.companies.multiA, c.people.multi, c.places[2], c.companyIds[2], { naf: "7111Z" });
  client(ids.multiClientB, c.companies.multiB, c.people.multi, c.places[0], c.companyIds[3], { naf: "6820B", employees: 0, cadres: 0 });
  link(multiAccount, ids.multiClientA, "owner", true);
  link(multiAccount, ids.multiClientB, "owner", false);
  const multiA = contract({ name: "multi_a_rc", clientId: ids.multiClientA, type: "rc_pro", status: "formalised", price: 49, startMonths: -9 });
  menuFor(multiA, "rc_pro", "formalised", ids.multiClientA, 0, false);
  const multiB = contract({ name: "multi_b_locaux", clientId: ids.multiClientB, type: "locaux", status: "formalised", price: 120, periodicity: "annual", startMonths: -3 });
  menuFor(multiB, "locaux", "formalised", ids.multiClientB, 0, false);

  // ============================================================ 4. feature-flag users (each with a company of their own)
  const flagged: [keyof typeof DEMO_EMAILS & ("changePassword" | "qualification" | "phone"), Partial<Row<typeof s.accounts>>, number][] = [
    ["changePassword", { mustChangePassword: true }, 3],
    ["qualification", { mustDoQualification: true }, 4],
    ["phone", { mustConfirmPhone: true, phone: null }, 5],
  ];
  for (const [key, flags, idIndex] of flagged) {
    const person = c.people[key];
    const accountId = account(key, person, flags);
    const clientId = `cli_${brand}_${key === "changePassword" ? "change_password" : key}`;
    client(clientId, c.companies.solo(person), person, c.places[idIndex % 3], c.companyIds[idIndex], {
      employees: 1,
      cadres: 0,
      type: "individual",
      qualifiedAt: key === "qualification" ? null : at(-390),
    });
    link(accountId, clientId, "owner", true);
  }

  // ============================================================ 5. personal access (covered employee, private menu space)
  const personalAccount = account("personal", c.people.personal, { personalAccess: true });
  client(ids.personalClient, c.companies.personal, c.people.personal, c.places[1], c.companyIds[5], { employees: 25, cadres: 3 });
  link(personalAccount, ids.personalClient, "holder", true);
  const personalContract = contract({ name: "personal_sante", clientId: ids.personalClient, type: "sante", status: "formalised", price: 96.4, startMonths: -11 });
  menuFor(personalContract, "sante", "formalised", ids.personalClient, 0, true);
  rows.contractRecipients.push(...demoRecipients({ brand, clientId: ids.personalClient, holder: c.people.personal }, lang, [personalContract], []));
  rows.documents.push({ id: `doc_${brand}_personal_card`, brandId, clientId: ids.personalClient, contractId: personalContract, name: "carte-tiers-payant.pdf", label: tx("thirdPartyCard"), type: "certificate", createdAt: at(1, 9, -11) });

  // ============================================================ 6. prospects
  const quoteAccount = account("quote", c.people.quote);
  rows.prospects.push({ id: ids.quoteProspect, brandId, accountId: quoteAccount, email: DEMO_EMAILS.quote, status: "pending", bestProductSheetName: label("rc_pro", lang), bestProductSheetIcon: "shield", createdAt: at(-12) });
  rows.quotes.push({
    id: `quo_${brand}_prospect_rc`,
    uuid: stableUuid(`${brand}:quote:prospect_rc`),
    brandId,
    prospectId: ids.quoteProspect,
    number: `Q-${brand.toUpperCase()}-2001`,
    label: label("rc_pro", lang),
    productName: label("rc_pro", lang),
    description: label("rc_pro", lang),
    typeContrat: "rc_pro",
    idGuarantee: 12,
    step: "quote_ready",
    status: "pending",
    startDate: day(1, 1),
    dateCreation: at(-12),
    dateModif: at(-2),
    priceTtc: 648,
    priceHt: 590,
    priceTca: 58,
    priceTcaPercent: 9,
    periodicity: "annual",
    hasSignNeeded: true,
    createdAt: at(-12),
    updatedAt: at(-2),
  });
  const prospectOwner = { prospectId: ids.quoteProspect };
  doc(prospectOwner, { quoteId: `quo_${brand}_prospect_rc` }, "prospect_rc_ipid", { type: "pre_contractual", label: tx("ipid"), isPreContractual: true });
  doc(prospectOwner, { quoteId: `quo_${brand}_prospect_rc` }, "prospect_rc_cg", { type: "general_conditions", label: tx("generalConditions"), isPreContractual: true });

  const bespokeAccount = account("bespoke", c.people.bespoke);
  rows.prospects.push({ id: ids.bespokeProspect, brandId, accountId: bespokeAccount, email: DEMO_EMAILS.bespoke, status: "pending", bestProductSheetName: label("decennale", lang), bestProductSheetIcon: "building", createdAt: at(-40) });
  const bespoke = (key: string, n: number, type: ProductType, step: Row<typeof s.quotes>["step"], v: Partial<Row<typeof s.quotes>>) =>
    rows.quotes.push({
      id: `quo_${brand}_bespoke_${key}`,
      uuid: stableUuid(`${brand}:quote:bespoke_${key}`),
      brandId,
      prospectId: ids.bespokeProspect,
      isBespoke: true,
      idBespokeProduct: n,
      number: `QB-${brand.toUpperCase()}-${3000 + n}`,
      label: label(type, lang),
      productName: label(type, lang),
      description: label(type, lang),
      typeContrat: type,
      step,
      status: "pending",
      startDate: day(1, 1),
      dateCreation: at(-30 + n),
      dateModif: at(-5 + n),
      priceTtc: 1000 + n * 100,
      priceHt: 920 + n * 90,
      periodicity: "annual",
      createdAt: at(-30 + n),
      updatedAt: at(-5 + n),
      ...v,
    });
  bespoke("signed", 1, "decennale", "quote_finalized", { isSigned: true, status: "signed", paidAt: at(-6), conditionsAcceptedAt: at(-8), currentPaymentMethod: "card" });
  bespoke("to_sign", 2, "flotte", "sign_needed", { hasSignNeeded: true });
  bespoke("review", 3, "prevoyance", "under_review", {});
  rows.signatures.push({
    id: `sig_${brand}_bespoke_signed`,
    brandId,
    prospectId: ids.bespokeProspect,
    quoteId: `quo_${brand}_bespoke_signed`,
    provider: "sandbox",
    status: "signed",
    validationId: 1,
    expirationDate: at(7),
    signedAt: at(-7),
    ackedAt: at(-7),
    createdAt: at(-8),
    updatedAt: at(-7),
  });
  const bespokeOwner = { prospectId: ids.bespokeProspect };
  doc(bespokeOwner, { quoteId: `quo_${brand}_bespoke_signed` }, "bespoke_signed_contract", { type: "contract", label: tx("signedProposal"), signature: true, signatureId: `sig_${brand}_bespoke_signed`, state: "signed", downloadedAt: at(-8) });
  doc(bespokeOwner, { quoteId: `quo_${brand}_bespoke_to_sign` }, "bespoke_to_sign_ipid", { type: "pre_contractual", label: tx("info"), isPreContractual: true });
  doc(bespokeOwner, { quoteId: `quo_${brand}_bespoke_to_sign` }, "bespoke_to_sign_contract", { type: "contract", label: tx("proposalToSign"), signature: true, state: "to_sign" });
  rows.requiredDocuments.push({ id: `req_${brand}_bespoke_kbis`, brandId, prospectId: ids.bespokeProspect, quoteId: `quo_${brand}_bespoke_to_sign`, title: tx("kbis"), status: "missing", createdAt: at(-4) });

  // ============================================================ 7. later cases of the full client
  // Last, so that the contracts above keep their numbers (AZU-001008 is the fleet).
  const fullDemo = { brand, rows, country: c, lang, clientId: ids.fullClient, accountId: fullAccount, contracts: fullContracts, contract, menuFor };
  addFullPaymentCases(fullDemo);
  addFullTimeline(fullDemo);
  linkPlanningNotices(rows, brand);

  return rows;
}
