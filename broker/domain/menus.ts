/**
 * Contract menu: the tabs of a contract page (SPEC sections 2 and 3, call
 * `contracts/{contract}/menus/{space}`). The portal opens the first
 * enabled tab on the contract root, so the order below matters.
 *
 * Rules (decided here, SPEC is silent):
 * - home: only before the contract is in force (project → pending_signed):
 *   the landing tab showing the documents to read and sign. It replaces
 *   documents there, so the two never show together.
 * - details: always, first for contracts in force or terminated.
 * - documents: from signature on (signed, formalised, formal_notice, terminated).
 * - payments: present from pending_signed on (first payment), disabled before.
 * - upload ("required documents"): only when the contract has required
 *   documents; disabled once terminated (nothing left to justify).
 * - garage_cars: only for vehicle contracts (fleet, auto).
 * - recipients: only for health and provident contracts (the covered people).
 * - termination: for signed, formalised, formal_notice and terminated
 *   contracts; never disabled: once a request is sent or the contract is
 *   terminated, the tab shows the request's state and its acknowledgement
 *   (decision 0127).
 *   Not disabled during the first year: sale, moving or death allow
 *   termination at any time, and the reasons list (termination.ts) already
 *   hides the one-year-only reasons.
 * - extra tabs (any other type) go last; their type is their slug.
 * - space private (personal_access flag, SPEC section 4): a person with a
 *   personal access to a company contract (e.g. a covered employee) sees
 *   home/documents, details and recipients only; billing, required
 *   documents, vehicles and termination are the company's business.
 */
import { contractKindOf, coversPeople, isBeforeSignature, type ContractStatus } from "./contract-kind";
import { pick, type Language } from "../../contract/codes/language";

export const knownTabTypes = ["home", "details", "documents", "payments", "upload", "garage_cars", "recipients", "termination"] as const;
export type KnownTabType = (typeof knownTabTypes)[number];

export type MenuSpace = "private" | "customer";

export type MenuTab = { label: string; type: string; slug: string; disabled: boolean };

export type ContractMenu = { id: string; contract_id: string; space: MenuSpace; tabs: MenuTab[] };

/** Slugs match the portal's English child paths (SPEC section 2). */
export const tabSlugs: Record<KnownTabType, string> = {
  home: "home",
  details: "details",
  documents: "documents",
  payments: "payments",
  upload: "required",
  garage_cars: "mes-vehicules",
  recipients: "recipients",
  termination: "termination",
};

const tabLabels: Record<KnownTabType, Record<Language, string>> = {
  home: { en: "Overview", fr: "Accueil", de: "Übersicht", it: "Panoramica", es: "Resumen" },
  details: { en: "Details", fr: "Détails", de: "Details", it: "Dettagli", es: "Detalles" },
  documents: { en: "Documents", fr: "Documents", de: "Dokumente", it: "Documenti", es: "Documentos" },
  payments: { en: "Payments", fr: "Paiements", de: "Zahlungen", it: "Pagamenti", es: "Pagos" },
  upload: { en: "Supporting documents", fr: "Justificatifs", de: "Nachweise", it: "Documenti giustificativi", es: "Justificantes" },
  garage_cars: { en: "My vehicles", fr: "Mes véhicules", de: "Meine Fahrzeuge", it: "I miei veicoli", es: "Mis vehículos" },
  recipients: { en: "Beneficiaries", fr: "Bénéficiaires", de: "Begünstigte", it: "Beneficiari", es: "Beneficiarios" },
  termination: { en: "Termination", fr: "Résiliation", de: "Kündigung", it: "Disdetta", es: "Rescisión" },
};

export type MenuContract = {
  id: string | number;
  type: string;
  status: ContractStatus;
  /** Contract `termination` is set: a termination request is pending or recorded. */
  terminationRequested: boolean;
  /** Number of required documents attached to the contract, whatever their status. */
  requiredDocumentCount: number;
};

export type MenuOptions = {
  /** Session feature flag personal_access. */
  personalAccess: boolean;
  lang: Language;
  /** Product-specific pages; shown after the known tabs, in this order. */
  extraTabs?: { slug: string; label: string; disabled?: boolean }[];
};

/** SPEC section 4: private when personal_access is set, else customer. */
export function menuSpace(personalAccess: boolean): MenuSpace {
  return personalAccess ? "private" : "customer";
}

export function buildContractMenu(contract: MenuContract, options: MenuOptions): ContractMenu {
  const kind = contractKindOf(contract.type);
  const space = menuSpace(options.personalAccess);
  const status = contract.status;
  const preContract = isBeforeSignature(status) || status === "pending_signed";
  const terminated = status === "terminated";
  const privateSpace = space === "private";

  const tabs: MenuTab[] = [];
  const add = (type: KnownTabType, disabled = false) => tabs.push({ label: pick(tabLabels[type], options.lang), type, slug: tabSlugs[type], disabled });

  if (preContract) add("home");
  add("details");
  if (!preContract) add("documents");
  if (!privateSpace) add("payments", isBeforeSignature(status));
  if (!privateSpace && contract.requiredDocumentCount > 0) add("upload", terminated);
  if (!privateSpace && (kind === "fleet" || kind === "auto")) add("garage_cars");
  if (coversPeople(kind)) add("recipients");
  if (!privateSpace && !preContract) add("termination");

  const taken = new Set(tabs.map((tab) => tab.slug));
  for (const extra of options.extraTabs ?? []) {
    if (taken.has(extra.slug)) continue;
    taken.add(extra.slug);
    tabs.push({ label: extra.label, type: extra.slug, slug: extra.slug, disabled: extra.disabled ?? false });
  }

  const contractId = String(contract.id);
  return { id: `${contractId}:${space}`, contract_id: contractId, space, tabs };
}

/** Where the contract root goes (SPEC section 2); null when every tab is disabled. */
export function firstEnabledTab(menu: ContractMenu): MenuTab | null {
  return menu.tabs.find((tab) => !tab.disabled) ?? null;
}
