import { expect, port, test } from "./fixtures";

test.describe("locale prefix and canonical paths", () => {
  test("a French page asked for in English words redirects 301 to the French words", async ({ request }) => {
    const response = await request.get("/fr-fr/legals", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/fr-fr/mentions-legales");
  });

  test("an English page asked for in French words redirects 301 to the English words, query kept", async ({ request }) => {
    const response = await request.get("/en-fr/mentions-legales?from=mail", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/en-fr/legals?from=mail");
  });

  test("French home is the locale root, English home is /home", async ({ request }) => {
    const fr = await request.get("/fr-fr/home", { maxRedirects: 0 });
    expect(fr.status()).toBe(301);
    expect(fr.headers().location).toBe("/fr-fr/");
    const en = await request.get("/en-fr/", { maxRedirects: 0 });
    expect(en.status()).toBe(301);
    expect(en.headers().location).toBe("/en-fr/home");
  });

  test("an unknown path shows Page Not Found with the path", async ({ page }) => {
    const response = await page.goto("/en-fr/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Page not found");
    await expect(page.locator("main code")).toHaveText("/en-fr/no-such-page");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en-fr/home");
    // In the site's frame (issue 31): its header and logo, its footer's navigation, and a next step.
    await expect(page.getByRole("banner").getByRole("img", { name: /home/ })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("navigation")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/en-fr/contact");
  });

  test("the bare root follows the locale cookie, then Accept-Language, then fr-fr", async ({ request, playwright }) => {
    const byDefault = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "" } });
    expect(byDefault.headers().location).toBe("/fr-fr/");
    const german = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "de-CH,de;q=0.9,en;q=0.5" } });
    expect(german.headers().location).toBe("/de-de/home");
    const english = await request.get("/", { maxRedirects: 0, headers: { "Accept-Language": "en-US" } });
    expect(english.headers().location).toBe("/en-fr/home");
    const withCookie = await playwright.request.newContext({ extraHTTPHeaders: { Cookie: "lng=it-it", "Accept-Language": "de" } });
    const italian = await withCookie.get(`http://localhost:${port}/`, { maxRedirects: 0 });
    expect(italian.headers().location).toBe("/it-it/home");
    await withCookie.dispose();
  });

  test("on a partner brand's host, the bare root and an address without a locale fall back to the partner's own country, not fr-fr", async ({ request }) => {
    // Decision 0265: nordhafen is German, castello Italian, azura French; Accept-Language still comes first.
    const on = (brand: string, acceptLanguage: string) => ({
      maxRedirects: 0,
      headers: { Host: `${brand}.localhost:${port}`, "Accept-Language": acceptLanguage },
    });
    expect((await request.get("/", on("nordhafen", ""))).headers().location).toBe("/de-de/home");
    expect((await request.get("/", on("nordhafen", "pl-PL,pl;q=0.9"))).headers().location).toBe("/de-de/home");
    expect((await request.get("/", on("castello", ""))).headers().location).toBe("/it-it/home");
    expect((await request.get("/", on("azura", ""))).headers().location).toBe("/fr-fr/");
    expect((await request.get("/", on("nordhafen", "en-US"))).headers().location).toBe("/en-fr/home");
    // A default brand's host keeps SPEC section 9's fr-fr.
    expect((await request.get("/", on("www", ""))).headers().location).toBe("/fr-fr/");
    const lost = await request.get("/no-such-page", on("nordhafen", ""));
    expect(lost.status()).toBe(302);
    expect(lost.headers().location).toBe("/de-de/login?redirectTo=%2Fno-such-page");
  });

  test("visiting a locale remembers it in a 365-day cookie", async ({ request }) => {
    const response = await request.get("/es-es/legals");
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("lng="));
    expect(cookie?.value).toContain("lng=es-es");
    expect(cookie?.value).toContain("Max-Age=31536000");
  });

  test("single-fetch data requests resolve the same locale as page loads", async ({ request }) => {
    const response = await request.get("/de-de/legals.data");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Impressum");
  });

  test("a page that needs a session sends a visitor to login with redirectTo", async ({ request }) => {
    const response = await request.get("/de-de/home", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/de-de/login?redirectTo=%2Fde-de%2Fhome");
  });

  test("marketing parameters are kept in a cookie", async ({ request }) => {
    const response = await request.get("/fr-fr/connexion?utm_source=newsletter&utm_campaign=spring&utm_medium=email");
    const cookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("utm="));
    expect(decodeURIComponent(cookie?.value ?? "")).toContain('{"source":"newsletter","medium":"email","campaign":"spring"}');
  });
});

test.describe("language switcher", () => {
  test("keeps the current page in the other language's words", async ({ page }) => {
    await page.goto("/fr-fr/mentions-legales");
    // One control (docs/design-notes.md "The header", was decision 0133): the language shown opens the list of the five.
    const languages = page.getByRole("navigation", { name: "Langue" });
    await expect(languages.getByRole("link", { name: "Deutsch" })).toBeHidden();
    await languages.locator("summary").click();
    await languages.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de-fr\/legals$/);
    await expect(page.locator("h1")).toHaveText("Impressum");
    await page.getByRole("navigation", { name: "Sprache" }).locator("summary").click();
    await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/mentions-legales$/);
  });
});

test.describe("not-found page language", () => {
  // The browser's language decides the Accept-Language header Chromium sends.
  test.use({ locale: "fr-FR" });

  test("an unknown locale prefix is the not-found page with status 404, in the detected language", async ({ page }) => {
    const response = await page.goto("/xx-yy/legals");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Page introuvable");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  });
});
