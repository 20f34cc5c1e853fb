import { describe, expect, it } from "vitest";
import { intentTarget } from "~/utils/routing/intent";
import type { Locale } from "~/utils/routing/locale";
import type { RouteEntry } from "~/utils/routing/route-entry";
import { routeTable } from "~/route-table";

// Any entry still planned: none since issues 28–30 built the last pages; kept for the next planned one.
const unbuilt = (routeTable as readonly RouteEntry[]).find((entry) => entry.module === null)?.name;

const frFR: Locale = { lang: "fr", country: "FR" };
const enFR: Locale = { lang: "en", country: "FR" };
const q = (value: string) => new URLSearchParams(value);

describe("intentTarget (SPEC section 2)", () => {
  it("goto: the named route, the rest of the query kept", () => {
    expect(intentTarget(q("type=goto&route=profile&utm_source=mail"), frFR)).toEqual({ kind: "redirect", to: "/fr-fr/profile?utm_source=mail" });
    expect(intentTarget(q("type=goto&route=legals"), enFR)).toEqual({ kind: "redirect", to: "/en-fr/legals" });
  });

  it("goto: path parameters come from the query", () => {
    expect(intentTarget(q("type=goto&route=login-reset-password-email&token=abc"), frFR)).toEqual({
      kind: "redirect",
      to: "/fr-fr/login/reset-password/email/abc",
    });
    expect(intentTarget(q("type=goto&route=connect-sso&token=a%20b&redirectTo=%2Ffr-fr%2F"), enFR)).toEqual({
      kind: "redirect",
      to: "/en-fr/connect_sso/a%20b?redirectTo=%2Ffr-fr%2F",
    });
    expect(intentTarget(q("type=goto&route=login-reset-password-email"), frFR)).toEqual({ kind: "redirect", to: "/fr-fr/" });
  });

  it("goto: an unknown, unbuilt or missing route goes home", () => {
    expect(intentTarget(q("type=goto&route=nowhere"), frFR)).toEqual({ kind: "redirect", to: "/fr-fr/" });
    if (unbuilt) expect(intentTarget(q(`type=goto&route=${unbuilt}`), enFR)).toEqual({ kind: "redirect", to: "/en-fr/home" });
    expect(intentTarget(q("type=goto"), frFR)).toEqual({ kind: "redirect", to: "/fr-fr/" });
  });

  it("session: the token becomes the session", () => {
    expect(intentTarget(q("type=session&token=xyz"), frFR)).toEqual({ kind: "session", token: "xyz" });
    expect(intentTarget(q("type=session"), frFR)).toEqual({ kind: "redirect", to: "/fr-fr/" });
  });

  it("login: the login page with the rest of the query; anything else: home", () => {
    expect(intentTarget(q("type=login&type2=amendment"), frFR)).toEqual({ kind: "redirect", to: "/fr-fr/connexion?type2=amendment" });
    expect(intentTarget(q("type=other"), frFR)).toEqual({ kind: "redirect", to: "/fr-fr/" });
    expect(intentTarget(q(""), frFR)).toEqual({ kind: "redirect", to: "/fr-fr/" });
  });
});
