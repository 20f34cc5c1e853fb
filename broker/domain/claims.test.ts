import { describe, expect, it } from "vitest";
import {
  assertClaimTransition,
  canAddProofFiles,
  canDeleteProofFile,
  canTransitionClaim,
  canUseWeproov,
  checkClaimDeclaration,
  claimNaturesFor,
  claimRequirements,
  claimStatuses,
  claimTypesFor,
  ClaimTransitionError,
  declaredHistory,
  isClaimOpen,
  isContractClaimable,
  nextClaimStatuses,
  withClaimStatus,
  type ClaimContract,
} from "./claims";

describe("natures and types per contract", () => {
  it("lists vehicle natures for fleet and auto contracts", () => {
    const codes = claimNaturesFor("fleet").map((nature) => nature.code);
    expect(codes).toEqual(expect.arrayContaining(["collision", "theft", "glass", "fire"]));
    // Codes only: the portal words them (app/utils/i18n/broker-codes.test.ts has "Accident / collision" for fr).
    expect(claimNaturesFor("auto")[0]).toEqual({ code: "collision" });
  });

  it("lists property, liability, health and provident natures", () => {
    expect(claimNaturesFor("habitation").map((n) => n.code)).toEqual(expect.arrayContaining(["water_damage", "fire", "theft", "storm"]));
    expect(claimNaturesFor("rc_pro").map((n) => n.code)).toEqual(expect.arrayContaining(["bodily_injury", "material_damage"]));
    expect(claimNaturesFor("sante").map((n) => n.code)).toContain("medical_expenses");
    expect(claimNaturesFor("prevoyance").map((n) => n.code)).toContain("sick_leave");
    expect(claimNaturesFor("unknown-product").map((n) => n.code)).toEqual(["other"]);
  });

  it("restricts claim types by family", () => {
    expect(claimTypesFor("rc_pro").map((t) => t.code)).toEqual(["damage_caused"]);
    expect(claimTypesFor("sante").map((t) => t.code)).toEqual(["damage_suffered"]);
    expect(claimTypesFor("auto")).toEqual([{ code: "damage_suffered" }, { code: "damage_caused" }]);
  });
});

describe("requirements", () => {
  it("needs a police report and the registration certificate for a vehicle theft", () => {
    const needs = claimRequirements({ contractType: "auto", nature: "theft" });
    expect(needs.filter((need) => need.required).map((need) => need.code)).toEqual(["police_report", "registration_certificate"]);
  });

  it("adds the accident report with a third party and a medical certificate with an injury", () => {
    const needs = claimRequirements({ contractType: "fleet", nature: "collision", thirdPartyInvolved: true, physicalInjury: true });
    expect(needs).toContainEqual({ code: "accident_report", required: true });
    expect(needs).toContainEqual(expect.objectContaining({ code: "medical_certificate", required: true }));
  });

  it("needs the joint report for water damage", () => {
    expect(claimRequirements({ contractType: "habitation", nature: "water_damage" })[0]).toMatchObject({
      code: "water_damage_report",
      required: true,
    });
  });
});

describe("WeProov", () => {
  it("is offered for vehicle contracts except theft", () => {
    expect(canUseWeproov({ contractType: "auto" })).toBe(true);
    expect(canUseWeproov({ contractType: "fleet", nature: "collision" })).toBe(true);
    expect(canUseWeproov({ contractType: "fleet", nature: "theft" })).toBe(false);
    expect(canUseWeproov({ contractType: "habitation", nature: "fire" })).toBe(false);
  });
});

describe("claim statuses", () => {
  it("follows declared → under review → expert → settled or refused → closed", () => {
    expect(canTransitionClaim("declared", "under_review")).toBe(true);
    expect(canTransitionClaim("under_review", "expert_assigned")).toBe(true);
    expect(canTransitionClaim("expert_assigned", "settled")).toBe(true);
    expect(canTransitionClaim("expert_assigned", "refused")).toBe(true);
    expect(canTransitionClaim("settled", "closed")).toBe(true);
    expect(canTransitionClaim("refused", "under_review")).toBe(true);
  });

  it("refuses skipping review and leaving closed", () => {
    expect(canTransitionClaim("declared", "settled")).toBe(false);
    expect(canTransitionClaim("settled", "refused")).toBe(false);
    expect(nextClaimStatuses("closed")).toEqual([]);
    expect(() => assertClaimTransition("closed", "under_review")).toThrow(ClaimTransitionError);
  });

  it("never lists a transition to an unknown status", () => {
    for (const from of claimStatuses) for (const to of nextClaimStatuses(from)) expect(claimStatuses).toContain(to);
  });

  it("lets the client withdraw, add and delete files only at the right time", () => {
    expect(canAddProofFiles("expert_assigned")).toBe(true);
    expect(canAddProofFiles("settled")).toBe(false);
    expect(canDeleteProofFile("under_review", "uploaded")).toBe(true);
    expect(canDeleteProofFile("under_review", "valid")).toBe(false);
    expect(canDeleteProofFile("closed", "uploaded")).toBe(false);
  });
});

describe("declaration", () => {
  const contract: ClaimContract = { type: "auto", status: "formalised", start_date: "2023-01-01" };
  const today = "2024-06-10";
  const valid = {
    nature: "collision",
    type: "damage_suffered",
    occurrence_date: "2024-06-08",
    circumstances: "Rear-ended at a red light.",
    physical_injury: false,
    third_party_involved: true,
    third_parties: [{ name: "Jean Dupont", registration_number: "AB-123-CD" }],
  };

  it("accepts a valid declaration", () => {
    const result = checkClaimDeclaration(valid, { contract, today });
    expect(result.ok).toBe(true);
  });

  it("takes the claim type as optional and statements as a list", () => {
    const { type: _type, ...withoutType } = valid;
    const result = checkClaimDeclaration({ ...withoutType, statements: [{ author: "Witness", text: "The other car ran the light." }] }, { contract, today });
    expect(result).toMatchObject({ ok: true, value: { statements: [{ author: "Witness", text: "The other car ran the light." }] } });
    expect(checkClaimDeclaration({ ...valid, type: "damage_caused" }, { contract: { ...contract, type: "sante" }, today })).toMatchObject({
      ok: false,
      errors: { type: ["field.not-allowed"] },
    });
  });

  it("reports missing and malformed fields by path", () => {
    const result = checkClaimDeclaration(
      { ...valid, circumstances: "  ", occurrence_date: "2024-02-30", nature: "meteor", physical_injury: undefined },
      { contract, today },
    );
    expect(result).toEqual({
      ok: false,
      errors: { circumstances: ["field.required"], occurrence_date: ["field.format"], nature: ["field.not-allowed"], physical_injury: ["field.required"] },
    });
    const nested = checkClaimDeclaration({ ...valid, third_parties: [{ name: "" }] }, { contract, today });
    expect(nested).toEqual({ ok: false, errors: { "third_parties.0.name": ["field.required"] } });
  });

  it("checks the nature against the contract and the dates against cover", () => {
    expect(checkClaimDeclaration({ ...valid, nature: "water_damage" }, { contract, today })).toEqual({ ok: false, errors: { nature: ["field.not-allowed"] } });
    expect(checkClaimDeclaration({ ...valid, occurrence_date: "2024-06-11" }, { contract, today })).toEqual({
      ok: false,
      errors: { occurrence_date: ["claim.occurred-in-future"] },
    });
    expect(checkClaimDeclaration({ ...valid, occurrence_date: "2022-12-31" }, { contract, today })).toEqual({
      ok: false,
      errors: { occurrence_date: ["claim.before-cover"] },
    });
    const terminated = { ...contract, status: "terminated", terminated_date: "2024-03-31" } as const;
    expect(checkClaimDeclaration({ ...valid, occurrence_date: "2024-03-31" }, { contract: terminated, today }).ok).toBe(true);
    expect(checkClaimDeclaration({ ...valid, occurrence_date: "2024-04-01" }, { contract: terminated, today })).toEqual({
      ok: false,
      errors: { occurrence_date: ["claim.after-cover"] },
    });
  });

  it("needs third parties when one is involved", () => {
    expect(checkClaimDeclaration({ ...valid, third_parties: [] }, { contract, today })).toEqual({ ok: false, errors: { third_parties: ["field.required"] } });
  });

  it("refuses contracts that are not in force", () => {
    expect(isContractClaimable({ status: "need_signature" })).toBe(false);
    expect(isContractClaimable({ status: "terminated" })).toBe(true);
    expect(checkClaimDeclaration(valid, { contract: { ...contract, status: "project" }, today })).toEqual({
      ok: false,
      errors: { contract: ["claim.contract-not-claimable"] },
    });
  });

  it("keeps a dated history and refuses a change the table forbids", () => {
    const declared = declaredHistory(new Date("2026-01-02T09:00:00Z"));
    const reviewed = withClaimStatus(declared, "under_review", new Date("2026-01-05T09:00:00Z"), "file_opened");
    expect(reviewed.map((step) => [step.status, step.at, step.note])).toEqual([
      ["declared", "2026-01-02T09:00:00.000Z", "declared_online"],
      ["under_review", "2026-01-05T09:00:00.000Z", "file_opened"],
    ]);
    expect(() => withClaimStatus(declared, "settled", new Date("2026-01-05T09:00:00Z"))).toThrow(ClaimTransitionError);
    // A step dated before the last one is a mistake, not a history.
    expect(() => withClaimStatus(reviewed, "expert_assigned", new Date("2026-01-03T09:00:00Z"))).toThrow(ClaimTransitionError);
  });

  it("calls open only what is not decided yet (the dashboard counted settled and refused as closed, the broker did not)", () => {
    expect(claimStatuses.filter(isClaimOpen)).toEqual(["declared", "under_review", "expert_assigned"]);
  });
});
