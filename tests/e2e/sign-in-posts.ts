import { brokerSignIn, brokerUrl, demoPassword } from "./auth-fixtures";
import { decodeHtml, expect, textOf, type Answer, type Visitor } from "./http";

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

/** The newest message of the broker's dev mailbox for a recipient, template and brand, as readMailbox finds it. */
export async function mailboxMessage(options: { to: string; template: string; brand: string }) {
  let text = "";
  await expect(async () => {
    const page = await (await fetch(`${brokerUrl}/dev/mailbox`)).text();
    const article = [...page.matchAll(/<article\b[^>]*>([\s\S]*?)<\/article>/g)]
      .map((match) => match[1])
      .find((body) => [options.to, options.template, options.brand].every((part) => body.includes(part)));
    expect(article, `a ${options.template} message to ${options.to}`).toBeDefined();
    text = decodeHtml(/<pre>([\s\S]*?)<\/pre>/.exec(article!)?.[1].replace(/<[^>]*>/g, "") ?? "");
  }).toPass({ timeout: 15_000 });
  return { text, link: text.match(/https?:\/\/\S+/)?.[0] ?? null, code: text.match(/\b(\d{6})\b/)?.[1] ?? null };
}

/** The address of the page's link whose text matches `name` (a person following it). */
export function linkHref(page: Answer, name: RegExp | string): string {
  for (const match of page.body.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
    const text = textOf(match[2]);
    const href = /\shref="([^"]*)"/.exec(match[1])?.[1];
    if (href && (typeof name === "string" ? text === name : name.test(text))) return new URL(decodeHtml(href), page.url).href;
  }
  throw new Error(`No link ${String(name)} on ${page.url}`);
}

/** The demo person's name as the broker knows it, for "the right name shown". */
export async function nameOf(brand: string, login: string, password = demoPassword): Promise<string> {
  const { account } = await brokerSignIn(brand, login, password, "10.250.0.2");
  return `${account.firstname} ${account.lastname}`;
}
