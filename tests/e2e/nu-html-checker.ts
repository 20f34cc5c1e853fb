import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { collectedPagesDir } from "./page-checks";

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

/**
 * Remix writes its stream scripts after `</html>` (valid for browsers, "Stray start tag script"
 * for the checker): they are moved before `</body>`, the rest of the page is checked as sent.
 */
export function withTailInBody(html: string): string {
  const end = html.lastIndexOf("</body></html>");
  if (end < 0) return html;
  const tail = html.slice(end + "</body></html>".length);
  return `${html.slice(0, end)}${tail}</body></html>`;
}

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number };

/** The collected pages through one run of the checker: how many, and each error as "address: message (extract)". */
export function validateCollectedPages(folder = collectedPagesDir): { pages: number; errors: string[] } {
  const collected = readdirSync(folder).filter((name) => name.endsWith(".html"));
  if (collected.length === 0) return { pages: 0, errors: [] };
  const work = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const urls = new Map<string, string>();
    for (const name of collected) {
      const file = path.join(work, name);
      writeFileSync(file, withTailInBody(readFileSync(path.join(folder, name), "utf8")));
      urls.set(`file:${file}`, readFileSync(path.join(folder, name.replace(/\.html$/, ".url")), "utf8"));
    }
    const java = spawnSync("java", ["-version"]);
    if (java.error) throw new Error("java not found: run `node scripts/ensure-java.mjs` (npm run test:e2e does)");
    // -XX:TieredStopAtLevel=1: the JIT's quick tier only. The checker is a short run over a few hundred pages, done
    // before the optimising tier pays off: the same report for half the CPU (12.5 s -> 5.8 s for 246 pages, load 10).
    const run = spawnSync(
      "java",
      [
        "-Xss2m",
        "-XX:TieredStopAtLevel=1",
        "-jar",
        vnuJar,
        "--errors-only",
        "--format",
        "json",
        "--exit-zero-always",
        ...collected.map((name) => path.join(work, name)),
      ],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    // vnu writes its JSON report on standard error.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === "error" || message.subType === "fatal" || message.type === "non-document-error")
      .map(
        (message) =>
          `${(message.url && urls.get(message.url)) ?? message.url}:${message.lastLine ?? ""} ${message.message}${message.extract ? ` (${message.extract.trim()})` : ""}`,
      );
    return { pages: collected.length, errors };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
