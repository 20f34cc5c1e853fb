import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";

// The render's route objects kept per build (patches/@remix-run+react+*.patch, react-router-dom+*.patch,
// @remix-run+server-runtime+*.patch; docs/decisions/0224). Loaded through Node's own require, the copies
// the server build uses (CommonJS, node_modules), so the spy below sees the calls RemixServer makes.
const require = createRequire(import.meta.url);
const remixRoutes = require("@remix-run/react/dist/routes.js") as { createServerRoutes: (...args: unknown[]) => unknown };
const { RemixServer } = require("@remix-run/react/dist/server.js") as { RemixServer: (props: { context: unknown; url: string }) => unknown };
const { createStaticRouter } = require("react-router-dom/server") as {
  createStaticRouter: (routes: unknown[], context: unknown) => { routes: unknown[]; state: { matches: { route: unknown }[] } };
};
const { createEntryRouteModules } = require("@remix-run/server-runtime/dist/entry.js") as {
  createEntryRouteModules: (routes: Record<string, { module: unknown }>) => Record<string, unknown>;
};

/** A build's manifest and modules as the server runtime hands them to RemixServer: a root and one page. */
function build() {
  const page = { default: () => null };
  const root = { default: () => null };
  const routes = {
    root: { id: "root", path: "", module: root, hasLoader: true },
    "routes/page": { id: "routes/page", parentId: "root", path: "page", module: page, hasLoader: true },
  };
  const manifest = {
    routes: {
      root: { id: "root", path: "", hasLoader: true, hasAction: false, hasClientLoader: false, module: "/root.js" },
      "routes/page": { id: "routes/page", parentId: "root", path: "page", hasLoader: true, hasAction: false, hasClientLoader: false, module: "/page.js" },
    },
  };
  return { routes, manifest, future: {} };
}

/** The entry context of one document request of `built` (new objects per request, as the server runtime makes them). */
function requestContext(built: ReturnType<typeof build>) {
  return {
    manifest: built.manifest,
    routeModules: { root: built.routes.root.module, "routes/page": built.routes["routes/page"].module },
    future: built.future,
    isSpaMode: false,
    staticHandlerContext: {
      basename: "/",
      location: { pathname: "/page", search: "", hash: "", state: null, key: "default" },
      matches: [
        { params: {}, pathname: "/", pathnameBase: "/", route: { id: "root" } },
        { params: {}, pathname: "/page", pathnameBase: "/page", route: { id: "routes/page" } },
      ],
      loaderData: { root: {}, "routes/page": {} },
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
    },
  };
}

// <>{RemixContext.Provider > RemixErrorBoundary > StaticRouterProvider router}{stream transfer}</>
type Element<Props> = { props: Props };
type Rendered = Element<{ children: Element<{ children: Element<{ children: Element<{ router: { routes: unknown[] } }> }> }>[] }>;
const routerOf = (element: unknown) => (element as Rendered).props.children[0].props.children.props.children.props.router;

describe("server route objects per build", () => {
  it("RemixServer builds the server routes once per build, not per render", () => {
    const built = build();
    const spy = vi.spyOn(remixRoutes, "createServerRoutes");
    try {
      const first = routerOf(RemixServer({ context: requestContext(built), url: "http://localhost/page" }));
      const second = routerOf(RemixServer({ context: requestContext(built), url: "http://localhost/page" }));
      expect(spy).toHaveBeenCalledTimes(1);
      expect(second.routes).toBe(first.routes);
      // Another build (a new manifest, as after a rebuild in development) gets its own.
      const other = routerOf(RemixServer({ context: requestContext(build()), url: "http://localhost/page" }));
      expect(spy).toHaveBeenCalledTimes(2);
      expect(other.routes).not.toBe(first.routes);
    } finally {
      spy.mockRestore();
    }
  });

  it("the static router converts a routes array once, and each request's matches point into it", () => {
    const routes = [{ id: "root", path: "/", children: [{ id: "page", path: "page" }] }];
    const context = (id: string) => ({
      location: { pathname: "/page" },
      matches: [{ params: {}, pathname: "/page", pathnameBase: "/page", route: { id } }],
      loaderData: {},
    });
    const first = createStaticRouter(routes, context("page"));
    const second = createStaticRouter(routes, context("root"));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches[0].route).toBe((first.routes[0] as { children: unknown[] }).children[0]);
    expect(second.state.matches[0].route).toBe(first.routes[0]);
  });

  it("the server runtime's route modules object is one per build", () => {
    const built = build();
    expect(createEntryRouteModules(built.routes)).toBe(createEntryRouteModules(built.routes));
    expect(createEntryRouteModules(built.routes)).toEqual({ root: built.routes.root.module, "routes/page": built.routes["routes/page"].module });
    expect(createEntryRouteModules(build().routes)).not.toBe(createEntryRouteModules(built.routes));
  });
});
