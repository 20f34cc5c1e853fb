/** A day `offset` days from today, as a date field takes it (yyyy-mm-dd). */
export const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The water-damage declaration's answers before its last step (demo.full's signed contract of `brand`, three days
 * ago, nobody hurt, no third party): the query that opens "Détails et justificatifs" directly. claims.spec.ts and
 * claims.http.spec.ts both start declarations from it (`changed` answers another way).
 */
export function waterDamageAnswers(brand: string, changed: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    contract: `ctr_${brand}_full_signed`,
    nature: "water_damage",
    type: "damage_suffered",
    occurred: isoDay(-3),
    injury: "no",
    third: "no",
    ...changed,
  });
}

/** A collision on demo.full's fleet of `brand` three days ago, a third party involved, nobody hurt: the audit's step 3. */
export function collisionAnswers(brand: string): URLSearchParams {
  return new URLSearchParams({
    contract: `ctr_${brand}_full_formalised`,
    nature: "collision",
    type: "damage_caused",
    occurred: isoDay(-3),
    injury: "no",
    third: "yes",
  });
}
