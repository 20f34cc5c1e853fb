/**
 * The contracts' documents: certificates, contract documents, signable and
 * pre-contractual documents, the pending signature of the contract to sign,
 * and required documents in every status ("invalid" with each reject
 * reason). Quote documents are in quotes.ts.
 */
import type * as s from "../schema";
import type { DemoContext, Row } from "./rows";
import { at, stableFileKey, day } from "./util";

type DocumentFields = Partial<Row<typeof s.documents>> & { type: string; label: string };

/** A document row `doc_<brand>_<key>` of a client or prospect, on a contract or a quote. */
export function addDocument(
  d: DemoContext,
  owner: { clientId?: string; prospectId?: string },
  parent: { contractId?: string; quoteId?: string },
  key: string,
  fields: DocumentFields,
): void {
  d.rows.documents.push({
    id: `doc_${d.brand}_${key}`,
    brandId: d.brand,
    ...owner,
    ...parent,
    name: `${key}.pdf`,
    mime: "application/pdf",
    // No stored file: the download endpoint renders demo documents from the row (docs/broker/demo-data.md).
    storageKey: null,
    createdAt: at(-30),
    ...fields,
  });
}

export function addDocuments(d: DemoContext): void {
  addFullClientDocuments(d);
  addRequiredDocuments(d);
  const { brand, rows, ids, tx } = d;
  rows.documents.push({
    id: `doc_${brand}_single_certificate`,
    brandId: brand,
    clientId: ids.singleClient,
    contractId: ids.contract("single_multirisque"),
    name: "attestation.pdf",
    label: tx("certificate"),
    type: "certificate",
    createdAt: at(1, 9, -5),
  });
  rows.documents.push({
    id: `doc_${brand}_personal_card`,
    brandId: brand,
    clientId: ids.personalClient,
    contractId: ids.contract("personal_sante"),
    name: "carte-tiers-payant.pdf",
    label: tx("thirdPartyCard"),
    type: "certificate",
    createdAt: at(1, 9, -11),
  });
}

function addFullClientDocuments(d: DemoContext): void {
  const { brand, ids, tx } = d;
  const owner = { clientId: ids.fullClient };
  const on = (name: string) => ({ contractId: ids.contract(name) });
  const doc = (contract: string, key: string, fields: DocumentFields) => addDocument(d, owner, on(contract), key, fields);
  doc("full_formalised", "fleet_certificate", { type: "certificate", label: tx("certificate"), sublabel: day(0).slice(0, 4) });
  doc("full_formalised", "fleet_green_card", { type: "green_card", label: tx("greenCard") });
  doc("full_formalised", "fleet_contract", { type: "contract", label: tx("particularConditions"), signature: true, uploaded: true });
  doc("full_formalised", "fleet_general", { type: "general_conditions", label: tx("generalConditions") });
  doc("full_formalised", "fleet_old", { type: "contract", label: tx("endorsement1"), archivedAt: at(-100) });
  doc("full_rc_amendment", "rc_certificate", { type: "certificate", label: tx("rcCertificate") });
  doc("full_signed", "locaux_contract", { type: "contract", label: tx("particularConditions"), signature: true });
  doc("full_terminated", "auto_termination", { type: "termination", label: tx("terminationAck") });
  doc("full_formal_notice", "notice_letter", { type: "formal_notice", label: tx("formalNotice") });
  for (const status of ["need_signature", "waiting", "pending_signed"] as const) {
    doc(`full_${status}`, `${status}_to_sign`, { type: "contract", label: tx("toSign"), signature: true, state: "to_sign", cacheable: false });
    doc(`full_${status}`, `${status}_pre`, { type: "pre_contractual", label: tx("info"), isPreContractual: true });
  }
  d.rows.signatures.push({
    id: `sig_${brand}_full_need_signature`,
    brandId: brand,
    clientId: ids.fullClient,
    contractId: ids.contract("full_need_signature"),
    status: "pending",
    expirationDate: at(14),
    createdAt: at(-2),
    updatedAt: at(-2),
  });
}

/** Required documents of the signed contract: every status, and "invalid" with each reject reason. */
function addRequiredDocuments(d: DemoContext): void {
  const { brand, rows, ids, tx } = d;
  const reqDoc = (contractId: string, key: string, title: string, v: Partial<Row<typeof s.requiredDocuments>>) =>
    rows.requiredDocuments.push({
      id: `req_${brand}_${key}`,
      brandId: brand,
      clientId: ids.fullClient,
      contractId,
      title,
      status: "missing",
      createdAt: at(-20),
      ...v,
    });
  const signedId = ids.contract("full_signed");
  reqDoc(signedId, "kbis", tx("kbis3"), {});
  reqDoc(signedId, "rib", tx("rib"), {
    status: "uploaded",
    fileName: "rib.pdf",
    mime: "application/pdf",
    storageKey: stableFileKey(`${brand}:rib`),
    uploadedAt: at(-2),
  });
  reqDoc(signedId, "id_card", tx("idCard"), {
    status: "valid",
    fileName: "identite.pdf",
    mime: "application/pdf",
    storageKey: stableFileKey(`${brand}:id`),
    uploadedAt: at(-10),
    reviewedAt: at(-8),
  });
  for (const reason of ["expired", "incomplete", "inconsistent", "unreadable"] as const) {
    reqDoc(
      signedId,
      `invalid_${reason}`,
      { expired: tx("reqExpired"), incomplete: tx("reqIncomplete"), inconsistent: tx("reqInconsistent"), unreadable: tx("reqUnreadable") }[reason],
      {
        status: "invalid",
        rejectReason: reason,
        fileName: `${reason}.pdf`,
        mime: "application/pdf",
        storageKey: stableFileKey(`${brand}:${reason}`),
        uploadedAt: at(-12),
        reviewedAt: at(-9),
      },
    );
  }
  reqDoc(ids.contract("full_need_signature"), "health_list", tx("employeeList"), {});
}
