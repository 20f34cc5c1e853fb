import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createElement as h, type ComponentType, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

// React Router's useResolvedPath on the server (patches/react-router+6.30.4.patch): the pathnames of
// a route's matches are worked out once per matches array, not stringified and parsed again by each
// of a link's three resolutions. The hrefs must be those React Router gives unpatched: the expected
// values below were read from the unpatched copy, for every kind of `to` at three route depths.
const require = createRequire(import.meta.url);
const copies = ["react-router/dist/umd/react-router.development.js", "react-router/dist/umd/react-router.production.min.js"];

type Router = {
  MemoryRouter: ComponentType<{ initialEntries: string[]; children?: ReactNode }>;
  Routes: ComponentType<{ children?: ReactNode }>;
  Route: ComponentType<{ path: string; element: ReactNode; children?: ReactNode }>;
  Outlet: ComponentType;
  useHref(to: string, options?: { relative?: "path" | "route" }): string;
};

const tos = [".", "..", "../..", "d", "../e", "/x?q=1#h", "?s=2", "#top", ""];

function hrefsAt(router: Router, where: string) {
  function Href({ to, relative }: { to: string; relative?: "path" }) {
    return h("i", { "data-to": relative ? `${to} (path)` : to }, router.useHref(to, { relative }));
  }
  return h("nav", { id: where }, ...tos.map((to) => h(Href, { to, key: to })), h(Href, { to: "..", relative: "path", key: "path" }));
}

function render(router: Router): Record<string, Record<string, string>> {
  const { MemoryRouter, Routes, Route, Outlet } = router;
  const html = renderToString(
    h(
      MemoryRouter,
      { initialEntries: ["/a/1/b/c"] },
      h(
        Routes,
        null,
        h(
          Route,
          { path: "a/:id", element: h("div", null, hrefsAt(router, "a"), h(Outlet)) },
          h(Route, { path: "b", element: h("div", null, hrefsAt(router, "b"), h(Outlet)) }, h(Route, { path: "c", element: hrefsAt(router, "c") })),
        ),
      ),
    ),
  ).replace(/<!-- -->/g, "");
  const byDepth: Record<string, Record<string, string>> = {};
  for (const [, where, body] of html.matchAll(/<nav id="(\w)">(.*?)<\/nav>/g)) {
    byDepth[where!] = Object.fromEntries(
      [...body!.matchAll(/<i data-to="([^"]*)">([^<]*)<\/i>/g)].map(([, to, href]) => [to!.replace(/&amp;/g, "&"), href!.replace(/&amp;/g, "&")]),
    );
  }
  return byDepth;
}

const unpatchedHrefs = {
  a: {
    ".": "/a/1",
    "..": "/",
    "../..": "/",
    d: "/a/1/d",
    "../e": "/e",
    "/x?q=1#h": "/x?q=1#h",
    "?s=2": "/a/1/b/c?s=2",
    "#top": "/a/1/b/c#top",
    "": "/a/1",
    ".. (path)": "/a",
  },
  b: {
    ".": "/a/1/b",
    "..": "/a/1",
    "../..": "/",
    d: "/a/1/b/d",
    "../e": "/a/1/e",
    "/x?q=1#h": "/x?q=1#h",
    "?s=2": "/a/1/b/c?s=2",
    "#top": "/a/1/b/c#top",
    "": "/a/1/b",
    ".. (path)": "/a/1",
  },
  c: {
    ".": "/a/1/b/c",
    "..": "/a/1/b",
    "../..": "/a/1",
    d: "/a/1/b/c/d",
    "../e": "/a/1/b/e",
    "/x?q=1#h": "/x?q=1#h",
    "?s=2": "/a/1/b/c?s=2",
    "#top": "/a/1/b/c#top",
    "": "/a/1/b/c",
    ".. (path)": "/a/1/b",
  },
};

describe("React Router's resolved paths on the server (patched)", () => {
  it("is the patched copy, in both builds Node may load", () => {
    for (const copy of copies) expect(readFileSync(require.resolve(copy), "utf8"), copy).toContain("routePathnamesOf(");
  });

  for (const copy of copies) {
    it(`gives every link the href React Router gives unpatched (${copy.endsWith("min.js") ? "production" : "development"})`, () => {
      const router = require(copy) as Router;
      expect(render(router)).toEqual(unpatchedHrefs);
      // Twice in a process: the kept pathnames belong to one render's matches, never the next one's.
      expect(render(router)).toEqual(unpatchedHrefs);
    });
  }
});
