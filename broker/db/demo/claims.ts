/**
 * The full client's claims, one per status, each with its dated history
 * (built through the transition rules: a path they forbid fails the seed),
 * with their proof files. The glass claim still needs a proof (its repair
 * invoice); the collision offers the partner photo collection and has its
 * page already. A new claim case is a new `claim(…)` line with its own key:
 * ids and references (`SIN-<BRAND>-<KEY>`) come from the key, so nothing else moves.
 */
import type * as s from "../schema";
import { declaredHistory, withClaimStatus, type ClaimNote, type ClaimStatus, type ClaimStatusChange } from "../../domain/claims";
import { SANDBOX_PHOTOS_PATH } from "../../providers/photo-collection-page";
import type { DemoContext, Row } from "./rows";
import { at, day, stableFileKey } from "./util";

/** A history from the declaration day on: each later step `[status, days after the declaration, note]`. */
function historyFrom(declaredOn: number, steps: [ClaimStatus, number, ClaimNote][]): ClaimStatusChange[] {
  return steps.reduce((history, [status, after, note]) => withClaimStatus(history, status, at(declaredOn + after, 14), note), declaredHistory(at(declaredOn)));
}

export function addClaims(d: DemoContext): void {
  const { brand, rows, ids, tx } = d;
  const c = d.country;
  const claim = (
    key: string,
    contract: string,
    v: Partial<Row<typeof s.claims>> & { nature: string; occ: number; steps?: [ClaimStatus, number, ClaimNote][] },
  ) => {
    const id = `clm_${brand}_${key}`;
    const { occ, steps = [], ...rest } = v;
    const statusHistory = historyFrom(occ + 2, steps);
    rows.claims.push({
      id,
      brandId: brand,
      clientId: ids.fullClient,
      contractId: ids.contract(contract),
      reference: `SIN-${brand.toUpperCase()}-${key.toUpperCase()}`,
      occurrenceDate: day(occ),
      declarationDate: day(occ + 2),
      circumstances: "Demo",
      damages: "Demo",
      createdAt: at(occ + 2),
      updatedAt: new Date(statusHistory.at(-1)!.at),
      status: statusHistory.at(-1)!.status,
      statusHistory,
      ...rest,
    });
    return id;
  };
  const proof = (claimId: string, key: string, type: string, status: string, mime = "application/pdf") =>
    rows.claimFiles.push({
      id: `clf_${brand}_${key}`,
      brandId: brand,
      clientId: ids.fullClient,
      claimId,
      kind: "proof",
      type,
      status,
      name: `${type}.${mime === "image/jpeg" ? "jpg" : "pdf"}`,
      mime,
      size: 2048,
      // A key in the file-store format with no bytes behind it: downloads answer as for a lost file (docs/broker/demo-data.md).
      storageKey: stableFileKey(`${brand}:${key}`),
      createdAt: at(-5),
    });
  const collision = claim("collision", "full_formalised", {
    nature: "collision",
    occ: -4,
    circumstances: tx("cCollision"),
    damages: tx("dCollision"),
    thirdPartyInvolved: true,
    // Two third parties and two statements: the claim page shows every one (issue 29).
    thirdParties: [
      { name: tx("thirdParty"), registration_number: c.plates[1], insurer: tx("otherInsurer") },
      { name: tx("parkedOwner"), registration_number: c.plates[2] },
    ],
    statements: [
      { author: tx("thirdParty"), text: tx("cCollision") },
      { author: tx("witness"), text: tx("sWitness") },
    ],
    photoCollectionUrl: `${SANDBOX_PHOTOS_PATH}/${stableFileKey(`${brand}:photos:collision`)}`,
  });
  proof(collision, "collision_report", "accident_report", "uploaded");
  proof(collision, "collision_photos", "photos", "uploaded");
  const glass = claim("glass", "full_formalised", {
    nature: "glass",
    occ: -20,
    circumstances: tx("cGlass"),
    damages: tx("dGlass"),
    steps: [
      ["under_review", 1, "file_opened"],
      // The estimate is not the invoice the insurer needs: the claim waits for it.
      ["under_review", 3, "proof_requested"],
    ],
  });
  proof(glass, "glass_estimate", "repair_estimate", "valid");
  const theft = claim("theft", "full_formalised", {
    nature: "theft",
    occ: -120,
    circumstances: tx("cTheft"),
    damages: tx("dTheft"),
    steps: [
      ["under_review", 2, "file_opened"],
      ["expert_assigned", 9, "expert_appointed"],
      ["settled", 40, "indemnity_paid"],
    ],
  });
  proof(theft, "theft_police", "police_report", "valid");
  proof(theft, "theft_invoice", "repair_invoice", "valid");
  const vandalism = claim("vandalism", "full_formalised", {
    nature: "vandalism",
    occ: -60,
    steps: [
      ["under_review", 1, "file_opened"],
      ["refused", 20, "not_covered"],
    ],
    circumstances: tx("cVandalism"),
    damages: tx("dVandalism"),
  });
  proof(vandalism, "vandalism_photos", "photos", "invalid");
  const water = claim("water", "full_signed", {
    nature: "water_damage",
    occ: -10,
    steps: [
      ["under_review", 1, "file_opened"],
      ["expert_assigned", 4, "expert_appointed"],
    ],
    circumstances: tx("cWater"),
    damages: tx("dWater"),
  });
  proof(water, "water_report", "water_damage_report", "uploaded");
  const fire = claim("fire", "full_terminated", {
    nature: "fire",
    occ: -200,
    circumstances: tx("cFire"),
    damages: tx("dFire"),
    steps: [
      ["under_review", 2, "file_opened"],
      ["expert_assigned", 6, "expert_appointed"],
      ["expert_assigned", 20, "expert_report_received"],
      ["settled", 35, "indemnity_paid"],
      ["closed", 60, "file_closed"],
    ],
  });
  proof(fire, "fire_photos", "photos", "valid");
}
