import { brandUrl, expect, test } from "./fixtures";

/**
 * Links find their route when they are followed, unless they prefetch (docs/decisions/0263): Remix's eager discovery
 * patched the routes of the login page's links into the router after hydration, and each patch rendered the page again.
 * With JavaScript only: without it a link is an anchor and nothing is discovered.
 */
type Watched = Window & { __routerUpdates?: number; __samePage?: boolean };

test("the login page is not rendered again after it hydrates, and its links still navigate in the page", { tag: "@js-only" }, async ({ page }) => {
  // Every change of the router's state after it is made: a route patch is one (updateState), as a navigation is.
  await page.addInitScript(() => {
    const watched = window as Watched;
    let router: { subscribe(listener: () => void): void } | undefined;
    watched.__routerUpdates = 0;
    Object.defineProperty(window, "__remixRouter", {
      configurable: true,
      get: () => router,
      set(value: { subscribe(listener: () => void): void }) {
        router = value;
        value.subscribe(() => (watched.__routerUpdates = (watched.__routerUpdates ?? 0) + 1));
      },
    });
  });
  // The forms' own routes are still asked for (Remix's default for a form): the page's own, which patches nothing.
  const manifest = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
  await page.goto(brandUrl("azura", "/fr-fr/connexion"));
  await manifest;
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as Watched).__routerUpdates)).toBe(0);

  // Followed, the link asks for its route, then navigates without loading a new document.
  await page.evaluate(() => ((window as Watched).__samePage = true));
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/fr-fr\/login\/reset-password$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("");
  expect(await page.evaluate(() => (window as Watched).__samePage)).toBe(true);
});
