// Prints the slowest e2e tests from Playwright's JSON report (playwright.config.ts
// writes it next to the list reporter's output).
//   node tests/tools/slowest-e2e.mjs [count] [report]
import { existsSync, readFileSync } from "node:fs";

const count = Number(process.argv[2] ?? 10);
const reportFile = process.argv[3] ?? "test-results/e2e-report.json";
if (!existsSync(reportFile)) {
  console.log(`No e2e report at ${reportFile}`);
  process.exit(0);
}
const report = JSON.parse(readFileSync(reportFile, "utf8"));

const tests = [];
function walk(suite, titles) {
  const here = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const duration = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      const status = test.results?.at(-1)?.status ?? test.status;
      tests.push({ duration, status, project: test.projectName, file: spec.file ?? suite.file, title: [...here, spec.title].join(" › ") });
    }
  }
  for (const child of suite.suites ?? []) walk(child, here);
}
for (const suite of report.suites ?? []) walk(suite, []);

const ran = tests.filter((test) => test.status !== "skipped");
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(5);
console.log(
  `e2e: ${ran.length} tests run (${tests.length - ran.length} skipped) in ${seconds(report.stats?.duration ?? 0).trim()} s wall time; slowest ${count}:`,
);
for (const test of ran.sort((a, b) => b.duration - a.duration).slice(0, count)) {
  console.log(`  ${seconds(test.duration)} s  [${test.project}] ${test.file} › ${test.title}${test.status === "passed" ? "" : ` (${test.status})`}`);
}

// Where the workers' time goes, by spec file (both projects together).
const byFile = new Map();
for (const test of ran) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.duration);
const files = [...byFile].sort((a, b) => b[1] - a[1]);
const total = files.reduce((sum, [, duration]) => sum + duration, 0);
console.log(`e2e worker time by spec (${seconds(total).trim()} s in all):`);
for (const [file, duration] of files.slice(0, count)) console.log(`  ${seconds(duration)} s  ${file}`);
