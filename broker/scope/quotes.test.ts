/**
 * Every route that takes a `{quote}` has the registry load it among the quotes the caller reaches (decision 0266):
 * a route that loaded it itself, in the path's owner only, would not find a converted prospect's quote under the
 * client's id, and the quotes pages would break on that route alone.
 */
import { describe, expect, it } from "vitest";
import { allRoutes } from "../routes";

describe("the routes of a quote", () => {
  it("all load their {quote} through the registry", () => {
    const quoteRoutes = allRoutes.filter((route) => route.path.includes("{quote}"));
    expect(quoteRoutes.length).toBeGreaterThan(10);
    expect(quoteRoutes.filter((route) => route.loads !== "quote").map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
