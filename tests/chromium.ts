import { chromiumFlags } from "./chromium-flags.mjs";

/**
 * Debian's Chromium headless shell (browser downloads do not work here; scripts/ensure-chromium.mjs
 * installs it), with the flags a closed network needs. The full browser's headless mode opens browser
 * UI processes for every page: a test took 2.5 times as long on 2 cores (docs/decisions/0042).
 * Shared by the e2e and the scale-journey configs.
 */
export const chromium = {
  executablePath: process.env.E2E_CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [...chromiumFlags],
};
