// `npm test` needs Debian's Chromium: install it when missing (root on CI and dev machines here).
// Two packages of the same build: `chromium-headless-shell` runs the e2e tests (the old
// headless mode: no browser UI processes, about 2.5 times faster per test on 2 cores,
// docs/decisions/0042), `chromium` is the full browser Lighthouse needs (`npm run bench`).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const wanted = [
  { path: process.env.E2E_CHROME_PATH ?? "/usr/bin/chromium-headless-shell", pkg: "chromium-headless-shell" },
  { path: process.env.CHROME_PATH ?? "/usr/bin/chromium", pkg: "chromium" },
];
const missing = wanted.filter((browser) => !existsSync(browser.path));
if (missing.length > 0) {
  const packages = missing.map((browser) => browser.pkg).join(" ");
  console.log(`${missing.map((browser) => browser.path).join(", ")} not found: installing Debian's ${packages}…`);
  execSync(`bash scripts/apt-install.sh ${packages}`, { stdio: "inherit" });
}
