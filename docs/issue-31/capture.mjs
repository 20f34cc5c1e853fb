// Before/after evidence for issue 31 (docs/issue-31/README.md). Not part of any test suite.
//
//   node docs/issue-31/capture.mjs --root <built checkout> --out <folder>
//
// Starts <root>'s built portal with its embedded broker on a fresh demo database (as the e2e
// server does), signs in through the login form, and writes raw PNGs of the chosen pages at
// 390 and 1280 px plus measures.json (the signed-in header's height at 1280 px and the tab
// stops before <main>, five languages, two brands). The same script runs against both
// checkouts, so both sides see the same demo data, day and browser. pairs.sh makes the pairs.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags } from "../../tests/chromium-flags.mjs";
/* global document, window -- in page.evaluate callbacks, which run in the browser */

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(" ")
    .split("--")
    .filter(Boolean)
    .map((each) => each.trim().split(/\s+/)),
);
const root = path.resolve(args.root ?? ".");
const out = path.resolve(args.out ?? "test-results/issue-31");
const only = args.only ? new Set(args.only.split(",")) : null;
mkdirSync(out, { recursive: true });

const password = "Demo-Password-1";
const login = "demo.full@example.com";
const widths = [
  { name: "390", width: 390, height: 780 },
  { name: "1280", width: 1280, height: 900 },
];
const brands = {
  azura: { locale: "fr-fr", country: "fr", loginPath: "/fr-fr/connexion" },
  nordhafen: { locale: "de-de", country: "de", loginPath: "/de-de/login" },
};

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const brokerPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "issue-31-"));
const server = spawn(process.execPath, ["build/start.js"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    BROKER_PORT: String(brokerPort),
    BROKER_DATA_DIR: dataDir,
    APP_ENV: "local",
    LOG_LEVEL: "error",
    BROKER_RATE_LIMIT_FACTOR: "50",
    SESSION_IDLE_MINUTES: "120",
    TRUST_PROXY: "loopback",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

const base = (brand) => `http://${brand}.localhost:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`http://localhost:${port}/healthz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 600) throw new Error("portal did not start");
  await new Promise((r) => setTimeout(r, 500));
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium-headless-shell",
  args: chromiumFlags,
});

let address = 1;
async function context(brand, { js = true, signedIn = true } = {}) {
  const ctx = await browser.newContext({ javaScriptEnabled: js, extraHTTPHeaders: { "X-Forwarded-For": `10.31.0.${address++}` } });
  if (signedIn) {
    const page = await ctx.newPage();
    await page.goto(base(brand) + brands[brand].loginPath);
    const form = page.locator("#password-form");
    await form.locator('input[name="login"]').fill(login);
    await form.locator('input[name="password"]').fill(password);
    await Promise.all([page.waitForURL((url) => url.pathname !== brands[brand].loginPath, { timeout: 60_000 }), form.locator('button[type="submit"]').click()]);
    await page.close();
  }
  return ctx;
}

/** Screenshot of the page from its top, at most maxHeight tall (the whole page when shorter). */
async function shot(page, file, maxHeight) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize().width;
  await page.screenshot({ path: path.join(out, file), fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, maxHeight) } });
  return height;
}

const heights = {};
const contractPayments = {
  azura: "/fr-fr/contrats/ctr_azura_full_formalised/paiements",
  nordhafen: "/de-de/contracts/ctr_nordhafen_full_formal_notice/payments",
};
const pay = {
  azura: { path: "/fr-fr/pay?contract=ctr_azura_full_formal_notice&invoice=inv_azura_notice_unpaid", button: /^Payer/ },
  nordhafen: { path: "/de-de/pay?contract=ctr_nordhafen_full_formal_notice&invoice=inv_nordhafen_notice_unpaid", button: /^(\S+ )?284,70/ },
};
const home = { azura: "/fr-fr/", nordhafen: "/de-de/home" };
const notFound = { azura: "/fr-fr/introuvable", nordhafen: "/de-de/missing" };

const jobs = {
  async home(brand, ctx, page, w) {
    await page.goto(base(brand) + home[brand]);
    heights[`home-${brand}-${w.name}`] = await shot(page, `home-${brand}-${w.name}.png`, 2 * w.height);
  },
  async header(brand, ctx, page, w) {
    await page.goto(base(brand) + home[brand]);
    if (w.name === "390") {
      await page.locator("header summary").first().click();
      await shot(page, `header-menu-open-${brand}-${w.name}.png`, w.height);
    } else {
      const box = await page.locator("header").first().boundingBox();
      await shot(page, `header-${brand}-${w.name}.png`, Math.ceil(box.y + box.height + 40));
    }
  },
  async payments(brand, ctx, page, w) {
    await page.goto(base(brand) + contractPayments[brand]);
    const full = await page.evaluate(() => document.documentElement.scrollHeight);
    heights[`contract-payments-${brand}-${w.name}`] = full;
    await shot(page, `contract-payments-${brand}-${w.name}.png`, w.name === "390" ? 2 * w.height : w.height);
    if (w.name === "390") await page.screenshot({ path: path.join(out, `contract-payments-${brand}-${w.name}-whole.png`), fullPage: true });
  },
  async card(brand, ctx, page, w) {
    await page.goto(base(brand) + pay[brand].path);
    await Promise.all([page.waitForURL(/\/sandbox\/card\//), page.getByRole("button", { name: pay[brand].button }).click()]);
    await shot(page, `card-page-${brand}-${w.name}.png`, w.name === "390" ? 2 * w.height : w.height);
  },
  async notFound(brand, ctx, page, w) {
    await page.goto(base(brand) + notFound[brand]);
    await shot(page, `not-found-${brand}-${w.name}.png`, w.name === "390" ? 2 * w.height : w.height);
  },
  async login(brand, ctx, page, w) {
    await page.goto(base(brand) + brands[brand].loginPath);
    await shot(page, `login-${brand}-${w.name}.png`, w.name === "390" ? 2 * w.height : w.height);
  },
  // A refused SEPA form without JavaScript: what the browser shows where the post lands.
  async sepaRefused(brand, ctx, page, w) {
    await page.goto(base(brand) + contractPayments[brand]);
    const details = page.locator("details").filter({ has: page.locator('input[name="iban"]') });
    await details.locator("summary").click();
    // Two refusals the portal finds itself: the holder left empty, the consent not ticked.
    await details.locator('input[name="iban"]').fill("FR76 3000 6000 0112 3456 7890 189");
    await Promise.all([page.waitForLoadState("load"), page.waitForEvent("framenavigated"), details.locator('button[type="submit"]').click()]);
    await page.waitForLoadState("load");
    await page.screenshot({ path: path.join(out, `sepa-refused-nojs-${brand}-${w.name}.png`) });
    heights[`sepa-refused-nojs-${brand}-${w.name}`] = { scrollY: await page.evaluate(() => window.scrollY), title: await page.title(), url: page.url() };
  },
};
const plan = [
  ["home", { js: true }],
  ["header", { js: true }],
  ["payments", { js: true }],
  ["card", { js: true }],
  ["notFound", { js: true, signedIn: false }],
  ["login", { js: true, signedIn: false }],
  ["sepaRefused", { js: false }],
];

for (const brand of Object.keys(brands)) {
  for (const [job, options] of plan) {
    if (only && !only.has(job)) continue;
    const ctx = await context(brand, options);
    for (const w of widths) {
      const page = await ctx.newPage();
      await page.setViewportSize({ width: w.width, height: w.height });
      try {
        await jobs[job](brand, ctx, page, w);
      } catch (error) {
        console.error(`${job} ${brand} ${w.name}: ${error.message.split("\n")[0]}`);
      }
      await page.close();
    }
    await ctx.close();
  }
}

// The signed-in header at 1280 px in five languages (the brand's own country), and the Tab
// presses from a fresh load until the focus is inside <main>.
const measures = [];
if (!only || only.has("measure")) {
  for (const brand of Object.keys(brands)) {
    const ctx = await context(brand);
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const lang of ["fr", "en", "de", "it", "es"]) {
      const locale = `${lang}-${brands[brand].country}`;
      const url = `${base(brand)}/${locale}/${lang === "fr" ? "contrats" : "contracts"}`;
      await page.goto(url);
      const box = await page.locator("header").first().boundingBox();
      let tabs = 0;
      let first = null;
      for (; tabs < 80;) {
        await page.keyboard.press("Tab");
        tabs++;
        const where = await page.evaluate(() => {
          const el = document.activeElement;
          return { inMain: Boolean(el?.closest("main")), text: (el?.textContent ?? "").trim().slice(0, 40) };
        });
        if (tabs === 1) first = where.text;
        if (where.inMain) break;
      }
      measures.push({ brand, locale, url: new URL(page.url()).pathname, headerHeight: Math.round(box.height), tabsToMain: tabs, firstStop: first });
    }
    await ctx.close();
  }
}

// A partial run (--only) adds to the figures of the earlier runs into the same folder.
const file = path.join(out, "measures.json");
const earlier = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { measures: [], heights: {} };
writeFileSync(file, JSON.stringify({ root, measures: measures.length ? measures : earlier.measures, heights: { ...earlier.heights, ...heights } }, null, 2));
console.log(JSON.stringify({ measures, heights }, null, 2));
await browser.close();
stop();
process.exit(0);
