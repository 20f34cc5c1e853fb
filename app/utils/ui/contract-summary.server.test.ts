import { describe, expect, it } from "vitest";
import { getFixedT } from "~/utils/i18n/i18n.server";
import type { ContractNotification } from "~/utils/v2/api/index.server";
import { notificationView, pendingTerminationText } from "~/utils/ui/contract-summary.server";

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
    const view = notificationView(unpaid, { lang, country }, await getFixedT(lang, "common"), () => true);
    expect(view.title).toBe(title);
    expect(view.action?.label).toBe(button);
  });

  it("offers its button only to a person whose function allows it (decision 0168)", async () => {
    const t = await getFixedT("fr", "common");
    const toSign = { ...unpaid, contract_id: "ctr_1", button_action: "sign" as const, button_message: "sign" as const };
    const upload = { ...unpaid, contract_id: "ctr_1", button_action: "upload" as const, button_message: "upload" as const };
    const accountant = (permission: string) => ["read", "pay", "contact"].includes(permission);
    expect(notificationView(toSign, { lang: "fr", country: "FR" }, t, accountant).action).toBeNull();
    expect(notificationView(upload, { lang: "fr", country: "FR" }, t, accountant).action).toBeNull();
    expect(notificationView({ ...unpaid, contract_id: "ctr_1" }, { lang: "fr", country: "FR" }, t, accountant).action).not.toBeNull();
    expect(notificationView(toSign, { lang: "fr", country: "FR" }, t, () => true).action?.href).toMatch(/ctr_1/);
  });
});

describe("a pending termination as the header, the list and the dashboard say it", () => {
  const pending = { request_id: "trm_1", effective_date: "2027-06-01", requested_at: "2026-11-27T09:00:00.000Z", filed_by: "public" as const };
  it.each([
    ["fr", "FR", "Résiliation demandée, effective le 1er juin 2027"],
    ["de", "DE", "Kündigung beantragt, wirksam zum 1. Juni 2027"],
    ["it", "IT", "Disdetta richiesta, con effetto dal 1 giugno 2027"],
  ] as const)("in %s, with its effective date", async (lang, country, words) => {
    const t = await getFixedT(lang, "common");
    // The date helper keeps the day and the month together (no-break spaces).
    expect(pendingTerminationText({ pending_termination: pending }, { lang, country }, t)?.replace(/\s/g, " ")).toBe(words);
    expect(pendingTerminationText({ pending_termination: { ...pending, effective_date: null } }, { lang, country }, t)).toBe(words.split(",")[0]);
  });
  it("says nothing when none is pending", async () => {
    expect(pendingTerminationText({ pending_termination: null }, { lang: "en", country: "FR" }, await getFixedT("en", "common"))).toBeNull();
  });
});
