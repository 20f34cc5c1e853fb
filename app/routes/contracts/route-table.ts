import { planned, type RouteEntry } from "../../utils/routing/route-entry";

/** The contracts list and a contract's tabs (SPEC section 2, "Tab types map to pages"). */
export const contractRoutes = [
  { name: "contracts", en: "contracts", fr: "contrats", ...planned("contracts"), access: "session", layout: "default", audience: "client" },
  { name: "contract", en: "contracts/:id", fr: "contrats/:id", ...planned("contracts"), access: "session", layout: "default", audience: "client" },
  { name: "contract-root", en: "", fr: "", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-details", en: "details", fr: "details", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-documents", en: "documents", fr: "documents", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-vehicles", en: "mes-vehicules", fr: "mes-vehicules", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-payments", en: "payments", fr: "paiements", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-recipients", en: "recipients", fr: "recipients", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-required", en: "required", fr: "justificatifs", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-signature", en: "signatures/:signatureId", fr: "signatures/:signatureId", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "contract-termination", en: "termination", fr: "resiliation", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  // Declared last among the tabs so the fixed tab paths win over the slug.
  { name: "contract-slug", en: ":slug", fr: ":slug", parent: "contract", ...planned("contracts"), access: "session", layout: "default" },
  { name: "certificates", en: "certificates", fr: "attestations", ...planned("client-space"), access: "session", layout: "default", audience: "client" },
] as const satisfies readonly RouteEntry[];
