/**
 * Vite plugin: the license notices of the packages in the browser bundle go
 * into one file, `/assets/third-party-licenses.txt`, instead of a comment
 * repeated at the top of every chunk. The repeated comments were 1.3 KB gzip
 * of the login page's first-load JavaScript (issue 8 asks ≤ 110 KB); the MIT
 * and ISC notices still ship with every copy, in that file.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const licenseFileName = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

/** `…/node_modules/@scope/name/…` → the package's folder and name (the last node_modules wins). */
function packageOf(moduleId: string): { name: string; folder: string } | null {
  const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(moduleId.replace(/\\/g, "/").replace(/^\0/, ""));
  return match ? { name: match[2], folder: match[1] } : null;
}

function noticeOf(folder: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as { version?: string; license?: string };
  const file = readdirSync(folder).find((entry) => licenseFileName.test(entry));
  const text = file ? readFileSync(path.join(folder, file), "utf8").trim() : `License: ${manifest.license ?? "see the package"}`;
  return `${name}@${manifest.version ?? "?"} (${manifest.license ?? "unknown"})\n\n${text}`;
}

export function thirdPartyLicenses(): Plugin {
  return {
    name: "third-party-licenses",
    apply: "build",
    // The minifier drops the notices from the chunks; generateBundle writes them once.
    config: () => ({ esbuild: { legalComments: "none" } }),
    generateBundle(options, bundle) {
      if (this.environment?.config.consumer === "server") return;
      const packages = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of output.moduleIds) {
          const found = packageOf(id);
          if (found && !packages.has(found.name) && existsSync(path.join(found.folder, "package.json"))) packages.set(found.name, found.folder);
        }
      }
      const notices = [...packages].sort(([a], [b]) => a.localeCompare(b)).map(([name, folder]) => noticeOf(folder, name));
      this.emitFile({
        type: "asset",
        fileName: "assets/third-party-licenses.txt",
        source: `Third-party software in this site's JavaScript, with its license notices.\n\n${notices.join(`\n\n${"-".repeat(72)}\n\n`)}\n`,
      });
    },
  };
}
