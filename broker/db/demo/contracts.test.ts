import { describe, expect, it } from "vitest";
import { BRANDS } from "../brands";
import { buildBrandDemo } from "./brand-data";

const numbersOf = (brand: (typeof BRANDS)[number]) =>
  Object.fromEntries(buildBrandDemo(brand.id, brand.country, { demo: "", manager: "" }).contracts.map((c) => [c.id, c.number]));

describe("demo contract numbers", () => {
  it("are fixed per case: the numbers tests and docs name stay put", () => {
    const azura = numbersOf(BRANDS.find((b) => b.id === "azura")!);
    expect(azura.ctr_azura_full_project).toBe("AZU-001001");
    expect(azura.ctr_azura_full_formalised).toBe("AZU-001008");
    expect(azura.ctr_azura_full_rc_amendment).toBe("AZU-001011");
    expect(azura.ctr_azura_personal_sante).toBe("AZU-001015");
    expect(azura.ctr_azura_full_frequency_recent).toBe("AZU-001017");
  });

  it("are unique within each brand", () => {
    for (const brand of BRANDS) {
      const numbers = Object.values(numbersOf(brand));
      expect(new Set(numbers).size, brand.id).toBe(numbers.length);
    }
  });
});
