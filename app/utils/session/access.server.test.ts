import { describe, expect, it } from "vitest";
import { getRouteEntry, type RouteEntry } from "~/route-table";
import { accessDecision } from "~/utils/session/access.server";
import { anonymousSession, type FeatureFlags, type SessionState, type SignedInUser } from "~/utils/session/session.server";

const entry = (name: string): RouteEntry => {
  const found = getRouteEntry(name);
  if (!found) throw new Error(name);
  return found;
};

function session(kind: "client" | "prospect", flags: FeatureFlags = {}, extra: Partial<SessionState> = {}): SessionState {
  const user: SignedInUser = { token: "t", clientId: "c", kind, accountId: "a", fullName: "A B", flags, manager: false };
  return { ...anonymousSession, user, sid: "s", ...extra };
}

describe("accessDecision", () => {
  it("sends anonymous visitors of session pages to login, and lets open and public pages through", () => {
    expect(accessDecision(entry("index"), anonymousSession)).toEqual({ kind: "login" });
    expect(accessDecision(entry("profile"), anonymousSession)).toEqual({ kind: "login" });
    expect(accessDecision(entry("legals"), anonymousSession)).toEqual({ kind: "allow" });
    expect(accessDecision(entry("login-reset-password-send-link"), anonymousSession)).toEqual({ kind: "allow" });
    expect(accessDecision(entry("login"), anonymousSession)).toEqual({ kind: "allow" });
  });

  it("sends a signed-in visitor of the login page home, unless a new credential arrives", () => {
    expect(accessDecision(entry("login"), session("client"))).toEqual({ kind: "redirect", to: "index" });
    expect(accessDecision(entry("login"), session("client"), { hasCredential: true })).toEqual({ kind: "allow" });
  });

  it("sends a signed-in visitor of the login page to its safe redirectTo", () => {
    expect(accessDecision(entry("login"), session("client"), { returnTo: "/en-fr/profile" })).toEqual({ kind: "redirect-path", to: "/en-fr/profile" });
    expect(accessDecision(entry("login"), anonymousSession, { returnTo: "/en-fr/profile" })).toEqual({ kind: "allow" });
  });

  it("forces the password change first, on every session page", () => {
    const s = session("client", { must_change_password: true, must_confirm_phone: true });
    expect(accessDecision(entry("index"), s)).toEqual({ kind: "redirect", to: "login-create-password" });
    expect(accessDecision(entry("profile"), s)).toEqual({ kind: "redirect", to: "login-create-password" });
    expect(accessDecision(entry("login-confirm-phone"), s)).toEqual({ kind: "redirect", to: "login-create-password" });
    expect(accessDecision(entry("login-create-password"), s)).toEqual({ kind: "allow" });
    expect(accessDecision(entry("legals"), s)).toEqual({ kind: "allow" });
  });

  it("sends step pages home when their flag is not set (SPEC section 2)", () => {
    const s = session("client");
    expect(accessDecision(entry("login-create-password"), s)).toEqual({ kind: "redirect", to: "index" });
    expect(accessDecision(entry("login-select-account"), s)).toEqual({ kind: "redirect", to: "index" });
    expect(accessDecision(entry("login-confirm-phone"), s)).toEqual({ kind: "redirect", to: "index" });
  });

  it("asks for the account choice once after sign-in, then lets the user switch any time", () => {
    const pending = session("client", { has_multi_account: true }, { accountChoicePending: true });
    expect(accessDecision(entry("index"), pending)).toEqual({ kind: "redirect", to: "login-select-account" });
    const chosen = session("client", { has_multi_account: true });
    expect(accessDecision(entry("index"), chosen)).toEqual({ kind: "allow" });
    expect(accessDecision(entry("login-select-account"), chosen)).toEqual({ kind: "allow" });
  });

  it("sends phone confirmation and qualification users to their step, and KYC can be put off", () => {
    expect(accessDecision(entry("index"), session("client", { must_confirm_phone: true }))).toEqual({ kind: "redirect", to: "login-confirm-phone" });
    expect(accessDecision(entry("index"), session("client", { must_do_qualification: true }))).toEqual({ kind: "redirect", to: "kyc" });
    expect(accessDecision(entry("index"), session("client", { must_do_qualification: true }, { qualificationDeferred: true }))).toEqual({ kind: "allow" });
  });

  it("keeps an earlier step reachable while a later one waits", () => {
    const s = session("client", { has_multi_account: true, must_confirm_phone: true });
    expect(accessDecision(entry("login-select-account"), s)).toEqual({ kind: "allow" });
  });

  it("never shows client pages to a prospect, nor prospect pages to a client (404)", () => {
    expect(accessDecision(entry("payments"), session("prospect"))).toEqual({ kind: "not-found" });
    expect(accessDecision(entry("bespoke-quote"), session("client"))).toEqual({ kind: "not-found" });
    expect(accessDecision(entry("quotes"), session("client"))).toEqual({ kind: "not-found" });
    expect(accessDecision(entry("contracts"), session("prospect"))).toEqual({ kind: "not-found" });
    expect(accessDecision(entry("index"), session("prospect"))).toEqual({ kind: "allow" });
    // The qualification is a session flag's step, a prospect's as much as a client's (decision 0105).
    expect(accessDecision(entry("kyc"), session("prospect", { must_do_qualification: true }))).toEqual({ kind: "allow" });
    expect(accessDecision(entry("kyc"), session("client", { must_do_qualification: true }))).toEqual({ kind: "allow" });
  });

  it("shows quotes pages to a client who was a prospect, scoped to that prospect (decision 0251)", () => {
    const converted = session("client");
    const withQuotes: SessionState = { ...converted, user: { ...converted.user!, formerProspectId: "p" } };
    for (const name of ["quotes", "quote", "bespoke-quotes", "bespoke-quote"] as const) {
      expect(accessDecision(entry(name), withQuotes), name).toEqual({ kind: "allow" });
      expect(accessDecision(entry(name), converted), name).toEqual({ kind: "not-found" });
      expect(accessDecision(entry(name), session("prospect")), name).toEqual({ kind: "allow" });
    }
    expect(accessDecision(entry("contracts"), withQuotes)).toEqual({ kind: "allow" });
  });

  it("shows the profile to both kinds: a client's profile, a prospect's contact details", () => {
    expect(accessDecision(entry("profile"), session("prospect"))).toEqual({ kind: "allow" });
    expect(accessDecision(entry("profile"), session("client"))).toEqual({ kind: "allow" });
  });
});
