import { data } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { fatalPage, isDataWithResponseInit } from "~/utils/request/rejection-page.server";
import type { Shell } from "~/utils/request/scope.server";

const shell = (showDebug: boolean) => ({ brand: { name: "Castello" }, locale: { lang: "it" }, showDebug }) as unknown as Shell;

// Issue 45: an unexpected error while framing the page gave a page without brand, in French, with no way back.
describe("the 500 screen of an unexpected error", () => {
  it("carries the page's frame, and the error for the debug tree only where debugging is on", () => {
    const failure = new TypeError("cannot read x of undefined");
    const debugging = fatalPage(shell(true), failure) as unknown as { data: Record<string, unknown>; init: { status: number } };
    expect(debugging.init.status).toBe(500);
    expect(debugging.data.shell).toEqual(shell(true));
    expect(debugging.data.debug).toMatchObject({ name: "TypeError", message: "cannot read x of undefined", stack: expect.stringContaining("TypeError") });
    const production = fatalPage(shell(false), failure) as unknown as { data: Record<string, unknown> };
    expect(production.data).toEqual({ shell: shell(false) });
    expect(JSON.stringify(production.data)).not.toContain("cannot read");
  });

  it("lets page answers through: only what is no answer becomes the 500 screen", () => {
    expect(isDataWithResponseInit(data({}, { status: 404 }))).toBe(true);
    expect(isDataWithResponseInit(new Error("x"))).toBe(false);
    expect(isDataWithResponseInit(null)).toBe(false);
  });
});
