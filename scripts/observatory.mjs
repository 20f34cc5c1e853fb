// MDN HTTP Observatory score of the portal served as in production, for three
// addresses: the login page, a legal page and a hashed asset.
//
//   npm run build && node scripts/observatory.mjs            starts build/start.js itself
//   node scripts/observatory.mjs --url http://127.0.0.1:3000  scores a portal already running
//   options: --host portal.example (public host name), --json, --min 100 (exit 1 below it)
//
// The portal itself serves plain http; TLS ends at a proxy in front. The script
// plays that proxy from loopback: an `https://host/path` address is fetched with
// `X-Forwarded-Proto: https`, an `http://host/path` one with `X-Forwarded-Proto:
// http`, both with `Host: host`. The portal it starts runs with NODE_ENV and
// APP_ENV production, TRUST_PROXY=loopback and an https identity provider, as a
// production deployment does (docs/decisions/0023).
//
// Scoring follows the published rules of the MDN HTTP Observatory (v2: the
// tests and modifiers of mdn/mdn-http-observatory, src/analyzer/tests and
// src/grader/charts.js): CSP, cookies, CORS, redirection, referrer policy,
// HSTS, SRI, X-Content-Type-Options, X-Frame-Options, CORP. Every site starts
// at 100; bonuses count only when the score without them is 90 or more. HSTS
// preload-list membership (a +5 the list grants) is not looked up.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePorts } from "./free-port.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const publicHost = option("host", "portal.example");
const minimum = Number(option("min", "100"));
const asJson = process.argv.includes("--json");

/* ------------------------------------------------------------ retrieval */

/** One request to the portal as the TLS proxy would forward it. */
function fetchVia(origin, url, { method = "GET", headers = {} } = {}) {
  const target = new URL(url);
  const portal = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: portal.hostname,
        port: portal.port,
        method,
        path: `${target.pathname}${target.search}`,
        headers: {
          Host: target.host,
          "X-Forwarded-Proto": target.protocol.slice(0, -1),
          Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ url: target, status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** Follows redirects like the Observatory's session: every hop, the first address included. */
async function session(origin, url) {
  const history = [];
  let current = url;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetchVia(origin, current);
    history.push(response);
    const location = response.headers.location;
    if (response.status < 300 || response.status > 399 || !location) break;
    current = new URL(location, current).href;
  }
  return { response: history.at(-1), history };
}

function headerList(response, name) {
  const value = response?.headers[name.toLowerCase()];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/* ---------------------------------------------------------------- tests */

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...BROAD, ...UNSAFE_INLINE]);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

function parseCsp(policies) {
  const csp = new Map();
  for (const [index, policy] of policies.entries()) {
    for (const entry of policy.split(";")) {
      const [name, ...values] = entry.trim().split(/\s+/);
      if (!name) continue;
      const directive = name.toLowerCase();
      if (index === 0 && csp.has(directive)) throw new Error(`duplicate ${directive}`);
      const sources = values.length > 0 ? values.map((value) => value.toLowerCase()) : directive.endsWith("-src") ? ["'none'"] : [];
      if (index === 0) csp.set(directive, new Set(sources));
    }
  }
  return csp;
}

function cspTest(auto, secure) {
  const policies = headerList(auto, "content-security-policy").flatMap((value) => value.split(",").map((part) => part.trim()));
  if (policies.length === 0) return { result: "csp-not-implemented", modifier: -25 };
  let csp;
  try {
    csp = parseCsp(policies);
  } catch {
    return { result: "csp-header-invalid", modifier: -25 };
  }
  const get = (name, fallback = ["*"]) => new Set(csp.get(name) ?? csp.get("default-src") ?? fallback);
  const scriptSrc = get("script-src");
  const styleSrc = get("style-src");
  const objectSrc = get("object-src");
  for (const list of [scriptSrc, styleSrc]) if ([...list].some((s) => NONCES_HASHES.some((n) => s.startsWith(n)))) list.delete("'unsafe-inline'");
  let result = null;
  if ([...scriptSrc].some((s) => NONCES_HASHES.some((n) => s.startsWith(n))) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc])
      if ([...BROAD].some((b) => source.startsWith(b)) || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = "csp-header-invalid";
  }
  const active = [...csp].filter(([name]) => !["img-src", "media-src", "script-src"].includes(name)).flatMap(([, list]) => [...list]);
  active.push(...scriptSrc);
  const passive = ["img-src", "media-src"].flatMap((name) => [...(csp.get(name) ?? csp.get("default-src") ?? [])]);
  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => BROAD.has(s))) result ??= "csp-implemented-with-unsafe-inline";
  if (secure && active.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) result ??= "csp-implemented-with-insecure-scheme";
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= "csp-implemented-with-unsafe-eval";
  if (secure && passive.some((s) => s.startsWith("http:") || s.startsWith("ftp:"))) result ??= "csp-implemented-with-insecure-scheme-in-passive-content-only";
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) result ??= "csp-implemented-with-unsafe-inline-in-style-src-only";
  const defaultSrc = csp.get("default-src");
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) result ??= "csp-implemented-with-no-unsafe-default-src-none";
  result ??= "csp-implemented-with-no-unsafe";
  const modifiers = {
    "csp-implemented-with-no-unsafe-default-src-none": 10,
    "csp-implemented-with-no-unsafe": 5,
    "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
    "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
    "csp-implemented-with-unsafe-eval": -10,
    "csp-implemented-with-unsafe-inline": -20,
    "csp-implemented-with-insecure-scheme": -20,
    "csp-header-invalid": -25,
  };
  return { result, modifier: modifiers[result], data: Object.fromEntries([...csp].map(([name, list]) => [name, [...list]])) };
}

function parseCookie(header) {
  const [pair, ...attributes] = header.split(";").map((part) => part.trim());
  const cookie = { name: pair.split("=")[0], secure: false, httpOnly: false, sameSite: null, rawSameSite: undefined };
  for (const attribute of attributes) {
    const [key, value] = attribute.split("=");
    const name = key.trim().toLowerCase();
    if (name === "secure") cookie.secure = true;
    if (name === "httponly") cookie.httpOnly = true;
    if (name === "samesite") {
      cookie.rawSameSite = value?.trim() ?? "";
      cookie.sameSite = ["lax", "strict", "none"].includes(cookie.rawSameSite.toLowerCase()) ? cookie.rawSameSite.toLowerCase() : null;
    }
  }
  return cookie;
}

const COOKIE_ORDER = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];

function cookiesTest(setCookieHeaders, hstsPasses) {
  const worse = (next, current) => (!current || COOKIE_ORDER.indexOf(next) > COOKIE_ORDER.indexOf(current) ? next : current);
  let result = null;
  const jar = new Map();
  for (const header of setCookieHeaders) {
    const cookie = parseCookie(header);
    if (cookie.rawSameSite !== undefined && cookie.sameSite === null) result = worse("cookies-samesite-flag-invalid", result);
    jar.set(cookie.name, cookie);
  }
  if (jar.size === 0) return { result: "cookies-not-found", modifier: 0 };
  let missingSameSite = false;
  for (const cookie of jar.values()) {
    const session = ["login", "sess"].some((word) => cookie.name.toLowerCase().includes(word));
    const antiCsrf = cookie.name.toLowerCase().includes("csrf");
    if (!cookie.secure && cookie.sameSite === "none") result = worse("cookies-samesite-flag-invalid", result);
    if (!cookie.secure) result = worse(hstsPasses ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag", result);
    if (antiCsrf && !cookie.sameSite) result = worse("cookies-anticsrf-without-samesite-flag", result);
    if (session && !cookie.secure)
      result = worse(hstsPasses ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag", result);
    if (session && !cookie.httpOnly) result = worse("cookies-session-without-httponly-flag", result);
    if (!cookie.sameSite) missingSameSite = true;
  }
  result ??= missingSameSite ? "cookies-secure-with-httponly-sessions" : "cookies-secure-with-httponly-sessions-and-samesite";
  const modifiers = {
    "cookies-secure-with-httponly-sessions-and-samesite": 5,
    "cookies-secure-with-httponly-sessions": 0,
    "cookies-without-secure-flag-but-protected-by-hsts": -5,
    "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
    "cookies-without-secure-flag": -20,
    "cookies-samesite-flag-invalid": -20,
    "cookies-anticsrf-without-samesite-flag": -20,
    "cookies-session-without-httponly-flag": -30,
    "cookies-session-without-secure-flag": -40,
  };
  return { result, modifier: modifiers[result], data: [...jar.keys()] };
}

function corsTest(preflight, probeOrigin) {
  const allowOrigin = headerList(preflight, "access-control-allow-origin")[0];
  if (!allowOrigin) return { result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  const credentials = headerList(preflight, "access-control-allow-credentials")[0]?.trim().toLowerCase() === "true";
  if (allowOrigin.trim() === "*") return { result: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 };
  if (allowOrigin === probeOrigin && credentials) return { result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 };
  return { result: "cross-origin-resource-sharing-implemented-with-restricted-access", modifier: 0 };
}

function redirectionTest(httpHistory) {
  const route = httpHistory.map((response) => response.url);
  const hops = httpHistory.map((response) => `${response.status} ${response.url.href}`);
  if (route.length === 1) return { result: "redirection-missing", modifier: -20, data: hops };
  if (route.at(-1).protocol !== "https:") return { result: "redirection-not-to-https", modifier: -20, data: hops };
  if (route[1].protocol === "http:") return { result: "redirection-not-to-https-on-initial-redirection", modifier: -10, data: hops };
  if (route[0].protocol === "http:" && route[1].protocol === "https:" && route[0].hostname !== route[1].hostname) {
    return { result: "redirection-off-host-from-http", modifier: -5, data: hops };
  }
  return { result: "redirection-to-https", modifier: 0, data: hops };
}

function referrerTest(auto) {
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const values = headerList(auto, "referrer-policy");
  if (values.length === 0) return { result: "referrer-policy-not-implemented", modifier: 0 };
  const policy =
    values
      .join(",")
      .split(",")
      .map((value) => value.trim().toLowerCase())
      .filter((value) => good.includes(value) || bad.includes(value))
      .at(-1) ?? "";
  if (good.includes(policy)) return { result: "referrer-policy-private", modifier: 5, data: policy };
  if (bad.includes(policy)) return { result: "referrer-policy-unsafe", modifier: -5, data: policy };
  return { result: "referrer-policy-header-invalid", modifier: -5 };
}

function hstsTest(https) {
  const header = headerList(https, "strict-transport-security")[0];
  if (!header) return { result: "hsts-not-implemented", modifier: -20 };
  if (header.includes(",")) return { result: "hsts-header-invalid", modifier: -20 };
  const parts = header.split(";").map((part) => part.trim().toLowerCase());
  const maxAge = parts.find((part) => part.startsWith("max-age="));
  if (!maxAge) return { result: "hsts-header-invalid", modifier: -20 };
  const seconds = Number.parseInt(maxAge.slice(8), 10);
  const data = { maxAge: seconds, includeSubDomains: parts.includes("includesubdomains"), preload: parts.includes("preload") };
  // 15552000: the Observatory's "six months".
  if (seconds < 15_552_000) return { result: "hsts-implemented-max-age-less-than-six-months", modifier: -10, data };
  return { result: "hsts-implemented-max-age-at-least-six-months", modifier: 0, data };
}

function sriTest(auto, pageUrl) {
  const type = (headerList(auto, "content-type")[0] ?? "").split(";")[0].trim();
  if (type && !["text/html", "application/xhtml+xml"].includes(type)) return { result: "sri-not-implemented-response-not-html", modifier: 0 };
  const scripts = [...auto.body.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]);
  if (scripts.length === 0) return { result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  const order = [
    "sri-implemented-and-all-scripts-loaded-securely",
    "sri-implemented-and-external-scripts-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
  ];
  const worse = (next, current) => (!current || order.indexOf(next) > order.indexOf(current) ? next : current);
  let result = null;
  let foreign = false;
  for (const attributes of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity\s*=/i.test(attributes);
    const relativeProtocol = /^\/\/[^/]/.test(src);
    const full = /^https?:\/\//.test(src);
    const relativeOrigin = !relativeProtocol && !full;
    const sameSite =
      relativeProtocol || relativeOrigin || new URL(src).hostname.split(".").slice(-2).join(".") === pageUrl.hostname.split(".").slice(-2).join(".");
    const secureOrigin = relativeOrigin || (sameSite && !relativeProtocol);
    const secureScheme = (full && new URL(src).protocol === "https:") || (relativeOrigin && pageUrl.protocol === "https:");
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) result = worse("sri-implemented-but-external-scripts-not-loaded-securely", result);
      else if (!integrity && secureScheme) result = worse("sri-not-implemented-but-external-scripts-loaded-securely", result);
      else if (!integrity) result = worse("sri-not-implemented-and-external-scripts-not-loaded-securely", result);
    } else if (integrity && secureScheme && !result) {
      result = "sri-implemented-and-all-scripts-loaded-securely";
    }
  }
  result ??= foreign ? "sri-implemented-and-external-scripts-loaded-securely" : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
  const modifiers = {
    "sri-implemented-and-all-scripts-loaded-securely": 5,
    "sri-implemented-and-external-scripts-loaded-securely": 5,
    "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
    "sri-not-implemented-but-external-scripts-loaded-securely": -5,
    "sri-implemented-but-external-scripts-not-loaded-securely": -20,
    "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  };
  return { result, modifier: modifiers[result] };
}

function xContentTypeOptionsTest(auto) {
  const value = headerList(auto, "x-content-type-options")[0];
  if (!value) return { result: "x-content-type-options-not-implemented", modifier: -5 };
  return value.trim().toLowerCase() === "nosniff"
    ? { result: "x-content-type-options-nosniff", modifier: 0 }
    : { result: "x-content-type-options-header-invalid", modifier: -5 };
}

function xFrameOptionsTest(auto, csp) {
  if (csp.data?.["frame-ancestors"]) return { result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const value = headerList(auto, "x-frame-options")[0]?.trim().toLowerCase();
  if (!value) return { result: "x-frame-options-not-implemented", modifier: -20 };
  if (["deny", "sameorigin"].includes(value)) return { result: "x-frame-options-sameorigin-or-deny", modifier: 5 };
  if (value.startsWith("allow-from")) return { result: "x-frame-options-allow-from-origin", modifier: 0 };
  return { result: "x-frame-options-header-invalid", modifier: -20 };
}

function corpTest(auto) {
  const value = headerList(auto, "cross-origin-resource-policy").join(", ").trim().toLowerCase();
  if (!value) return { result: "corp-not-implemented", modifier: 0 };
  if (value === "same-origin") return { result: "corp-implemented-with-same-origin", modifier: 10 };
  if (value === "same-site") return { result: "corp-implemented-with-same-site", modifier: 10 };
  if (value === "cross-origin") return { result: "corp-implemented-with-cross-origin", modifier: 0 };
  return { result: "corp-header-invalid", modifier: -5 };
}

/* -------------------------------------------------------------- scoring */

const PROBE_ORIGIN = "https://http-observatory.security.mozilla.org";

async function scan(origin, pathname) {
  const httpSession = await session(origin, `http://${publicHost}${pathname}`);
  const httpsSession = await session(origin, `https://${publicHost}${pathname}`);
  const auto = httpsSession.response;
  if (auto.status >= 400 && ![401, 403].includes(auto.status)) throw new Error(`${pathname}: the site answered ${auto.status}`);
  const finalUrl = httpsSession.history.at(-1).url;
  // The Observatory also reads /robots.txt for cookies, and sends a CORS preflight.
  const robots = await fetchVia(origin, `https://${publicHost}/robots.txt`);
  const preflight = await fetchVia(origin, finalUrl.href, { method: "OPTIONS", headers: { Origin: PROBE_ORIGIN, "Access-Control-Request-Method": "GET" } });
  const hsts = hstsTest(httpsSession.response);
  const csp = cspTest(auto, finalUrl.protocol === "https:");
  const setCookies = [...httpSession.history, ...httpsSession.history, robots].flatMap((response) => headerList(response, "set-cookie"));
  const tests = {
    "content-security-policy": csp,
    cookies: cookiesTest(setCookies, hsts.modifier >= 0),
    "cross-origin-resource-sharing": corsTest(preflight, PROBE_ORIGIN),
    redirection: redirectionTest(httpSession.history),
    "referrer-policy": referrerTest(auto),
    "strict-transport-security": hsts,
    "subresource-integrity": sriTest(auto, finalUrl),
    "x-content-type-options": xContentTypeOptionsTest(auto),
    "x-frame-options": xFrameOptionsTest(auto, csp),
    "cross-origin-resource-policy": corpTest(auto),
  };
  const modifiers = Object.values(tests).map((test) => test.modifier);
  const penalties = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  const withBonuses = 100 + modifiers.reduce((sum, modifier) => sum + modifier, 0);
  // Bonuses count only once the score without them is an A (90).
  const score = Math.max(0, penalties >= 90 ? withBonuses : penalties);
  return { path: pathname, status: auto.status, score, grade: grade(score), tests };
}

function grade(score) {
  const chart = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
    [0, "F"],
  ];
  return chart.find(([floor]) => score >= floor)[1];
}

/* ---------------------------------------------------------------- run */

async function waitForHealth(origin, child) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`The portal stopped (exit ${child.exitCode})`);
    try {
      const response = await fetchVia(origin, `http://${publicHost}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The portal did not start within 2 minutes");
}

async function startPortal() {
  const [port, brokerPort] = await freePorts(2);
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-observatory-"));
  const child = spawn(process.execPath, [path.join(root, "build/start.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "production",
      SESSION_SECRET: `observatory-${"x".repeat(40)}`,
      TRUST_PROXY: "loopback",
      PORT: String(port),
      BROKER_PORT: String(brokerPort),
      BROKER_DATA_DIR: dataDir,
      // In production the identity provider is reached over https (the embedded one is plain http).
      OIDC_AUTHORIZE_URL: "https://idp.example/authorize",
      LOG_LEVEL: "silent",
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

const given = option("url", null);
const portal = given ? { origin: given, stop: () => undefined } : await startPortal();
try {
  const login = "/en-fr/login";
  const loginPage = await fetchVia(portal.origin, `https://${publicHost}${login}`);
  const asset = /\/assets\/[^"']+\.js/.exec(loginPage.body)?.[0];
  if (!asset) throw new Error("No hashed asset on the login page");
  const results = [];
  for (const pathname of [login, "/en-fr/legals", asset]) results.push(await scan(portal.origin, pathname));
  if (asJson) {
    console.log(JSON.stringify(results, (key, value) => (value instanceof URL ? value.href : value), 2));
  } else {
    for (const result of results) {
      console.log(`\n${result.path} (${result.status}): ${result.score} ${result.grade}`);
      for (const [name, test] of Object.entries(result.tests)) {
        console.log(`  ${String(test.modifier >= 0 ? `+${test.modifier}` : test.modifier).padStart(4)}  ${name.padEnd(30)} ${test.result}`);
      }
      const hops = result.tests.redirection.data;
      if (hops) console.log(`        http hops: ${hops.join(" → ")}`);
    }
  }
  const below = results.filter((result) => result.score < minimum);
  if (below.length > 0) {
    console.error(`\nBelow ${minimum}: ${below.map((result) => `${result.path} ${result.score}`).join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  portal.stop();
}
