import type { Contract } from "~/utils/v2/api/index.server";

/**
 * What a contract's status says to its holder (SPEC section 4): formalised
 * reads "active", need_signature and waiting both read "signature needed",
 * and an unsigned contract of type quote is a quote.
 */
export const statusLabels = ["draft", "quote", "reviewing", "signatureNeeded", "pendingSigned", "signed", "active", "formalNotice", "terminated"] as const;
export type StatusLabel = (typeof statusLabels)[number];

export function statusLabelOf(contract: Pick<Contract, "status" | "type" | "is_signed">): StatusLabel {
  if (contract.type === "quote" && !contract.is_signed) return "quote";
  switch (contract.status) {
    case "project":
      return "draft";
    case "quote":
      return "quote";
    case "reviewing":
      return "reviewing";
    case "need_signature":
    case "waiting":
      return "signatureNeeded";
    case "pending_signed":
      return "pendingSigned";
    case "signed":
      return "signed";
    case "formalised":
      return "active";
    case "formal_notice":
      return "formalNotice";
    case "terminated":
      return "terminated";
  }
}

/**
 * Not yet issued by the insurer (formalised): the broker plans no debit before, so an empty schedule is one still to
 * come, not one with nothing in it.
 */
export function awaitsIssue(label: StatusLabel): boolean {
  return ["draft", "quote", "reviewing", "signatureNeeded", "pendingSigned", "signed"].includes(label);
}

/** Colour family of the status badge; the words carry the meaning, the colour only repeats it. */
export function statusTone(label: StatusLabel): "positive" | "attention" | "critical" | "neutral" {
  if (label === "active" || label === "signed") return "positive";
  if (label === "signatureNeeded" || label === "pendingSigned") return "attention";
  if (label === "formalNotice") return "critical";
  return "neutral";
}
