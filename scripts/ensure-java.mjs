// The e2e run ends with the Nu Html Checker (vnu-jar, tests/e2e/pages.teardown.ts), a Java program:
// install Debian's Java runtime when missing (root on CI and dev machines here), as ensure-chromium.mjs does Chromium.
import { execSync, spawnSync } from "node:child_process";

if (spawnSync("java", ["-version"]).error) {
  console.log("java not found: installing Debian's default-jre-headless…");
  execSync("bash scripts/apt-install.sh default-jre-headless", { stdio: "inherit" });
}
