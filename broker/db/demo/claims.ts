/**
 * The full client's claims, one per status, with their proof files. A new
 * claim case is a new `claim(…)` line with its own key: ids and references
 * (`SIN-<BRAND>-<KEY>`) come from the key, so nothing else moves.
 */
import type * as s from "../schema";
import type { DemoContext, Row } from "./rows";
import { at, day, stableFileKey } from "./util";

export function addClaims(d: DemoContext): void {
  const { brand, rows, ids, tx } = d;
  const c = d.country;
  const claim = (key: string, contract: string, v: Partial<Row<typeof s.claims>> & { nature: string; status: string; occ: number }) => {
    const id = `clm_${brand}_${key}`;
    const { occ, ...rest } = v;
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
      updatedAt: at(occ + 5),
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
      // A key in the file-store format with no bytes behind it: downloads answer as for a lost file (README "Demo data").
      storageKey: stableFileKey(`${brand}:${key}`),
      createdAt: at(-5),
    });
  const collision = claim("collision", "full_formalised", {
    nature: "collision",
    status: "declared",
    occ: -4,
    circumstances: tx("cCollision"),
    damages: tx("dCollision"),
    thirdPartyInvolved: true,
    thirdParties: [{ name: tx("thirdParty"), registration: c.plates[1], insurer: tx("otherInsurer") }],
    photoCollectionUrl: `https://photos.example.com/collect/${brand}-collision`,
  });
  proof(collision, "collision_report", "accident_report", "uploaded");
  proof(collision, "collision_photos", "photos", "uploaded");
  const glass = claim("glass", "full_formalised", { nature: "glass", status: "under_review", occ: -20, circumstances: tx("cGlass"), damages: tx("dGlass") });
  proof(glass, "glass_estimate", "repair_estimate", "valid");
  const theft = claim("theft", "full_formalised", { nature: "theft", status: "settled", occ: -120, circumstances: tx("cTheft"), damages: tx("dTheft") });
  proof(theft, "theft_police", "police_report", "valid");
  proof(theft, "theft_invoice", "repair_invoice", "valid");
  const vandalism = claim("vandalism", "full_formalised", {
    nature: "vandalism",
    status: "refused",
    occ: -60,
    circumstances: tx("cVandalism"),
    damages: tx("dVandalism"),
  });
  proof(vandalism, "vandalism_photos", "photos", "invalid");
  const water = claim("water", "full_signed", {
    nature: "water_damage",
    status: "expert_assigned",
    occ: -10,
    circumstances: tx("cWater"),
    damages: tx("dWater"),
  });
  proof(water, "water_report", "water_damage_report", "uploaded");
}
