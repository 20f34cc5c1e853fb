import type { RouteEntry } from "../../utils/routing/route-entry";

/** Invoices, schedules and paying an invoice (also from an e-mailed link). */
export const paymentRoutes = [
  {
    name: "payments",
    en: "payments",
    fr: "payments",
    module: "payments/payments.tsx",
    access: "session",
    layout: "default",
    audience: "client",
    ns: ["payments"],
  },
  // Not in SPEC section 2: an invoice's PDF, streamed through the portal (no broker address in the page).
  {
    name: "invoice-file",
    en: "payments/invoices/:contractId/:invoiceId",
    fr: "payments/factures/:contractId/:invoiceId",
    module: "payments/invoice-file.ts",
    access: "session",
    layout: "default",
    audience: "client",
    ns: ["payments"],
  },
  // SPEC section 2 "pay": the invoice is named in the query; a signed-out visitor (an e-mailed link) signs in and comes back (docs/decisions/0040).
  {
    name: "pay",
    en: "pay",
    fr: "pay",
    module: "payments/pay.tsx",
    access: "session",
    layout: "default",
    audience: "client",
    ns: ["payments"],
    permission: "pay",
    actions: { "*": "POST /v2/clients/{client}/contracts/{contract}/payments/{invoice}/unpaid-intent" },
  },
] as const satisfies readonly RouteEntry[];
