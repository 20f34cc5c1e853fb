// Lighthouse 12 (mobile, simulated throttling) on the page types of issue 43: the login page, the
// signed-in home, a contract tab and the claim declaration; per page the performance and
// best-practices scores, total blocking time, and every best-practices audit that lost points
// (console errors, CSP, source maps, deprecated APIs…) with its items. Reported, never asserted:
// the simulated throttling scales with the machine's load (`uptime` is recorded with the scores).
//
//   npm run build && node bench/lighthouse-pages.mjs      (CHROME_PATH, default /usr/bin/chromium)
//   LIGHTHOUSE_PAGES=login,home LIGHTHOUSE_RUNS=3 node bench/lighthouse-pages.mjs   some pages, each audited 3 times
//                                         (every run kept, in order: a busy machine moves the scores by several points)
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { signIn } from "./home-load.mjs";
import { benchServerEnv, freePort, waitFor } from "./processes.mjs";
import { chromiumFlags } from "../tests/chromium-flags.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const [port, brokerPort] = [await freePort(), await freePort()];
const env = { ...benchServerEnv(), SKIP_BUILD: "1" };
delete env.SENTRY_DSN;
const server = spawn(process.execPath, ["build/start.js"], {
  cwd: root,
  env: { ...env, PORT: String(port), BROKER_PORT: String(brokerPort), BROKER_DATA_DIR: mkdtempSync(path.join(tmpdir(), "portal-lh-")), BROKER_API_URL: "" },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://localhost:${port}`;
const results = { date: new Date().toISOString(), loadAverage: readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" "), pages: {} };
try {
  await waitFor(`${base}/healthz`, 300_000);
  const { cookie, home } = await signIn(base, "demo.full@example.com", "Demo-Password-1");
  const pages = {
    login: ["/fr-fr/connexion", null],
    home: [home, cookie],
    contractTab: ["/fr-fr/contrats/ctr_courtia-fr_full_formalised/details", cookie],
    claimDeclaration: ["/fr-fr/sinistres/declarer", cookie],
  };
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const audit = async (pathname, pageCookie, attempt = 1) => {
    const browser = await chromeLauncher.launch({ chromePath: chrome, chromeFlags: ["--headless", ...chromiumFlags] });
    const lhr = await lighthouse(`${base}${pathname}`, {
      port: browser.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "best-practices"],
      ...(pageCookie ? { extraHeaders: { Cookie: pageCookie } } : {}),
    }).then(
      (result) => result.lhr,
      async (error) => {
        await browser.kill();
        throw error;
      },
    );
    if (!lhr.runtimeError || attempt > 1) return { lhr, browser, attempts: attempt };
    await browser.kill();
    return audit(pathname, pageCookie, attempt + 1);
  };
  const only = process.env.LIGHTHOUSE_PAGES?.split(",");
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
  const audits = Object.entries(pages)
    .filter(([name]) => !only || only.includes(name))
    .flatMap(([name, target]) => Array.from({ length: runs }, (_, run) => [runs > 1 ? `${name}#${run + 1}` : name, target]));
  for (const [name, [pathname, pageCookie]] of audits) {
    // A trace Lighthouse could not record (NO_NAVSTART, seen on a busy machine) is its own failure, not the
    // page's: one more try in a new browser before the page is reported without scores.
    const { lhr, browser, attempts } = await audit(pathname, pageCookie);
    try {
      const score = (id) => (typeof lhr.categories[id]?.score === "number" ? Math.round(lhr.categories[id].score * 100) : null);
      const lost = lhr.categories["best-practices"].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => ({
          id: ref.id,
          title: lhr.audits[ref.id].title,
          items: (lhr.audits[ref.id].details?.items ?? []).slice(0, 5).map((item) => JSON.stringify(item).slice(0, 300)),
        }));
      results.pages[name] = {
        path: pathname,
        performance: score("performance"),
        bestPractices: score("best-practices"),
        totalBlockingTimeMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? NaN),
        largestContentfulPaintMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN),
        // The main thread's JavaScript, to judge blocking time by when the load inflates the simulated figures:
        // script time per script (bootup-time) and the long tasks, both in Lighthouse's simulated (4× CPU) terms.
        scriptingMs: Math.round(lhr.audits["bootup-time"]?.details?.summary?.wastedMs ?? NaN),
        mainThreadMs: Math.round(lhr.audits["mainthread-work-breakdown"]?.numericValue ?? NaN),
        longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).map((task) => ({ url: String(task.url).replace(base, ""), ms: Math.round(task.duration) })),
        cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
        bestPracticesLost: lost,
        runtimeError: lhr.runtimeError?.message ?? null,
        attempts,
      };
    } finally {
      await browser.kill();
    }
  }
} finally {
  server.kill("SIGTERM");
}
const json = `${JSON.stringify(results, null, 2)}\n`;
writeFileSync(new URL(`./results/${results.date.slice(0, 10)}-lighthouse-pages.json`, import.meta.url), json);
console.log(json);
