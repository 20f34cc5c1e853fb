// First-load JavaScript of every kind of page (issue 31: ≤ 110 KB gzip on every page), measured as
// bench/first-load-js.mjs measures it: every script and modulepreload the HTML names, gzip -9.
// Reported, never asserted (speed and size are measured in bench/, not in tests).
//
//   npm run build && node bench/first-load-pages.mjs [label]
//
// Starts the product as `npm start` runs it (build/start.js, the embedded broker on a fresh
// database, free ports), signs in as the demo client and the demo prospect through the login form,
// prints one line per page and writes bench/results/<date>-<label>.json when a label is given.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { firstLoadJs } from "./first-load-js.mjs";
import { signIn } from "./home-load.mjs";
import { benchServerEnv, freePort, waitFor } from "./processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const budgetKB = 110;
const contract = "ctr_courtia-fr_full_formalised";

/** The pages, by who sees them: "open" needs no session. */
const pages = {
  open: {
    login: "/fr-fr/connexion",
    legal: "/fr-fr/mentions-legales",
    contact: "/fr-fr/contact",
  },
  client: {
    dashboard: "HOME",
    contracts: "/fr-fr/contrats",
    "contract details tab": `/fr-fr/contrats/${contract}/details`,
    "contract documents tab": `/fr-fr/contrats/${contract}/documents`,
    "contract payments tab": `/fr-fr/contrats/${contract}/paiements`,
    "contract required tab": "/fr-fr/contrats/ctr_courtia-fr_full_signed/justificatifs",
    "contract termination tab": `/fr-fr/contrats/${contract}/resiliation`,
    // Where "continue approval" leads (decision 0283): the amendment and its approval form.
    "contract amendment": "/fr-fr/contrats/ctr_courtia-fr_full_rc_amendment/avenant",
    payments: "/fr-fr/payments",
    pay: `/fr-fr/pay?contract=${contract}&invoice=inv_courtia-fr_fleet_unpaid`,
    claims: "/fr-fr/sinistres",
    "claims declare": "/fr-fr/sinistres/declarer",
    profile: "/fr-fr/profile",
  },
  prospect: {
    "prospect home": "HOME",
    quote: "/fr-fr/quotes",
    // A tab of the quote the list leads to.
    "quote documents tab": { from: "/fr-fr/quotes", then: "/documents" },
  },
  bespoke: {
    "bespoke quote": "/fr-fr/bespoke-quotes",
    "bespoke required tab": { from: "/fr-fr/bespoke-quotes", then: "/required" },
    "bespoke signature tab": { from: "/fr-fr/bespoke-quotes", then: "/signature" },
  },
};

for (const file of ["build/server/index.js", "build/start.js"]) {
  if (!existsSync(path.join(root, file))) throw new Error(`No ${file}: run \`npm run build\` first`);
}

const ports = { portal: await freePort(), broker: await freePort() };
const base = `http://localhost:${ports.portal}`;
const env = { ...benchServerEnv(), SKIP_BUILD: "1" };
delete env.SENTRY_DSN;
const server = spawn(process.execPath, ["build/start.js"], {
  cwd: root,
  env: {
    ...env,
    PORT: String(ports.portal),
    BROKER_PORT: String(ports.broker),
    BROKER_DATA_DIR: mkdtempSync(path.join(tmpdir(), "first-load-")),
    BROKER_API_URL: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

/** A page that answers with a redirect (the quote list goes to the prospect's quote): its target. */
async function landing(pathname, headers) {
  const response = await fetch(`${base}${pathname}`, { headers, redirect: "manual" });
  const location = response.status >= 300 && response.status < 400 ? response.headers.get("location") : null;
  return location ? new URL(location, base).pathname + new URL(location, base).search : pathname;
}

const results = {};
try {
  // A loaded machine (other builds and e2e runs) can take over two minutes to start the portal and its broker.
  await waitFor(`${base}/healthz`, 400_000);
  const sessions = {
    open: { cookie: null, home: null },
    client: await signIn(base, "demo.full@example.com", "Demo-Password-1"),
    prospect: await signIn(base, "demo.quote@example.com", "Demo-Password-1"),
    bespoke: await signIn(base, "demo.bespoke-one@example.com", "Demo-Password-1"),
  };
  for (const [who, list] of Object.entries(pages)) {
    const { cookie, home } = sessions[who];
    const headers = cookie ? { Cookie: cookie } : {};
    for (const [name, wanted] of Object.entries(list)) {
      const pathname =
        typeof wanted === "object" ? (await landing(wanted.from, headers)) + wanted.then : await landing(wanted === "HOME" ? home : wanted, headers);
      try {
        results[name] = { path: pathname, ...(await firstLoadJs(base, pathname, headers)) };
      } catch (error) {
        results[name] = { path: pathname, error: String(error.message ?? error) };
      }
      const r = results[name];
      const figure = r.error
        ? r.error
        : `${r.gzipKB.toFixed(2).padStart(6)} KB gzip in ${String(r.files).padStart(2)} scripts${r.gzipKB > budgetKB ? "  over 110" : ""}`;
      console.log(`${name.padEnd(26)} ${figure}   ${pathname}`);
      // A page over the budget names its scripts, heaviest first, so the run shows where the bytes are.
      if (r.gzipKB > budgetKB) for (const s of r.scripts) console.log(`${"".padEnd(30)}${s.gzipKB.toFixed(2).padStart(6)} KB  ${s.url}`);
    }
  }
} finally {
  server.kill("SIGTERM");
}

const label = process.argv[2];
if (label) {
  const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  const file = path.join(root, "bench/results", `${new Date().toISOString().slice(0, 10)}-${label.replace(/[^\w.-]+/g, "-")}.json`);
  const load = spawnSync("uptime", { encoding: "utf8" }).stdout.trim();
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), label, commit, method: "bench/first-load-pages.mjs", load, budgetKB, pages: results }, null, 2)}\n`,
  );
  console.log(`written ${path.relative(root, file)}`);
}
