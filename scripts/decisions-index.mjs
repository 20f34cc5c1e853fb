// Writes docs/decisions/README.md: the index of the numbered decisions, with
// their date and status, read from the files themselves.
// `node scripts/decisions-index.mjs` after adding a decision; a unit test
// fails when the committed index is out of date.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const decisionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../docs/decisions");

export function decisionIndex(dir = decisionsDir) {
  const rows = readdirSync(dir)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(dir, name), "utf8");
      const title = text.match(/^# (.+)$/m)?.[1] ?? name;
      const date = text.match(/^Date: (.+?)\s*$/m)?.[1] ?? "";
      const status = text.match(/^Status: (.+?)\s*$/m)?.[1] ?? "";
      return `| [${title}](${name}) | ${date} | ${status} |`;
    });
  return [
    "# Decisions",
    "",
    'Choices the SPEC leaves open ("not shown") and choices of design, one short file each: context, decision, consequences. New ones start from [template.md](template.md), take the next number, and are added here by `node scripts/decisions-index.mjs`. A decision is never edited into its opposite: a new one supersedes it and the old one\'s status says so. A superseded decision is then merged into the one that stands, whose History section says what it said; small visual rules are in [design-notes.md](../design-notes.md).',
    "",
    ...mergedNumbers(dir),
    "| Decision | Date | Status |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

/** Where the numbers of merged decisions went: read from the History sections and the design notes. */
function mergedNumbers(dir) {
  const merged = [];
  for (const name of readdirSync(dir).filter((file) => /^\d{4}-.+\.md$/.test(file))) {
    const history = readFileSync(path.join(dir, name), "utf8").split(/^## History$/m)[1] ?? "";
    for (const [, number] of history.matchAll(/^- \*\*(\d{4})\*\* \(/gm)) merged.push(`${number} → [${name.slice(0, 4)}](${name})`);
  }
  const notes = path.join(dir, "../design-notes.md");
  const visual = existsSync(notes)
    ? [...readFileSync(notes, "utf8").matchAll(/was\s+decisions?\s+((?:\d{4}|,|\s|and)+)/g)].flatMap((m) => m[1].match(/\d{4}/g) ?? [])
    : [];
  if (merged.length === 0 && visual.length === 0) return [];
  const lines = merged.sort();
  if (visual.length > 0) lines.push(`${[...new Set(visual)].sort().join(", ")} → [design notes](../design-notes.md)`);
  return [`Merged numbers: ${lines.join("; ")}.`, ""];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(decisionsDir, "README.md"), decisionIndex());
}
