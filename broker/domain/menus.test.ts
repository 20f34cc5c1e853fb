import { describe, expect, it } from "vitest";
import { buildContractMenu, firstEnabledTab, menuSpace, type MenuContract } from "./menus";

const active: MenuContract = { id: 12, type: "habitation", status: "formalised", terminationRequested: false, requiredDocumentCount: 0 };
const customer = { personalAccess: false, lang: "en" } as const;
const types = (contract: MenuContract, options = customer) => buildContractMenu(contract, options).tabs.map((tab) => tab.type);
const disabled = (contract: MenuContract, options = customer) =>
  buildContractMenu(contract, options)
    .tabs.filter((tab) => tab.disabled)
    .map((tab) => tab.type);

describe("contract menu", () => {
  it("gives an active contract details, documents, payments and termination, details first", () => {
    const menu = buildContractMenu(active, customer);
    expect(menu).toMatchObject({ id: "12:customer", contract_id: "12", space: "customer" });
    expect(menu.tabs[0]).toEqual({ label: "Details", type: "details", slug: "details", disabled: false });
    expect(types(active)).toEqual(["details", "documents", "payments", "termination"]);
    expect(firstEnabledTab(menu)?.slug).toBe("details");
  });

  it("opens a contract awaiting signature on home, with payments disabled and no termination", () => {
    const contract = { ...active, status: "need_signature" } as const;
    expect(types(contract)).toEqual(["home", "details", "payments"]);
    expect(disabled(contract)).toEqual(["payments"]);
    expect(firstEnabledTab(buildContractMenu(contract, customer))?.type).toBe("home");
  });

  it("enables payments once signed by the client, for the first payment", () => {
    expect(disabled({ ...active, status: "pending_signed" })).toEqual([]);
  });

  it("keeps termination open when terminated or already requested: the tab shows the request's state (decision 0127)", () => {
    expect(types({ ...active, status: "terminated" })).toContain("termination");
    expect(disabled({ ...active, status: "terminated" })).toEqual([]);
    expect(disabled({ ...active, terminationRequested: true })).toEqual([]);
  });

  it("shows upload only with required documents, disabled once terminated", () => {
    expect(types({ ...active, requiredDocumentCount: 2 })).toContain("upload");
    expect(buildContractMenu({ ...active, requiredDocumentCount: 2 }, customer).tabs.find((tab) => tab.type === "upload")?.slug).toBe("required");
    expect(disabled({ ...active, status: "terminated", requiredDocumentCount: 1 })).toContain("upload");
  });

  it("shows the garage for vehicle contracts only", () => {
    expect(types({ ...active, type: "flotte" })).toContain("garage_cars");
    expect(types({ ...active, type: "auto" })).toContain("garage_cars");
    expect(types(active)).not.toContain("garage_cars");
    expect(buildContractMenu({ ...active, type: "fleet" }, customer).tabs.find((tab) => tab.type === "garage_cars")?.slug).toBe("mes-vehicules");
  });

  it("shows recipients for health and provident contracts", () => {
    expect(types({ ...active, type: "sante" })).toContain("recipients");
    expect(types(active)).not.toContain("recipients");
  });

  it("keeps a reduced menu in the private space", () => {
    const options = { personalAccess: true, lang: "fr" } as const;
    const menu = buildContractMenu({ ...active, type: "mutuelle", requiredDocumentCount: 1 }, options);
    expect(menu.space).toBe("private");
    expect(menu.id).toBe("12:private");
    expect(menu.tabs.map((tab) => tab.label)).toEqual(["Détails", "Documents", "Bénéficiaires"]);
  });

  it("appends other tabs with their slug as type, skipping duplicates", () => {
    const menu = buildContractMenu(active, {
      ...customer,
      extraTabs: [
        { slug: "assistance", label: "Assistance" },
        { slug: "details", label: "Again" },
      ],
    });
    expect(menu.tabs.at(-1)).toEqual({ label: "Assistance", type: "assistance", slug: "assistance", disabled: false });
    expect(menu.tabs.filter((tab) => tab.slug === "details")).toHaveLength(1);
  });

  it("writes Spanish labels", () => {
    expect(buildContractMenu(active, { personalAccess: false, lang: "es" }).tabs[0].label).toBe("Detalles");
  });

  it("derives the space from the personal access flag", () => {
    expect(menuSpace(true)).toBe("private");
    expect(menuSpace(false)).toBe("customer");
  });
});
