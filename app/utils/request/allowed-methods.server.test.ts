import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { methodGate } from "./allowed-methods.server";

const noop = () => null;
const route = (id: string, parentId: string | undefined, path: string | undefined, module: Record<string, unknown>, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module,
});
const routes = {
  root: route("root", undefined, "", { default: noop, loader: noop }),
  "fr:contract": route("fr:contract", "root", ":locale/contrats/:id", { default: noop, loader: noop, action: noop }),
  "fr:contract/first": route("fr:contract/first", "fr:contract", undefined, { default: noop, loader: noop }, true),
  "fr:contract/details": route("fr:contract/details", "fr:contract", "details", { default: noop, loader: noop }),
  "fr:contract/required": route("fr:contract/required", "fr:contract", "justificatifs", { default: noop, loader: noop, action: noop }),
  "fr:contract/upload": route("fr:contract/upload", "fr:contract", "justificatifs/:requiredId/envoi", { action: noop }),
  "fr:contract/file": route("fr:contract/file", "fr:contract", "documents/:documentId", { loader: noop }),
  "locale-not-found": route("locale-not-found", "root", ":locale/*", { default: noop, loader: noop }),
} as unknown as ServerBuild["routes"];

const gate = methodGate(routes);
const at = (path: string) => new URL(path, "http://portal");

describe("methodGate", () => {
  it("lets through what the route module answers", () => {
    expect(gate("GET", at("/fr-fr/contrats/c1/details"))).toEqual({ kind: "pass" });
    expect(gate("HEAD", at("/fr-fr/contrats/c1/documents/d1"))).toEqual({ kind: "pass" });
    expect(gate("POST", at("/fr-fr/contrats/c1/justificatifs/r1/envoi"))).toEqual({ kind: "pass" });
    expect(gate("POST", at("/fr-fr/contrats/c1/justificatifs"))).toEqual({ kind: "pass" });
  });

  it("refuses with Allow what it does not: a post to a file, a page without action, any PUT, DELETE or PATCH", () => {
    expect(gate("POST", at("/fr-fr/contrats/c1/documents/d1"))).toEqual({ kind: "refuse", allow: ["GET", "HEAD"] });
    expect(gate("POST", at("/fr-fr/contrats/c1/details"))).toEqual({ kind: "refuse", allow: ["GET", "HEAD"] });
    expect(gate("DELETE", at("/fr-fr/contrats/c1/justificatifs/r1/envoi"))).toEqual({ kind: "refuse", allow: ["POST"] });
    expect(gate("PUT", at("/fr-fr/contrats/c1/justificatifs"))).toEqual({ kind: "refuse", allow: ["GET", "HEAD", "POST"] });
    expect(gate("PATCH", at("/fr-fr/contrats/c1/details.data"))).toEqual({ kind: "refuse", allow: ["GET", "HEAD"] });
  });

  it("posts to an index page go to its parent's action, as Remix sends them, unless `?index` names the index route", () => {
    expect(gate("POST", at("/fr-fr/contrats/c1"))).toEqual({ kind: "pass" });
    expect(gate("POST", at("/fr-fr/contrats/c1?index"))).toEqual({ kind: "refuse", allow: ["GET", "HEAD"] });
  });

  it("sends a read of an address that only takes posts back to the nearest page above it", () => {
    expect(gate("GET", at("/fr-fr/contrats/c1/justificatifs/r1/envoi"))).toEqual({ kind: "back", to: "/fr-fr/contrats/c1/justificatifs" });
    expect(gate("HEAD", at("/fr-fr/contrats/c1/justificatifs/r1/envoi"))).toEqual({ kind: "back", to: "/fr-fr/contrats/c1/justificatifs" });
  });

  it("leaves an address no page has to its 404, whatever the method", () => {
    expect(gate("DELETE", at("/fr-fr/nowhere/at-all"))).toEqual({ kind: "pass" });
  });
});
