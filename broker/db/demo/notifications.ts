/** The full client's notifications: one per kind the dashboard shows (amendment, unpaid, documents, signature, paid, dispute). */
import type * as s from "../schema";
import { label } from "./people";
import type { DemoContext, Row } from "./rows";
import { at } from "./util";

export function addNotifications(d: DemoContext): void {
  const { brand, rows, ids, lang, tx } = d;
  const note = (key: string, contract: string, v: Partial<Row<typeof s.notifications>> & { title: string }) =>
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
    title: tx("nAmendment"),
    tag: "amendment",
    status: "pending",
    type: "amendment",
    buttonAction: "amendment",
    buttonMessage: tx("bContinue"),
    productName: label("rc_pro", lang),
    date: at(-3),
  });
  note("unpaid", "full_formal_notice", {
    title: tx("nUnpaid"),
    tag: "payment",
    status: "error",
    type: "unpaid",
    amount: 284.7,
    reason: "debit_not_authorized",
    buttonAction: "pay",
    buttonMessage: tx("bPay"),
    productName: label("multirisque", lang),
    date: at(-15),
  });
  note("documents", "full_signed", {
    title: tx("nDocuments"),
    tag: "documents",
    status: "warning",
    type: "required_documents",
    buttonAction: "upload",
    buttonMessage: tx("bUpload"),
    productName: label("locaux", lang),
    date: at(-9),
  });
  note("signature", "full_need_signature", {
    title: tx("nSignature"),
    tag: "signature",
    status: "warning",
    type: "signature",
    buttonAction: "sign",
    buttonMessage: tx("bSign"),
    productName: label("sante", lang),
    date: at(-2),
  });
  note("paid", "full_formalised", {
    title: tx("nPaid"),
    tag: "payment",
    status: "success",
    type: "payment",
    amount: 412.5,
    productName: label("flotte", lang),
    date: at(2, 9, -1),
    readAt: at(3, 9, -1),
  });
  note("dispute", "full_formalised", {
    title: tx("nDispute"),
    tag: "payment",
    status: "error",
    type: "dispute",
    amount: 412.5,
    clientReason: "debit_not_authorized",
    productName: label("flotte", lang),
    date: at(10, 9, -4),
  });
}
