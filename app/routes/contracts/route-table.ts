import { planned, type RouteEntry } from "../../utils/routing/route-entry";

/** The contracts list and a contract's tabs (SPEC section 2, "Tab types map to pages"). */
export const contractRoutes = [
  { name: "contracts", en: "contracts", fr: "contrats", module: "contracts/list.tsx", access: "session", layout: "default", audience: "client" },
  { name: "contract", en: "contracts/:id", fr: "contrats/:id", module: "contracts/contract/layout.tsx", access: "session", layout: "default", audience: "client" },
  { name: "contract-root", en: "", fr: "", parent: "contract", module: "contracts/contract/first-tab.tsx", access: "session", layout: "default" },
  { name: "contract-details", en: "details", fr: "details", parent: "contract", module: "contracts/contract/details.tsx", access: "session", layout: "default" },
  { name: "contract-documents", en: "documents", fr: "documents", parent: "contract", module: "contracts/contract/documents.tsx", access: "session", layout: "default" },
  { name: "contract-vehicles", en: "mes-vehicules", fr: "mes-vehicules", parent: "contract", module: "contracts/contract/vehicles.tsx", access: "session", layout: "default" },
  { name: "contract-payments", en: "payments", fr: "paiements", parent: "contract", module: "contracts/contract/payments.tsx", access: "session", layout: "default" },
  { name: "contract-recipients", en: "recipients", fr: "recipients", parent: "contract", module: "contracts/contract/recipients.tsx", access: "session", layout: "default" },
  { name: "contract-required", en: "required", fr: "justificatifs", parent: "contract", module: "contracts/contract/required.tsx", access: "session", layout: "default" },
  { name: "contract-signature", en: "signatures/:signatureId", fr: "signatures/:signatureId", parent: "contract", module: "contracts/contract/signature.tsx", access: "session", layout: "default" },
  { name: "contract-termination", en: "termination", fr: "resiliation", parent: "contract", ...planned("termination"), access: "session", layout: "default" },
  // Not in SPEC section 2: a document's PDF, streamed through the portal (no broker address in the page).
  // Not in SPEC section 2: a scheduled debit's notice and the SEPA mandate, as PDFs through the portal.
  { name: "contract-planning-notice", en: "payments/notices/:planningId", fr: "paiements/avis/:planningId", parent: "contract", module: "contracts/contract/planning-notice-file.ts", access: "session", layout: "default" },
  { name: "contract-mandate-file", en: "payments/mandate", fr: "paiements/mandat", parent: "contract", module: "contracts/contract/mandate-file.ts", access: "session", layout: "default" },
  { name: "contract-document-file", en: "documents/:documentId", fr: "documents/:documentId", parent: "contract", module: "contracts/contract/document-file.ts", access: "session", layout: "default" },
  // Not in SPEC section 2: the file sent for a required document, and the upload the page's script posts (JSON answer, for its progress bar).
  { name: "contract-required-file", en: "required/:requiredId/file", fr: "justificatifs/:requiredId/fichier", parent: "contract", module: "contracts/contract/required-file.ts", access: "session", layout: "default" },
  { name: "contract-required-upload", en: "required/:requiredId/upload", fr: "justificatifs/:requiredId/envoi", parent: "contract", module: "contracts/contract/required-upload.ts", access: "session", layout: "default" },
  // Declared last among the tabs so the fixed tab paths win over the slug.
  { name: "contract-slug", en: ":slug", fr: ":slug", parent: "contract", module: "contracts/contract/other-tab.tsx", access: "session", layout: "default" },
  { name: "certificates", en: "certificates", fr: "attestations", module: "contracts/certificates.tsx", access: "session", layout: "default", audience: "client" },
  // Not in SPEC section 2: a certificate's PDF, streamed through the portal.
  { name: "certificate-file", en: "certificates/:contractId/:certificateId", fr: "attestations/:contractId/:certificateId", module: "contracts/certificate-file.ts", access: "session", layout: "default", audience: "client" },
] as const satisfies readonly RouteEntry[];
