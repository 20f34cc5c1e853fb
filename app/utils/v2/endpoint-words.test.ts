import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { templatePath } from "./client.server";
import { endpointWords } from "./endpoint-words";

const apiDir = path.resolve("app/utils/v2/api");

/**
 * Every fixed word of the paths api/ calls: the segments of each call's path (client.get(`…`),
 * post, put, delete, postForm, download) and of its `base` paths, ${…} aside.
 */
function wordsOfApiPaths(): Set<string> {
  const words = new Set<string>();
  const paths = /\.(?:get|post|put|delete|postForm|download)(?:<[^>]*>)?\(\s*(?:`([^`]*)`|"([^"]*)")|const base = \([^)]*\) => `([^`]*)`/g;
  for (const file of readdirSync(apiDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))) {
    for (const match of readFileSync(path.join(apiDir, file), "utf8").matchAll(paths)) {
      const literal = match[1] ?? match[2] ?? match[3];
      for (const piece of literal.replace(/\$\{[^}]*\}/g, "\0").split("/")) {
        if (/^[a-z]+(?:-[a-z]+)*$/.test(piece)) words.add(piece);
      }
    }
  }
  return words;
}

describe("templatePath", () => {
  it("knows every word of the v2 paths the portal calls", () => {
    const words = wordsOfApiPaths();
    expect(words.size).toBeGreaterThan(30);
    expect([...words].filter((word) => !endpointWords.has(word))).toEqual([]);
  });

  it.each([
    [
      "clients/cli_azura_full/contracts/ctr_azura/payment-method-switchable/periodicity-switchable",
      "clients/:id/contracts/:id/payment-method-switchable/periodicity-switchable",
    ],
    ["clients/cli_1/contracts/ctr_azura_full_formalised/payments/inv_azura_fleet_unpaid/unpaid-intent", "clients/:id/contracts/:id/payments/:id/unpaid-intent"],
    ["clients/42/contracts/C-2024-0042/documents-required/abc", "clients/:id/contracts/:id/documents-required/:id"],
    ["clients/dupont/certificates?year=2024", "clients/:id/certificates"],
    ["clients/jean.dupont%40example.com/session", "clients/:id/session"],
    ["clients/authentication/magic-link", "clients/authentication/magic-link"],
    ["/v2/clients/x/contracts/y/details", "/v2/clients/:id/contracts/:id/details"],
  ])("logs %s as %s", (calledPath, logged) => {
    expect(templatePath(calledPath)).toBe(logged);
  });
});
