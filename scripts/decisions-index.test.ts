import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decisionIndex, decisionsDir } from "./decisions-index.mjs";

describe("decisions", () => {
  it("each numbered decision has a date and a status", () => {
    for (const name of readdirSync(decisionsDir).filter((file) => /^\d{4}-/.test(file))) {
      const text = readFileSync(path.join(decisionsDir, name), "utf8");
      expect(text, name).toMatch(/^Date: \d{4}-\d{2}-\d{2}/m);
      expect(text, name).toMatch(/^Status: (accepted|proposed|superseded by \d{4})/m);
    }
  });

  it("the committed index lists every decision as it is now", () => {
    expect(readFileSync(path.join(decisionsDir, "README.md"), "utf8")).toBe(decisionIndex());
  });
});

describe("references to decisions", () => {
  const root = path.resolve(decisionsDir, "../..");
  const numbered = readdirSync(decisionsDir).filter((file) => /^\d{4}-.+\.md$/.test(file));
  const standing = new Set(numbered.map((file) => file.slice(0, 4)));
  // Where each merged number went, as the index says: the standing decision's file, or the design notes.
  const index = readFileSync(path.join(decisionsDir, "README.md"), "utf8");
  const wentTo = new Map([...index.matchAll(/\b(\d{4}) → \[\d{4}\]\(([^)]+)\)/g)].map((m) => [m[1], path.join(decisionsDir, m[2])]));
  for (const [, list] of index.matchAll(/((?:\d{4}, )*\d{4}) → \[design notes\]/g)) {
    for (const number of list.split(", ")) wentTo.set(number, path.join(root, "docs/design-notes.md"));
  }
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (["node_modules", "results", "build", "test-results", "migrations", ".git"].includes(entry.name)) return [];
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : /\.(md|ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
    });
  const files = ["app", "broker", "contract", "scripts", "tests", "docs", "bench", "brands", "README.md"].flatMap((p) => {
    const full = path.join(root, p);
    return p.endsWith(".md") ? [full] : walk(full);
  });

  it("each decision a line names exists, or was merged and the line says where it went", () => {
    const wrong: string[] = [];
    for (const file of files) {
      const lines = readFileSync(file, "utf8").split("\n");
      lines.forEach((line, index) => {
        for (const [, number] of line.matchAll(/(?:decisions?[ /]|docs\/decisions\/)(\d{4})\b/gi)) {
          if (standing.has(number)) continue;
          // A merged number may stay where its story is told (its new home), or on a line that says where it went.
          const home = wentTo.get(number);
          const said = home !== undefined && (home === file || /History|was decisions?|design-notes/.test(line + (lines[index + 1] ?? "")));
          if (!said) wrong.push(`${path.relative(root, file)}:${index + 1} ${number}`);
        }
      });
    }
    expect(wrong).toEqual([]);
  });
});
