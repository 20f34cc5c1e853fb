import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frenchFiles, frenchSpacing, frenchSpacingFaults, jsonStrings } from "./french-spacing.mjs";

describe("French texts keep their punctuation on the line (issue 31)", () => {
  it("every French text has a no-break space before ? ! ; : € and inside « » (fix: node scripts/french-spacing.mjs)", () => {
    const faults = frenchFiles().flatMap((file) =>
      jsonStrings(JSON.parse(readFileSync(file, "utf8"))).flatMap(([key, text]) =>
        frenchSpacingFaults(text).map((place) => `${path.basename(file)} ${key}: …${place}`),
      ),
    );
    expect(faults).toEqual([]);
  });

  it("puts U+202F before ? ! ; and U+00A0 before : and €, leaving texts without a space alone", () => {
    expect(frenchSpacing("Mot de passe oublié ?")).toBe("Mot de passe oublié\u202f?");
    expect(frenchSpacing("Actuellement : {{value}} ; puis !")).toBe("Actuellement\u00a0: {{value}}\u202f; puis\u202f!");
    expect(frenchSpacing("12,50 € « bien »")).toBe("12,50\u00a0€ «\u00a0bien\u00a0»");
    expect(frenchSpacing("https://example.com/?a=1 14:05")).toBe("https://example.com/?a=1 14:05");
    expect(frenchSpacingFaults("Déjà corrigé\u00a0: oui\u202f?")).toEqual([]);
    expect(frenchSpacingFaults("Pas corrigé : non")).toHaveLength(1);
  });
});
