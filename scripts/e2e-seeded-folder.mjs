// A seeded broker data folder handed from the production check to the next e2e run (decision 0247).
// `npm test` seeds a PGlite folder with this checkout's broker during the production check's install; the
// e2e web server, which otherwise starts alone on an empty folder (initdb, migrations, seed), takes a copy
// of it instead. Taken once (renamed away), only the same day within two hours (the demo's dates are
// relative to the day it was seeded), and only if the broker's code is still what seeded it.
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const offeredFolder = path.join(root, "test-results/e2e-seeded");
const stampFile = "e2e-seeded.json";
const MAX_AGE_MS = 2 * 60 * 60 * 1000;

/** A digest of every file under broker/ (4.6 MB, a few ms): what migrates and seeds the folder. */
export function brokerSourceDigest(folder = path.join(root, "broker")) {
  const hash = createHash("sha256");
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) hash.update(`${path.relative(folder, file)}\0`).update(readFileSync(file));
    }
  };
  walk(folder);
  return hash.digest("hex");
}

// The day in UTC and in Europe/Paris (the product's zone): either changing makes the demo's dates stale.
const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });
const today = (at) => `${new Date(at).toISOString().slice(0, 10)} ${parisDay.format(at)}`;

/** Leaves a copy of `seeded` for the next e2e run, replacing any earlier one. */
export function offerSeededFolder(seeded, offered = offeredFolder, now = Date.now(), digest = brokerSourceDigest()) {
  rmSync(offered, { recursive: true, force: true });
  const partial = `${offered}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(seeded, partial, { recursive: true });
  writeFileSync(path.join(partial, stampFile), JSON.stringify({ seededAt: now, digest }));
  // Whole or not at all: the e2e run never sees a half-copied folder.
  renameSync(partial, offered);
}

/**
 * Moves the offered folder to `dataDir` (which must not exist) when there is a fresh one: true if it did.
 * A stale one is removed.
 */
export function takeSeededFolder(dataDir, offered = offeredFolder, now = Date.now(), digest = undefined) {
  const stamp = path.join(offered, stampFile);
  if (!existsSync(stamp)) return false;
  let seededAt = 0;
  let seededBy = "";
  try {
    const stamped = JSON.parse(readFileSync(stamp, "utf8"));
    seededAt = Number(stamped.seededAt) || 0;
    seededBy = String(stamped.digest);
  } catch {
    // An unreadable stamp: refused below, as a folder from no known code.
  }
  // The broker's digest is read only when a folder is offered (most runs outside `npm test` have none).
  if (seededBy !== (digest ?? brokerSourceDigest()) || today(seededAt) !== today(now) || now - seededAt > MAX_AGE_MS || seededAt > now) {
    rmSync(offered, { recursive: true, force: true });
    return false;
  }
  renameSync(offered, dataDir);
  rmSync(path.join(dataDir, stampFile), { force: true });
  return true;
}
