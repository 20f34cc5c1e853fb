import { planned, type RouteEntry } from "../../utils/routing/route-entry";

/** Invoices, schedules and paying an invoice (also from an e-mailed link). */
export const paymentRoutes = [
  { name: "payments", en: "payments", fr: "payments", ...planned("payments"), access: "session", layout: "default", audience: "client" },
  { name: "pay", en: "pay", fr: "pay", ...planned("payments"), access: "public", layout: "default" },
] as const satisfies readonly RouteEntry[];
