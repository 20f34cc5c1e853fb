import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRANDS } from "./brands";

describe("the broker's brands", () => {
  // Issue 31: the card page named the merchant "Nordhafen Versicherungen" where the portal says "Nordhafen Versicherungsmakler".
  it.each(BRANDS.map((brand) => [brand.id, brand.name]))("%s is named as the brand registry names it", (code, name) => {
    const registry = JSON.parse(readFileSync(new URL(`../../brands/${code}/brand.json`, import.meta.url), "utf8")) as { brandName: string };
    expect(name).toBe(registry.brandName);
  });
});
