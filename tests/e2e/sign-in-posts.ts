import { expect, type Answer, type Visitor } from "./http";

/**
 * Posts that lead up to a sign-in check, sent without a browser: sign-in.http.spec.ts asserts on them, and
 * sign-in.spec.ts sends them before the steps it drives in the browser (a browser adds nothing to the
 * posts before a limit trips; it adds what the page does with the refusal).
 */

/** Posts the login page's password form `count` times with wrong passwords from one address: each refused with 401. */
export async function refusedLogins(visitor: Visitor, login: string, count: number): Promise<Answer> {
  let page = await visitor.read("/en-fr/login");
  for (let attempt = 1; attempt <= count; attempt++) {
    page = await visitor.submit(page, (form) => form.id === "password-form", { login, password: `Wrong-${attempt}` });
    expect(page.status, `login post ${attempt}`).toBe(401);
  }
  return page;
}

/** Posts the reset link's form `count` times for one address and login: none refused by the limit. */
export async function resetLinkPosts(visitor: Visitor, login: string, count: number): Promise<void> {
  for (let attempt = 1; attempt <= count; attempt++) {
    const page = await visitor.read("/en-fr/login/reset-password/send-link");
    const answer = await visitor.submit(page, (form) => form.fields.some((field) => field.name === "login"), { login });
    expect(answer.status, `reset link post ${attempt}`).not.toBe(429);
  }
}
