import { expect, ownAddress, test, textsOf, Visitor } from "./http";
import { refusedLogins, resetLinkPosts } from "./sign-in-posts";

/**
 * The sign-in's posts as a browser without JavaScript sends them, and the pages that answer (the "http" project,
 * docs/decisions/0221, 0227). sign-in.spec.ts keeps what a browser adds: the same steps with JavaScript (busy buttons,
 * the page swapped in place) and with the browser's own navigation.
 */

test.describe("rate limit", () => {
  test("the 11th login post in a minute from one address gets the translated 429 page", async () => {
    // Counted per address and per account: an account of its own (sign-in.spec.ts uses limit-js@).
    const login = "limit-http@example.com";
    const visitor = new Visitor("vigie", ownAddress(test.info()));
    const page = await refusedLogins(visitor, login, 10);
    const answer = await visitor.submit(page, (form) => form.id === "password-form", { login, password: "Wrong-11" });
    expect(answer.status).toBe(429);
    // Said in seconds: the account's window, the broker's 15 minutes (AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MS), not the address's minute.
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(60);
    expect(Number(answer.headers["retry-after"])).toBeLessThanOrEqual(900);
    expect(textsOf(answer.body, "h1")).toEqual(["Too many attempts"]);
  });

  test("a refused step of the password reset keeps the login frame around the error (nested error boundary)", async () => {
    const login = "limit-reset-http@example.com";
    const visitor = new Visitor("vigie", ownAddress(test.info()));
    await resetLinkPosts(visitor, login, 10);
    const page = await visitor.read("/en-fr/login/reset-password/send-link");
    const refused = await visitor.submit(page, (form) => form.fields.some((field) => field.name === "login"), { login });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // The error panel stands where the step was, inside main; the shell (skip link, header, footer) is still there.
    expect(textsOf(refused.body, "h1")).toEqual(["Too many attempts"]);
    expect(textsOf(textsOfRaw(refused.body, "main").join(""), "h1")).toEqual(["Too many attempts"]);
    expect(refused.body).toMatch(/<footer\b/);
    expect(textsOf(refused.body, "a")).toContain("Skip to main content");
  });
});

/** The markup inside each `tag` element (for a look inside `main`). */
function textsOfRaw(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "gi"))].map((match) => match[1]);
}
