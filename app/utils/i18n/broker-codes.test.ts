import { describe, expect, it } from "vitest";
import {
  amendmentActivities,
  amendmentChanges,
  claimNatures,
  claimStatuses,
  claimTypes,
  notificationButtons,
  notificationTitles,
  proofDocuments,
  terminationProofs,
  terminationReasons,
} from "../../../contract/codes/codes";
import { getFixedT, resourceBundle } from "~/utils/i18n/i18n.server";
import { languages } from "~/utils/routing/locale";

/** The broker sends these codes only; the portal words each one in every language (locales/<lng>/codes.json). */
const lists = {
  "claim.nature": claimNatures,
  "claim.type": claimTypes,
  "claim.proof": proofDocuments,
  "claim.status": claimStatuses,
  "termination.reason": terminationReasons,
  "termination.proof": terminationProofs,
  "notification.title": notificationTitles,
  "notification.button": notificationButtons,
  "amendment.change": amendmentChanges,
  "amendment.activity": amendmentActivities,
} as const;

describe("the broker's codes in words", () => {
  it.each(languages)("has a word for every code in %s", async (lang) => {
    // The language's own file, not i18next's answer: that would fall back to French and hide a missing word.
    const bundle = resourceBundle(lang, "codes");
    const missing: string[] = [];
    for (const [group, codes] of Object.entries(lists)) {
      for (const code of codes) {
        const word = [...group.split("."), code].reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
        if (typeof word !== "string" || word.trim() === "") missing.push(`${group}.${code}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("says what the broker used to say, in the same words", async () => {
    const fr = await getFixedT("fr", "codes");
    const en = await getFixedT("en", "codes");
    expect(en("codes:claim.nature.collision")).toBe("Collision / accident");
    expect(fr("codes:claim.nature.collision")).toBe("Accident / collision");
    expect([fr("codes:claim.type.damage_suffered"), fr("codes:claim.type.damage_caused")]).toEqual(["Sinistre subi", "Sinistre causé à un tiers"]);
    expect(fr("codes:claim.proof.accident_report")).toBe("Constat amiable");
    expect(fr("codes:termination.reason.end_of_term")).toBe("À l'échéance annuelle");
    expect(fr("codes:termination.proof.death_certificate")).toBe("Acte de décès");
    expect([fr("codes:notification.title.amendment_approved"), en("codes:notification.title.payment_received")]).toEqual([
      "Avenant validé",
      "Payment received",
    ]);
    expect(fr("codes:notification.button.pay")).toBe("Régulariser");
  });

  it("words a code in Spanish and German", async () => {
    expect((await getFixedT("es", "codes"))("codes:claim.nature.theft")).toBe("Robo");
    expect((await getFixedT("de", "codes"))("codes:termination.reason.moving")).toBe("Umzug");
  });
});
