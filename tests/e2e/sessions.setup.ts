import { expect, test as setup } from "@playwright/test";
import { logIn, useOwnAddress } from "./auth-fixtures";
import { sessionFile, storedSessions } from "./sessions";

// The "setup" project: one sign-in through the real form per stored session
// (sessions.ts), run before the js, no-js and once projects, which depend on it.
for (const stored of storedSessions) {
  setup(`sign in ${stored.login} on ${stored.brand}`, async ({ page }, testInfo) => {
    await useOwnAddress(page, testInfo);
    await logIn(page, stored.brand, stored.login, undefined, stored.locale);
    // Signed in: the portal's session cookie is set for the brand's host.
    const cookies = await page.context().cookies(page.url());
    expect(cookies.map((cookie) => cookie.name)).toContain("__session");
    await page.context().storageState({ path: sessionFile(stored.brand, stored.login) });
  });
}
