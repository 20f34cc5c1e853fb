import { describe, expect, it } from "vitest";
import {
  checkPublicTerminationRequest,
  checkTerminationRequest,
  earliestEffectiveDate,
  matchPublicTermination,
  normalizeContractNumber,
  publicTerminationReasons,
  reasonsFor,
  terminationReasons,
  terminationSettings,
  type TerminationContract,
} from "./termination";

const home: TerminationContract = { type: "habitation", status: "formalised", start_date: "2022-09-01", due_date: "2023-01-01" };
const today = "2024-06-10";

describe("reasons", () => {
  it("gives consumers the Hamon and Chatel reasons on a home contract over a year old", () => {
    expect(reasonsFor(home, "individual", today)).toEqual(terminationReasons);
  });

  it("keeps consumer-law reasons from businesses", () => {
    const reasons = reasonsFor(home, "business", today);
    expect(reasons).not.toContain("hamon");
    expect(reasons).not.toContain("chatel");
    expect(reasons).toContain("sale_of_asset");
  });

  it("hides Hamon during the first year", () => {
    expect(reasonsFor({ ...home, start_date: "2023-09-01" }, "individual", today)).not.toContain("hamon");
    expect(reasonsFor({ ...home, start_date: "2023-06-10" }, "individual", today)).toContain("hamon");
  });

  it("fits the reasons to the product", () => {
    const liability = reasonsFor({ ...home, type: "rc_pro" }, "business", today);
    expect(liability).toEqual(["end_of_term", "change_of_situation", "death", "other"]);
    expect(reasonsFor({ ...home, type: "fleet" }, "business", today)).toContain("sale_of_asset");
  });
});

describe("earliest effective date", () => {
  const at = (reason: Parameters<typeof earliestEffectiveDate>[0]["reason"], eventDate?: string) =>
    earliestEffectiveDate({ reason, contract: home, requestDay: today, eventDate });

  it("uses the renewal date with two months' notice for end of term", () => {
    expect(at("end_of_term")).toBe("2025-01-01");
    expect(earliestEffectiveDate({ reason: "end_of_term", contract: home, requestDay: "2024-10-31" })).toBe("2025-01-01");
    expect(earliestEffectiveDate({ reason: "end_of_term", contract: home, requestDay: "2024-11-02" })).toBe("2026-01-01");
    expect(earliestEffectiveDate({ reason: "other", contract: { ...home, due_date: null }, requestDay: today })).toBe("2024-09-01");
  });

  it("applies one month for Hamon, moving and change of situation", () => {
    expect(at("hamon")).toBe("2024-07-10");
    expect(at("moving")).toBe("2024-07-10");
    expect(at("change_of_situation")).toBe("2024-07-10");
  });

  it("applies the next day for Chatel, ten days for a sale, the same day for death", () => {
    expect(at("chatel")).toBe("2024-06-11");
    expect(at("sale_of_asset")).toBe("2024-06-20");
    expect(at("sale_of_asset", "2024-06-30")).toBe("2024-07-10");
    expect(at("death")).toBe("2024-06-10");
  });
});

describe("settings", () => {
  it("lists reasons as codes with earliest dates, and the file limits", () => {
    const settings = terminationSettings({ contract: home, clientType: "individual", today });
    expect(settings.max_files).toBe(5);
    expect(settings.accepted_types).toEqual(["pdf", "jpg"]);
    // The portal words the codes (app/utils/i18n/broker-codes.test.ts: "À l'échéance annuelle", "Acte de décès" in fr).
    expect(settings.reasons[0]).toEqual({ code: "end_of_term", suggested_proof: null, earliest_effective_date: "2025-01-01" });
    expect(settings.reasons.find((reason) => reason.code === "death")?.suggested_proof).toBe("death_certificate");
  });
});

describe("logged-in request", () => {
  const context = { contract: home, clientType: "individual", today } as const;

  it("defaults to the earliest date and treats empty fields as absent", () => {
    expect(checkTerminationRequest({ reason: "moving", date: "", details: "  " }, context)).toEqual({
      ok: true,
      value: { reason: "moving", effective_date: "2024-07-10", details: null, event_date: null },
    });
  });

  it("accepts a later date and keeps the details", () => {
    expect(checkTerminationRequest({ reason: "hamon", date: "2024-08-01", details: "Found cheaper" }, context)).toEqual({
      ok: true,
      value: { reason: "hamon", effective_date: "2024-08-01", details: "Found cheaper", event_date: null },
    });
  });

  it("refuses a date before the earliest or absurdly late", () => {
    expect(checkTerminationRequest({ reason: "hamon", date: "2024-07-01" }, context)).toEqual({ ok: false, errors: { date: ["termination.date-too-early"] } });
    expect(checkTerminationRequest({ reason: "hamon", date: "2030-01-01" }, context)).toEqual({ ok: false, errors: { date: ["termination.date-too-late"] } });
  });

  it("refuses reasons not offered, missing reason, and bad dates", () => {
    expect(checkTerminationRequest({ reason: "hamon" }, { ...context, clientType: "business" })).toEqual({
      ok: false,
      errors: { reason: ["field.not-allowed"] },
    });
    expect(checkTerminationRequest({ date: "2024-13-01" }, context)).toEqual({ ok: false, errors: { reason: ["field.required"], date: ["field.format"] } });
  });

  it("checks the event window when an event date is given", () => {
    expect(checkTerminationRequest({ reason: "moving", event_date: "2024-02-01" }, context)).toEqual({
      ok: false,
      errors: { event_date: ["termination.event-too-old"] },
    });
    expect(checkTerminationRequest({ reason: "moving", event_date: "2024-07-01" }, context)).toEqual({
      ok: false,
      errors: { event_date: ["termination.event-in-future"] },
    });
  });

  it("refuses terminated contracts and duplicate requests", () => {
    expect(checkTerminationRequest({ reason: "other" }, { ...context, contract: { ...home, status: "terminated" } })).toEqual({
      ok: false,
      errors: { contract: ["termination.not-terminable"] },
    });
    expect(checkTerminationRequest({ reason: "other" }, { ...context, contract: { ...home, termination_requested: true } })).toEqual({
      ok: false,
      errors: { contract: ["termination.already-requested"] },
    });
  });
});

describe("termination in three clicks", () => {
  const form = { firstname: "Marie", lastname: "Lefèvre", email: " Marie@Example.FR ", contract_number: "HAB-2022-0042", reason: "hamon" };

  it("lists every reason for the public form", () => {
    expect(publicTerminationReasons().map((reason) => reason.code)).toEqual(terminationReasons);
  });

  it("accepts the minimal identity and normalises the e-mail", () => {
    const result = checkPublicTerminationRequest({ ...form, phone: "", date: "" }, today);
    expect(result).toMatchObject({ ok: true, value: { email: "marie@example.fr", contract_number: "HAB-2022-0042" } });
  });

  it("requires identity, contract number and reason", () => {
    expect(checkPublicTerminationRequest({ email: "", firstname: " " }, today)).toEqual({
      ok: false,
      errors: {
        firstname: ["field.required"],
        lastname: ["field.required"],
        email: ["field.required"],
        contract_number: ["field.required"],
        reason: ["field.required"],
      },
    });
  });

  it("refuses malformed values and past dates", () => {
    expect(checkPublicTerminationRequest({ ...form, email: "marie", contract_number: "<script>" }, today)).toEqual({
      ok: false,
      errors: { email: ["field.email"], contract_number: ["field.format"] },
    });
    expect(checkPublicTerminationRequest({ ...form, date: "2024-06-09", birth_date: "2030-01-01" }, today)).toEqual({
      ok: false,
      errors: { date: ["termination.date-in-past"], birth_date: ["termination.birth-date-in-future"] },
    });
  });

  it("matches automatically only on number, last name and e-mail", () => {
    const holder = { contract_number: "hab 2022 0042", lastname: "LEFEVRE", email: "marie@example.fr" };
    expect(normalizeContractNumber("hab-2022/0042")).toBe("HAB20220042");
    expect(matchPublicTermination({ ...form, email: "marie@example.fr" }, holder)).toBe("matched");
    expect(matchPublicTermination({ ...form, email: "other@example.fr" }, holder)).toBe("needs_review");
    expect(matchPublicTermination({ ...form, lastname: "Martin", email: "other@example.fr" }, holder)).toBe("unmatched");
    expect(matchPublicTermination({ ...form, contract_number: "HAB-2022-0043" }, holder)).toBe("unmatched");
  });

  it("takes a company name instead of first and last name, and matches it against the holder's company", () => {
    const company = { email: "contact@lefevre.fr", contract_number: "HAB-2022-0042", reason: "other", company_name: "Lefèvre SARL" };
    expect(checkPublicTerminationRequest(company, today)).toMatchObject({ ok: true });
    expect(checkPublicTerminationRequest({ ...company, company_name: "" }, today)).toMatchObject({
      ok: false,
      errors: { firstname: ["field.required"], lastname: ["field.required"] },
    });
    const holder = { contract_number: "HAB-2022-0042", lastname: "Martin", email: "contact@lefevre.fr", company: "LEFEVRE SARL" };
    expect(matchPublicTermination(company, holder)).toBe("matched");
    expect(matchPublicTermination({ ...company, company_name: undefined }, holder)).toBe("needs_review");
  });
});
