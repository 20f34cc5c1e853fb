/**
 * The forms a page declares (route table `actions`, decision 0170) name
 * broker operations that exist and whose permission the broker decided
 * (decision 0168): the portal's gating and the broker's refusals read one table.
 */
import { describe, expect, it } from "vitest";
import { routeTable } from "./route-table";
import { allRoutes } from "../broker/routes";
import { isClassified, permissionFor } from "../broker/domain/route-permissions";
import { permissionsByRole } from "../contract/codes/delegate-access";
import { permitted } from "./utils/routing/navigation";
import type { RouteEntry } from "./utils/routing/route-entry";

const operations = new Set(allRoutes.map((route) => `${route.method.toUpperCase()} ${route.path}`));
const entries: readonly RouteEntry[] = routeTable;

describe("route table actions", () => {
  it("every declared form calls an operation of the broker's registry, with a decided permission", () => {
    const wrong: string[] = [];
    for (const entry of entries)
      for (const [intent, operation] of Object.entries(entry.actions ?? {})) {
        if (operation === null) continue;
        const [method, path] = operation.split(" ");
        if (!operations.has(operation) || !isClassified(method, path)) wrong.push(`${entry.name} ${intent || "(no intent)"}: ${operation}`);
      }
    expect(wrong).toEqual([]);
  });

  it("a page needing a permission is left out for the functions without it (accountant: no delegation, data rights, profile, claim declaration)", () => {
    const shut = (role: keyof typeof permissionsByRole) => entries.filter((entry) => !permitted(entry, permissionsByRole[role])).map((entry) => entry.name);
    expect(shut("owner")).toEqual([]);
    expect(shut("manager")).toEqual(["delegation", "delegation-revoke"]);
    expect(shut("accountant")).toEqual(expect.arrayContaining(["delegation", "gdpr", "gdpr-data", "profile", "claim-new", "contract-required-upload"]));
    expect(shut("accountant")).not.toContain("pay");
  });

  it("a page's own permission is the one of the broker operations its forms call", () => {
    const wrong: string[] = [];
    for (const entry of entries) {
      if (!entry.permission) continue;
      for (const operation of Object.values(entry.actions ?? {})) {
        if (!operation) continue;
        const [method, path] = operation.split(" ");
        if (permissionFor(method, path) !== entry.permission) wrong.push(`${entry.name}: ${operation} needs ${permissionFor(method, path)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
