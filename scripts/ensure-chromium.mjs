// `npm test` needs Debian's Chromium: install it when missing (root on CI and dev machines here).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log(`${chromium} not found: installing Debian's chromium…`);
  const sudo = process.getuid && process.getuid() !== 0 ? "sudo " : "";
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: "inherit" });
}
