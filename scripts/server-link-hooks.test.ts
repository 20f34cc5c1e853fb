import { createRequire } from "node:module";
import type * as ReactModule from "react";
import type { ComponentType, ReactNode } from "react";
import type { renderToString as RenderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

// A link rendered on the server (patches/@remix-run+react+2.17.5.patch, patches/react-router-dom+6.30.4.patch):
// Remix's Link and NavLink skip their prefetch state and their own href, React Router DOM's Link its click
// handler, none of which the server's HTML uses. The markup must be what the unpatched copies render: the
// expected HTML below was read from them. Both React Router DOM builds Node may load are checked.
const require = createRequire(import.meta.url);
type Props = Record<string, unknown> & { children?: ReactNode };
type Component = ComponentType<Props>;
type Links = { Link: Component; NavLink: Component };
type Router = Links & { MemoryRouter: Component };

const React = require("react") as typeof ReactModule & Record<string, unknown>;
const { renderToString } = require("react-dom/server") as { renderToString: typeof RenderToString };
const remix = require("@remix-run/react") as Links;
const copies = ["react-router-dom/dist/umd/react-router-dom.development.js", "react-router-dom/dist/umd/react-router-dom.production.min.js"];
const h = React.createElement;

// The hooks only a link's browser side needs; the router's own (MemoryRouter) are the same with or without links.
const clientHooks = ["useState", "useRef", "useEffect", "useLayoutEffect", "useCallback"] as const;

function links(link: Links) {
  return [
    h(link.Link, { to: "b", key: 1 }, "relative"),
    h(link.Link, { to: "/x?q=1#h", prefetch: "intent", className: "k", key: 2 }, "intent"),
    h(link.Link, { to: "https://example.com/", target: "_blank", rel: "noreferrer", key: 3 }, "absolute"),
    h(link.Link, { to: "/c", reloadDocument: true, key: 4 }, "document"),
    h(link.Link, { to: "..", relative: "path", "aria-label": "up", key: 5 }, "up"),
    h(link.NavLink, { to: "/a/1", key: 6 }, "active"),
    h(link.NavLink, { to: "/e", className: "n", key: 7 }, "inactive"),
  ];
}

function page(router: Router, link: Links, withLinks: boolean) {
  return renderToString(h(router.MemoryRouter, { initialEntries: ["/a/1"] }, h("nav", null, ...(withLinks ? links(link) : []))));
}

/** Calls of the browser-side hooks a render makes. */
function hookCalls(render: () => string): { html: string; calls: number } {
  // The development builds warn that MemoryRouter's layout effect does nothing on the server: not this test's concern.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const spies = clientHooks.map((name) => vi.spyOn(React, name));
  try {
    const html = render();
    return { html, calls: spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0) };
  } finally {
    vi.restoreAllMocks();
  }
}

const remixHtml =
  '<nav><a data-discover="true" href="/b">relative</a><a class="k" data-discover="true" href="/x?q=1#h">intent</a>' +
  '<a rel="noreferrer" href="https://example.com/" target="_blank">absolute</a><a href="/c">document</a>' +
  '<a aria-label="up" data-discover="true" href="/">up</a><a data-discover="true" aria-current="page" class="active" href="/a/1">active</a>' +
  '<a data-discover="true" class="n" href="/e">inactive</a></nav>';
// React Router's own Link passes Remix's `prefetch` through to the anchor: what it renders unpatched too.
const routerHtml =
  '<nav><a href="/b">relative</a><a prefetch="intent" class="k" href="/x?q=1#h">intent</a>' +
  '<a rel="noreferrer" href="https://example.com/" target="_blank">absolute</a><a href="/c">document</a>' +
  '<a aria-label="up" href="/">up</a><a aria-current="page" class="active" href="/a/1">active</a>' +
  '<a class="n" href="/e">inactive</a></nav>';

describe("links rendered on the server", () => {
  it("Remix's Link and NavLink: the unpatched markup, no prefetch state or click handler hooks", () => {
    const router = require("react-router-dom") as Router;
    const bare = hookCalls(() => page(router, remix, false));
    const linked = hookCalls(() => page(router, remix, true));
    expect(linked.html).toBe(remixHtml);
    expect(linked.calls - bare.calls).toBe(0);
  });

  it.each(copies)("React Router DOM's Link and NavLink (%s): the unpatched markup, no click handler hooks", (copy) => {
    const router = require(copy) as Router;
    const bare = hookCalls(() => page(router, router, false));
    const linked = hookCalls(() => page(router, router, true));
    expect(linked.html).toBe(routerHtml);
    expect(linked.calls - bare.calls).toBe(0);
  });
});
