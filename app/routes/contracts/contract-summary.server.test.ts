import { describe, expect, it } from "vitest";
import { getFixedT } from "~/utils/i18n/i18n.server";
import type { ContractNotification } from "~/utils/v2/api/index.server";
import { notificationView } from "./contract-summary.server";

const unpaid: ContractNotification = {
  id: "ntf_1",
  contract_id: "ctr_1",
  title: "unpaid",
  tag: "payment",
  status: "error",
  date: "2026-11-20T09:00:00.000Z",
  reason: null,
  client_reason: null,
  details: null,
  amount: 284.7,
  step: null,
  scopes: ["customer"],
  type: "unpaid",
  button_action: "pay",
  button_message: "pay",
  product_name: null,
  read_at: null,
};

describe("a notification as the page shows it", () => {
  it.each([
    ["es", "ES", "Recibo impagado", "Regularizar"],
    ["de", "DE", "Offene Zahlung", "Jetzt zahlen"],
    ["en", "FR", "Unpaid instalment", "Pay now"],
  ] as const)("words the broker's title and button codes in %s", async (lang, country, title, button) => {
    const view = notificationView(unpaid, { lang, country }, await getFixedT(lang, "common"));
    expect(view.title).toBe(title);
    expect(view.action?.label).toBe(button);
  });
});
