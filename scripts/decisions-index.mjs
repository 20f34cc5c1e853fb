// Writes docs/decisions/README.md: the index of the numbered decisions, with
// their date and status, read from the files themselves.
// `node scripts/decisions-index.mjs` after adding a decision; a unit test
// fails when the committed index is out of date.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
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
    'Choices the SPEC leaves open ("not shown") and choices of design, one short file each: context, decision, consequences. New ones start from [template.md](template.md), take the next number, and are added here by `node scripts/decisions-index.mjs`. A decision is never edited into its opposite: a new one supersedes it and the old one\'s status says so.',
    "",
    "| Decision | Date | Status |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(decisionsDir, "README.md"), decisionIndex());
}
