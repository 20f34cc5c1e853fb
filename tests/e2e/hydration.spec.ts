import { expect, test } from "@playwright/test";
import { brandUrl } from "./fixtures";

// Hydration must match the server render: React reports mismatches on the console.
const pages = ["/fr-fr/connexion", "/en-fr/legals", "/de-de/contact", "/es-es/cookies", "/it-it/health", "/en-fr/missing"];

for (const path of pages) {
  test(`hydrates ${path} without console errors`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "hydration needs JavaScript");
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(brandUrl("azura", path));
    await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
    await page.waitForLoadState("networkidle");
    // The 404 page logs the failed document request itself; nothing else may appear.
    expect(problems.filter((text) => !text.includes("404 (Not Found)"))).toEqual([]);
  });
}
