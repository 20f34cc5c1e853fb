import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { routeIdResolver } from "./route-id.server";

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} });
const routes = {
  root: route("root", undefined, ""),
  "fr:contract": route("fr:contract", "root", ":locale/contrats/:id"),
  "fr:contract/overview": route("fr:contract/overview", "fr:contract", undefined, true),
  "fr:contract/payments": route("fr:contract/payments", "fr:contract", "paiements"),
} as unknown as ServerBuild["routes"];

describe("routeIdResolver", () => {
  const routeIdOf = routeIdResolver(routes);

  it("names the route a page lands on, never its ids", () => {
    expect(routeIdOf("/fr-fr/contrats/ctr_azura_42/paiements")).toBe("fr:contract/payments");
    expect(routeIdOf("/fr-fr/contrats/ctr_azura_42")).toBe("fr:contract/overview");
  });

  it("names a data request by its page", () => {
    expect(routeIdOf("/fr-fr/contrats/ctr_azura_42/paiements.data")).toBe("fr:contract/payments");
  });

  it("says unmatched for a path no route takes", () => {
    expect(routeIdResolver({ "fr:contract": routes["fr:contract"] } as ServerBuild["routes"])("/nowhere")).toBe("unmatched");
  });

  it("says unmatched for a path that does not percent-decode, and prints nothing of it", () => {
    // The router warns on the console with the raw path, which may carry a token: outside the masked log lines.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(routeIdOf("/fr-fr/contrats/s3cr3t%ff/paiements")).toBe("unmatched");
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
