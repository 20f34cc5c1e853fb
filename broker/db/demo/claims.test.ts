import { describe, expect, it } from "vitest";
import { BRANDS } from "../brands";
import { claimStatuses } from "../../../contract/codes/codes";
import { claimRequirements } from "../../domain/claims";
import { buildBrandDemo } from "./brand-data";

describe("demo claims (issue 29)", () => {
  it("give every brand's full client a claim in every status with its dated history, fixed ids, one waiting for a proof, one with photo collection", () => {
    for (const brand of BRANDS) {
      const demo = buildBrandDemo(brand.id, brand.country, { demo: "", manager: "" });
      const claims = demo.claims;
      expect(new Set(claims.map((c) => c.status)), brand.id).toEqual(new Set(claimStatuses));
      expect(claims.map((c) => c.id).sort(), brand.id).toEqual(
        ["collision", "fire", "glass", "theft", "vandalism", "water"].map((key) => `clm_${brand.id}_${key}`).sort(),
      );
      for (const claim of claims) {
        const history = claim.statusHistory!;
        expect(history[0], claim.id).toMatchObject({ status: "declared", note: "declared_online" });
        expect(history.at(-1)!.status, claim.id).toBe(claim.status);
        const dates = history.map((step) => step.at);
        expect(dates, claim.id).toEqual([...dates].sort());
      }
      const glass = claims.find((c) => c.id === `clm_${brand.id}_glass`)!;
      expect(glass.statusHistory!.at(-1)!.note).toBe("proof_requested");
      const sent = demo.claimFiles.filter((f) => f.claimId === glass.id && f.status !== "invalid").map((f) => f.type);
      const contract = demo.contracts.find((c) => c.id === glass.contractId)!;
      const missing = claimRequirements({ contractType: contract.type!, nature: "glass" }).filter((r) => r.required && !sent.includes(r.code));
      expect(missing.length, brand.id).toBeGreaterThan(0);
      const collision = claims.find((c) => c.id === `clm_${brand.id}_collision`)!;
      expect(collision.photoCollectionUrl).toBeTruthy();
      expect(collision.thirdParties).toHaveLength(2);
      expect(collision.statements).toHaveLength(2);
    }
  });
});
