import { brokerSignIn, brokerUrl, demoPassword } from "./auth-fixtures";
import { decodeHtml, expect, textOf, textsOf, type Answer, type Visitor } from "./http";

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

/** Home after a sign-in, as a browser without JavaScript lands on it: its address, the person's name in the heading and in the account menu. */
export async function expectHomeAnswer(page: Answer, brand: string, login: string, password = demoPassword, locale = "fr-fr") {
  expect(new URL(page.url).pathname).toBe(locale.startsWith("fr-") ? `/${locale}/` : `/${locale}/home`);
  const name = await nameOf(brand, login, password);
  expect(textsOf(page.body, "h1").join(" ")).toContain(name);
  expect(signedInName(page)).toContain(name);
}

/** The account menu's text (its element holds a hidden "signed in as" before the name), or null when signed out. */
export function signedInName(page: Answer): string | null {
  const at = page.body.indexOf('data-testid="signed-in-name"');
  if (at < 0) return null;
  const menu = page.body.slice(at);
  return textOf(menu.slice(menu.indexOf(">") + 1, menu.indexOf("</summary>")));
}

/** The text of each error message of a field (`<p id="…-error">`). */
export const fieldErrors = (page: Answer) => [...page.body.matchAll(/<p\b[^>]*\bid="[^"]*-error"[^>]*>([\s\S]*?)<\/p>/g)].map((m) => textOf(m[1]));
/** The text of each status message (role="status"). */
export const statuses = (page: Answer) => [...page.body.matchAll(/role="status"[^>]*>([\s\S]*?)<\/(?:div|p|section)>/g)].map((m) => textOf(m[1]));
/** The text of each alert (role="alert": an error summary, a link's refusal). */
export const alerts = (page: Answer) => [...page.body.matchAll(/<div\b[^>]*role="alert"[^>]*>([\s\S]*?)<\/div>/g)].map((m) => textOf(m[1]));

/** The markup of the form with this id, up to its end. */
export function formMarkup(page: Answer, id: string): string {
  const start = page.body.search(new RegExp(`<form\\b[^>]*\\sid="${id}"`));
  if (start < 0) throw new Error(`No form #${id} on ${page.url}`);
  return page.body.slice(start, page.body.indexOf("</form>", start));
}

/** The attributes of the input named `name` in a piece of markup, as the DOM gives them (undefined when absent). */
export function inputAttributes(markup: string, name: string): Map<string, string> {
  const tag = new RegExp(`<input\\b[^>]*\\sname="${name}"[^>]*>`).exec(markup)?.[0];
  if (!tag) throw new Error(`No input ${name}`);
  return new Map([...tag.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [key, decodeHtml(value ?? "")]));
}
