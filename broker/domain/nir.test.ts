import { describe, expect, it } from "vitest";
import { checkNir, nirKey } from "./nir";

/** A number with its right key, from its first 13 characters. */
const withKey = (first13: string) => `${first13}${String(nirKey(first13)).padStart(2, "0")}`;

describe("the social security number (NIR) and its key", () => {
  it("accepts a number whose key is 97 − (number mod 97), spaces allowed", () => {
    // 2690549588157 mod 97 = 17, key 80 (INSEE's worked example).
    expect(nirKey("2690549588157")).toBe(80);
    expect(checkNir("2 69 05 49 588 157 80")).toEqual({ ok: true, nir: "269054958815780" });
  });

  it("refuses a wrong key, and a wrong shape as a format problem", () => {
    expect(checkNir("2 69 05 49 588 157 81")).toEqual({ ok: false, problem: "nir.key" });
    expect(checkNir("2690549588157")).toEqual({ ok: false, problem: "nir.format" });
    expect(checkNir("5690549588157 80")).toEqual({ ok: false, problem: "nir.format" });
    expect(checkNir("2691349588157 80")).toEqual({ ok: false, problem: "nir.format" });
  });

  it("reads Corsica's 2A as 19 and 2B as 18 for the key", () => {
    expect(nirKey("185022A123456")).toBe(nirKey("1850219123456"));
    expect(nirKey("185022B123456")).toBe(nirKey("1850218123456"));
    expect(checkNir(withKey("185022A123456"))).toEqual({ ok: true, nir: withKey("185022A123456") });
    expect(checkNir(`${withKey("185022B123456").toLowerCase()}`).ok).toBe(true);
    // The 2A number's key is not the 2B number's: a swapped letter is caught.
    expect(checkNir(`185022B123456${withKey("185022A123456").slice(13)}`)).toEqual({ ok: false, problem: "nir.key" });
  });
});
