import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the project's scripts, without types
import { offerSeededFolder, takeSeededFolder } from "./e2e-seeded-folder.mjs";

function seededFolder(): { work: string; seeded: string } {
  const work = mkdtempSync(path.join(tmpdir(), "e2e-seeded-test-"));
  const seeded = path.join(work, "seeded");
  mkdirSync(path.join(seeded, "pglite"), { recursive: true });
  writeFileSync(path.join(seeded, "brand-tokens.json"), '{"azura":"token"}');
  return { work, seeded };
}

describe("the seeded folder handed from the production check to the e2e run", () => {
  const noon = Date.parse("2026-12-03T11:00:00Z");

  it("is taken whole, once, without its stamp, the same day", () => {
    const { work, seeded } = seededFolder();
    const offered = path.join(work, "offered");
    offerSeededFolder(seeded, offered, noon);
    const dataDir = path.join(work, "data");
    expect(takeSeededFolder(dataDir, offered, noon + 60_000)).toBe(true);
    expect(readFileSync(path.join(dataDir, "brand-tokens.json"), "utf8")).toBe('{"azura":"token"}');
    expect(existsSync(path.join(dataDir, "e2e-seeded.json"))).toBe(false);
    expect(takeSeededFolder(path.join(work, "again"), offered, noon + 120_000)).toBe(false);
  });

  it("is refused and removed once older than two hours, on another day (UTC or Paris), or when there is none", () => {
    const { work, seeded } = seededFolder();
    const offered = path.join(work, "offered");
    const refusedAt = (seededAt: number, now: number) => {
      offerSeededFolder(seeded, offered, seededAt);
      const taken = takeSeededFolder(path.join(work, `data-${now}`), offered, now);
      return { taken, left: existsSync(offered) };
    };
    expect(refusedAt(noon, noon + 2 * 60 * 60 * 1000 + 1)).toEqual({ taken: false, left: false });
    // 22:30 and 23:10 UTC: the same UTC day, but midnight has passed in Paris.
    expect(refusedAt(Date.parse("2026-12-03T22:30:00Z"), Date.parse("2026-12-03T23:10:00Z"))).toEqual({ taken: false, left: false });
    expect(takeSeededFolder(path.join(work, "none"), path.join(work, "missing"), noon)).toBe(false);
    // Seeded by other broker code.
    offerSeededFolder(seeded, offered, noon, "digest-before");
    expect(takeSeededFolder(path.join(work, "changed"), offered, noon + 60_000, "digest-after")).toBe(false);
    expect(existsSync(offered)).toBe(false);
  });
});
