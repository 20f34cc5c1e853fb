/**
 * The full client's notifications: one per kind the dashboard shows (amendment, unpaid, documents, signature, paid, dispute).
 * Titles and buttons are codes the portal words (decision 0080); product names stay the brand's words.
 */
import type { NotificationTitle } from "../../../contract/codes/codes";
import type * as s from "../schema";
import { label } from "./people";
import type { DemoContext, Row } from "./rows";
import { at } from "./util";

export function addNotifications(d: DemoContext): void {
  const { brand, rows, ids, lang } = d;
  const note = (key: string, contract: string, v: Partial<Row<typeof s.notifications>> & { title: NotificationTitle }) =>
    rows.notifications.push({
      id: `ntf_${brand}_${key}`,
      brandId: brand,
      clientId: ids.fullClient,
      contractId: ids.contract(contract),
      date: at(-1),
      createdAt: at(-1),
      scopes: ["customer"],
      ...v,
    });
  note("amendment", "full_rc_amendment", {
    title: "amendment_pending",
    tag: "amendment",
    status: "pending",
    type: "amendment",
    buttonAction: "amendment",
    buttonMessage: "continue",
    productName: label("rc_pro", lang),
    date: at(-3),
  });
  note("unpaid", "full_formal_notice", {
    title: "unpaid",
    tag: "payment",
    status: "error",
    type: "unpaid",
    amount: 284.7,
    reason: "debit_not_authorized",
    buttonAction: "pay",
    buttonMessage: "pay",
    productName: label("multirisque", lang),
    date: at(-15),
  });
  note("documents", "full_signed", {
    title: "required_documents",
    tag: "documents",
    status: "warning",
    type: "required_documents",
    buttonAction: "upload",
    buttonMessage: "upload",
    productName: label("locaux", lang),
    date: at(-9),
  });
  note("signature", "full_need_signature", {
    title: "signature_needed",
    tag: "signature",
    status: "warning",
    type: "signature",
    buttonAction: "sign",
    buttonMessage: "sign",
    productName: label("sante", lang),
    date: at(-2),
  });
  note("paid", "full_formalised", {
    title: "payment_received",
    tag: "payment",
    status: "success",
    type: "payment",
    amount: 412.5,
    productName: label("flotte", lang),
    date: at(2, 9, -1),
    readAt: at(3, 9, -1),
  });
  note("dispute", "full_formalised", {
    title: "debit_disputed",
    tag: "payment",
    status: "error",
    type: "dispute",
    amount: 412.5,
    clientReason: "debit_not_authorized",
    productName: label("flotte", lang),
    date: at(10, 9, -4),
  });
}
