// Side-by-side pairs of capture.mjs's raw pictures, before on the left and after on the right, each
// labelled with its commit, written as JPEG (quality 80) by the same headless Chromium (no ImageMagick here).
//   node docs/issue-31/pairs.mjs <before folder> <after folder> <before commit> <after commit> <output folder>
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags } from "../../tests/chromium-flags.mjs";

const [before, after, from, to, out] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: 800, height: 600 } });

const size = (file) => {
  const png = readFileSync(file);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};
const dataUrl = (file) => `data:image/png;base64,${readFileSync(file).toString("base64")}`;

for (const name of readdirSync(after).filter((file) => file.endsWith(".png"))) {
  const beforeFile = path.join(before, name);
  if (!readdirSync(before).includes(name)) continue;
  // The whole phone page only to compare lengths; desktop pairs at 3/4 so a pair stays under 2,000 px wide.
  const scale = name.includes("-whole") ? 0.35 : name.includes("-1280") ? 0.75 : 1;
  const side = (file, label) => {
    const { width } = size(file);
    return `<figure><figcaption>${label}</figcaption><img src="${dataUrl(file)}" style="width:${Math.round(width * scale)}px"></figure>`;
  };
  await page.setContent(
    `<style>body{margin:0;background:#fff;font:600 18px/1.2 DejaVu Sans,sans-serif}main{display:inline-flex;gap:16px;align-items:flex-start;padding:8px}
    figure{margin:0;border:1px solid #999}figcaption{background:#222;color:#fff;padding:6px 10px}img{display:block}</style>
    <main>${side(beforeFile, `before ${from} — ${name}`)}${side(path.join(after, name), `after ${to} — ${name}`)}</main>`,
  );
  await page.locator("main").screenshot({ path: path.join(out, name.replace(/\.png$/, ".jpg")), type: "jpeg", quality: 80 });
}
await browser.close();
