/**
 * Product families and contract status groups that several rules share
 * (menus, claims, termination, periodicity).
 *
 * Why a family and not the raw `type`: the contract `type` is a product
 * code owned by the catalogue (SPEC section 3 leaves its values open), and
 * the rules only care about the kind of risk insured. Unknown codes fall
 * into `other`, which gets the most conservative rules.
 */

export const contractKinds = ["fleet", "auto", "property", "liability", "health", "provident", "other"] as const;
export type ContractKind = (typeof contractKinds)[number];

/** Product codes (lower case, `-` or `_` or spaces) recognised for each family, French and English. */
const kindByCode: Record<string, ContractKind> = {
  fleet: "fleet",
  flotte: "fleet",
  flotte_automobile: "fleet",
  fleet_auto: "fleet",
  auto: "auto",
  car: "auto",
  vehicle: "auto",
  vehicule: "auto",
  automobile: "auto",
  moto: "auto",
  motorbike: "auto",
  home: "property",
  habitation: "property",
  mrh: "property",
  property: "property",
  multirisk: "property",
  multirisque: "property",
  mrp: "property",
  office: "property",
  locaux: "property",
  liability: "liability",
  rc: "liability",
  rc_pro: "liability",
  rcp: "liability",
  professional_liability: "liability",
  responsabilite_civile: "liability",
  decennale: "liability",
  health: "health",
  sante: "health",
  mutuelle: "health",
  complementaire_sante: "health",
  provident: "provident",
  prevoyance: "provident",
};

export function contractKindOf(type: string | null | undefined): ContractKind {
  if (!type) return "other";
  const code = type
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return kindByCode[code] ?? "other";
}

export function isVehicleKind(kind: ContractKind): boolean {
  return kind === "fleet" || kind === "auto";
}

/** Health and provident contracts cover people (their recipients tab). */
export function coversPeople(kind: ContractKind): boolean {
  return kind === "health" || kind === "provident";
}

export { contractStatuses, type ContractStatus } from "../../contract/codes/states";
import { contractStatuses, type ContractStatus } from "../../contract/codes/states";

export function isContractStatus(value: unknown): value is ContractStatus {
  return typeof value === "string" && (contractStatuses as readonly string[]).includes(value);
}

/**
 * In force: the client is covered and billed. `formal_notice` (unpaid
 * premium, "mise en demeure") is still in force until the insurer suspends it.
 */
export function isInForce(status: ContractStatus): boolean {
  return status === "signed" || status === "formalised" || status === "formal_notice";
}

/** Before signature: nothing is billed yet. `pending_signed` is signed by the client, awaiting the first payment. */
export function isBeforeSignature(status: ContractStatus): boolean {
  return ["project", "quote", "reviewing", "need_signature", "waiting"].includes(status);
}

/** SPEC section 4: need_signature and waiting both mean a signature is needed. */
export function needsSignature(status: ContractStatus): boolean {
  return status === "need_signature" || status === "waiting";
}

/** Individual customers are consumers (consumer-law termination rights); companies are not. */
export type ClientType = "individual" | "business";
