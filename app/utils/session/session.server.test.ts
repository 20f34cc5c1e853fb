import { describe, expect, it } from "vitest";
import { commitNewSession, readSession, sessionCookieProfile, sessionVerdict, updateSession, type SignedInUser } from "~/utils/session/session.server";

const limits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
const user: SignedInUser = { token: "v2-token", clientId: "cli_1", kind: "client", accountId: "acc", fullName: "Ada Lovelace", flags: {}, manager: false };

function requestWith(cookie: string | null, url = "http://localhost:3000/fr-fr/"): Request {
  return new Request(url, { headers: cookie ? { cookie } : {} });
}

const cookiePair = (setCookie: string) => setCookie.split(";")[0];

describe("sessionVerdict", () => {
  it("ends a session after 30 idle minutes and 12 hours in all", () => {
    const start = 1_000_000;
    expect(sessionVerdict(null, start, limits)).toBe("none");
    expect(sessionVerdict({ createdAt: start, seenAt: start }, start + 29 * 60_000, limits)).toBe("valid");
    expect(sessionVerdict({ createdAt: start, seenAt: start }, start + 31 * 60_000, limits)).toBe("idle");
    const active = start + 12 * 3_600_000 + 1;
    expect(sessionVerdict({ createdAt: start, seenAt: active - 1000 }, active, limits)).toBe("expired");
  });
});

describe("sessionCookieProfile", () => {
  it("uses __Host- over HTTPS and a plain cookie on http localhost", () => {
    expect(sessionCookieProfile("https://portal.example/fr-fr/", true)).toEqual({ name: "__Host-session", secure: true });
    expect(sessionCookieProfile("http://azura.localhost:3000/fr-fr/", true)).toEqual({ name: "__session", secure: false });
    expect(sessionCookieProfile("http://portal.internal/fr-fr/", true)).toEqual({ name: "__session", secure: true });
  });
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, path /, and under 4 KB with a full user", async () => {
    const flags = {
      can_update_siret: true,
      must_change_password: false,
      must_confirm_phone: false,
      must_do_qualification: false,
      is_pcc: false,
      has_multi_account: true,
      personal_access: false,
      need_user: false,
    };
    const setCookie = await commitNewSession(
      requestWith(null),
      { ...user, token: "x".repeat(43), fullName: "N".repeat(200), flags },
      { returnTo: `/fr-fr/${"p".repeat(200)}` },
    );
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie.length).toBeLessThan(4096);
  });

  it("reads back what sign-in stored, and a new sign-in gives a new sid", async () => {
    const now = Date.now();
    const first = cookiePair(await commitNewSession(requestWith(null), user, { now }));
    const { state } = await readSession(requestWith(first), now + 1000);
    expect(state.user).toEqual(user);
    const second = cookiePair(await commitNewSession(requestWith(first), user, { now }));
    const again = await readSession(requestWith(second), now + 1000);
    expect(again.state.sid).not.toBe(state.sid);
    expect(second).not.toBe(first);
  });

  it("clears an idle session and moves the idle clock of an active one", async () => {
    const now = Date.now();
    const cookie = cookiePair(await commitNewSession(requestWith(null), user, { now }));
    const idle = await readSession(requestWith(cookie), now + 31 * 60_000);
    expect(idle.state.user).toBeNull();
    expect(idle.setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    const active = await readSession(requestWith(cookie), now + 5 * 60_000);
    expect(active.state.user?.clientId).toBe("cli_1");
    expect(active.setCookie).toBeTruthy();
    const quiet = await readSession(requestWith(cookie), now + 10_000);
    expect(quiet.setCookie).toBeNull();
  });

  it("refuses a tampered cookie", async () => {
    const cookie = cookiePair(await commitNewSession(requestWith(null), user));
    const tampered = cookie.replace(/=(.)/, (_m, c: string) => `=${c === "a" ? "b" : "a"}`);
    expect((await readSession(requestWith(tampered))).state.user).toBeNull();
  });

  it("updates flags after a step without touching the rest", async () => {
    const cookie = cookiePair(await commitNewSession(requestWith(null), { ...user, flags: { must_change_password: true, has_multi_account: true } }));
    const updated = cookiePair(await updateSession(requestWith(cookie), { user: { flags: { must_change_password: false } } }));
    const { state } = await readSession(requestWith(updated));
    expect(state.user?.flags).toEqual({ must_change_password: false, has_multi_account: true });
    expect(state.user?.token).toBe("v2-token");
  });
});
