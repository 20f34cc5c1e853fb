import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { ownAddress, Visitor } from "./http";
import { sessionFile, storedSessions } from "./sessions";

// The "setup" project: one sign-in through the real login form per stored session (sessions.ts), run before the
// js, no-js and once projects, which depend on it. The form is posted over plain HTTP, as a browser without
// JavaScript posts it (sign-in.spec.ts drives it in the browser, with and without JavaScript): a browser added
// nothing here but two seconds per session. What the browser would keep, the cookies its answers set with their
// attributes, is written as Playwright's storage state. The posting visitor is the http project's (http.ts).

for (const stored of storedSessions) {
  setup(`sign in ${stored.login} on ${stored.brand}`, async () => {
    const visitor = new Visitor(stored.brand, ownAddress(setup.info()));
    // Signed in (a 302 away from the login page with the session cookie), then the page the browser would land on,
    // read as it would read it (a page may renew the cookie).
    const landed = await visitor.signIn(stored.login, stored.locale);
    expect(landed.status).toBeLessThan(400);
    const file = sessionFile(stored.brand, stored.login);
    mkdirSync(path.dirname(file), { recursive: true });
    const cookies = [...visitor.cookies.values()].map((cookie) => ({ ...cookie, domain: visitor.host }));
    writeFileSync(file, JSON.stringify({ cookies, origins: [] }, null, 2));
  });
}
