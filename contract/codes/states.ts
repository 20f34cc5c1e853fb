/**
 * The states of SPEC section 4, listed once. The database enums, the API
 * schemas and the business rules all take their values from here.
 */

/** Contract statuses, in lifecycle order. */
export const contractStatuses = [
  "project",
  "quote",
  "reviewing",
  "need_signature",
  "waiting",
  "pending_signed",
  "signed",
  "formalised",
  "formal_notice",
  "terminated",
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export const billingPeriods = [
  "amendment",
  "annual",
  "annual_fixed",
  "annual_prorata",
  "annual_static_date",
  "biannually",
  "monthly",
  "monthly_fixed",
  "monthly_prorata",
  "one_shot",
  "quarterly",
] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** Document types listed and downloaded as certificates: the insurance certificate and the green card (its own document). */
export const certificateTypes = ["certificate", "green_card"] as const;
export const isCertificateType = (type: string) => (certificateTypes as readonly string[]).includes(type);

/** `canceled`: a debit that will not be taken, its invoice paid another way (docs/decisions/0065). */
export const paymentStatuses = ["active", "success", "fail", "disputed", "warning", "canceled"] as const;
export const invoiceStatuses = ["created", "issued", "paid"] as const;
export const invoiceTypes = ["payment", "placement_fees", "refund_notice"] as const;
export const requiredDocumentStatuses = ["missing", "uploaded", "valid", "invalid"] as const;
export const rejectReasons = ["expired", "incomplete", "inconsistent", "unreadable"] as const;
