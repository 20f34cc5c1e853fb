// First-load JavaScript of a page: every script and modulepreload the HTML names, gzip -9;
// and its stylesheets (each a render-blocking request).
import { gzipSync } from "node:zlib";

/** Bytes of an asset as served, and gzipped. */
async function sizes(url) {
  const response = await fetch(url);
  // A build whose server and browser halves disagree answers 404 pages for its assets: never count those.
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

/** `headers`: a signed-in page's cookie. */
export async function firstLoadJs(base, pathname, headers = {}) {
  const response = await fetch(`${base}${pathname}`, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  const html = await response.text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let raw = 0;
  let gzip = 0;
  const scripts = [];
  for (const url of urls) {
    const size = await sizes(`${base}${url}`);
    raw += size.raw;
    gzip += size.gzip;
    scripts.push({ url, gzipKB: +(size.gzip / 1024).toFixed(2) });
  }
  scripts.sort((a, b) => b.gzipKB - a.gzipKB);
  const stylesheets = new Set([...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  let cssGzip = 0;
  for (const url of stylesheets) cssGzip += (await sizes(`${base}${url}`)).gzip;
  return {
    files: urls.size,
    stylesheets: stylesheets.size,
    cssGzipKB: +(cssGzip / 1024).toFixed(1),
    rawKB: +(raw / 1024).toFixed(1),
    gzipKB: +(gzip / 1024).toFixed(2),
    htmlGzipKB: +(gzipSync(html).length / 1024).toFixed(1),
    scripts,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://localhost:3000";
  for (const path of process.argv.slice(3)) console.log(path, await firstLoadJs(base, path));
}
