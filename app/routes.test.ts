import type { RouteConfigEntry } from "@remix-run/route-config";
import { describe, expect, it } from "vitest";
import { fullPath, isBuilt, routeTable, type RouteEntry } from "~/route-table";
import routes from "~/routes";
import { rejectionRouteSegment } from "~/utils/request/rejection.server";

function flatten(entries: RouteConfigEntry[], parentPath = ""): { id: string; path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    return [{ id: entry.id ?? entry.file, path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const all = flatten(routes as RouteConfigEntry[]);
const table = routeTable as readonly RouteEntry[];

describe("route table", () => {
  it("names every route of SPEC section 2, children included", () => {
    const names = table.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      "index",
      "login",
      "login-create-password",
      "login-existing-session",
      "login-new-password",
      "login-reset-password-code-by",
      "login-reset-password-email",
      "login-reset-password-enter-code",
      "login-reset-password-got-email",
      "login-reset-password-root",
      "login-reset-password-send-link",
      "login-select-account",
      "connect-sso",
      "intent",
      "contracts",
      "contract",
      "contract-root",
      "contract-details",
      "contract-documents",
      "contract-vehicles",
      "contract-payments",
      "contract-recipients",
      "contract-required",
      "contract-signature",
      "contract-termination",
      "contract-slug",
      "quotes",
      "quote",
      "quote-documents",
      "bespoke-quotes",
      "bespoke-quote",
      "bespoke-quote-root",
      "bespoke-quote-documents",
      "bespoke-quote-required",
      "bespoke-quote-signature",
      "certificates",
      "claims",
      "claim",
      "claim-new",
      "complaints",
      "contact",
      "cookies",
      "delegation",
      "easy-termination",
      "eula",
      "gdpr",
      "health",
      "legals",
      "privacy",
      "pay",
      "payments",
      "profile",
      "kyc",
      "signature-callback",
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it("uses the French words of SPEC section 2", () => {
    const french = (name: string) =>
      fullPath(
        table.find((entry) => entry.name === name)!,
        "fr",
      );
    expect(french("contracts")).toBe("contrats");
    expect(french("contract-payments")).toBe("contrats/:id/paiements");
    expect(french("contract-required")).toBe("contrats/:id/justificatifs");
    expect(french("contract-termination")).toBe("contrats/:id/resiliation");
    expect(french("claim-new")).toBe("sinistres/declarer");
    expect(french("easy-termination")).toBe("resiliation-trois-clics");
    expect(french("gdpr")).toBe("exercice-de-droit-rgpd");
    expect(french("index")).toBe("");
  });

  it("every parent exists and every module of a built entry is a file", () => {
    for (const entry of table) {
      if (entry.parent)
        expect(
          table.some((other) => other.name === entry.parent),
          entry.name,
        ).toBe(true);
    }
  });
});

describe("routes.ts expansion", () => {
  it("gives every mount a distinct id", () => {
    const ids = all.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("mounts each built page once per distinct path, under :locale", () => {
    for (const entry of table.filter(isBuilt).filter((e) => !e.parent)) {
      const mounted = all.filter((route) => route.id === entry.name || route.id === `en:${entry.name}` || route.id === `fr:${entry.name}`);
      const expected = new Set([entry.en, entry.fr].map((path) => [":locale", path].filter(Boolean).join("/")));
      expect(new Set(mounted.map((route) => route.path)), entry.name).toEqual(expected);
    }
  });

  it("mounts no page that is not built", () => {
    for (const entry of table.filter((e) => !isBuilt(e))) {
      expect(
        all.some((route) => route.id.endsWith(`:${entry.name}`) || route.id === entry.name),
        entry.name,
      ).toBe(false);
    }
  });

  it("has the root redirect, the not-found catch-alls and the locale resources", () => {
    expect(all.some((route) => route.file === "routes/_app/root-redirect.tsx")).toBe(true);
    expect(
      all
        .filter((route) => route.file === "routes/_app/not-found.tsx")
        .map((route) => route.path)
        .sort(),
    ).toEqual(["*", ":locale/*"]);
  });

  it("mounts the rejection route below the locale, before the not-found catch-all", () => {
    const paths = all.map((route) => route.path);
    expect(paths).toContain(`:locale/${rejectionRouteSegment}`);
    expect(paths.indexOf(`:locale/${rejectionRouteSegment}`)).toBeLessThan(paths.indexOf(":locale/*"));
  });

  it("expands a known number of routes (reported in the closing note)", () => {
    const pages = all.filter(
      (route) =>
        route.file.startsWith("routes/") &&
        !route.file.includes("not-found") &&
        !route.file.includes("root-redirect") &&
        !route.file.includes("locale-resources") &&
        !route.file.includes("monitoring-check") &&
        !route.file.includes("rejected"),
    );
    // A page is mounted once per path language: once when its words are the same, twice
    // otherwise; a child of a page mounted twice follows each of its parent's mounts.
    const byName = new Map(table.map((entry) => [entry.name, entry]));
    const mountsOf = (entry: (typeof table)[number]): { count: number; perLanguage: boolean } => {
      const parent = entry.parent ? byName.get(entry.parent) : undefined;
      if (parent) {
        const above = mountsOf(parent);
        if (above.perLanguage) return above;
      }
      return entry.en === entry.fr ? { count: 1, perLanguage: false } : { count: 2, perLanguage: true };
    };
    expect(pages.length).toBe(table.filter(isBuilt).reduce((count, entry) => count + mountsOf(entry).count, 0));
  });
});
