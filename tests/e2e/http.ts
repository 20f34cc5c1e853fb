import { readFileSync } from "node:fs";
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { test as base, expect, type TestInfo } from "@playwright/test";
import { demoPassword } from "./auth-fixtures";
import { checkDocument } from "./page-checks";
import { sessionFile, type storedSessions } from "./sessions";

/**
 * `test` for the e2e checks a browser adds nothing to: a form posted as a browser without JavaScript posts it and
 * the page that answers, hostile strings, status codes, headers (docs/decisions/0221). Specs named
 * `<feature>.http.spec.ts` run in the `http` project; they drive the built server with `Visitor` (node:http, a
 * cookie jar, the brand's Host header) and launch no browser: asking for `page`, `context` or `browser` fails.
 * Every HTML page a visitor reads (not what a post answers) goes through the same checks as the browsers' documents
 * (page-checks.ts): no U+0000 byte, and the first copy of each page to the Nu Html Checker.
 */
export const test = base.extend<object, { browser: never }>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      void use;
      throw new Error("An http spec launches no browser (tests/e2e/http.ts): move the test to a browser spec");
    },
    { scope: "worker" },
  ],
});

export { expect };

/** The portal's port, chosen free by playwright.config.ts (which every worker inherits). */
const port = Number(process.env.E2E_PORT);
/** Connections kept open between requests, as a browser keeps them. */
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string; url: string };
export type Cookie = { name: string; value: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: "Strict" | "Lax" | "None" };
export type FormBody = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

/** The client address of a test (the e2e portal believes loopback's X-Forwarded-For), as useOwnAddress gives a browser one. */
export function ownAddress(testInfo: TestInfo, salt = ""): string {
  let h = 0;
  for (const char of testInfo.titlePath.join("/") + testInfo.project.name + salt) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  const n = (testInfo.workerIndex * 1000 + testInfo.repeatEachIndex * 100 + h) % 65000;
  return `10.${(n >> 8) & 255}.${n & 255}.${(testInfo.retry + 1) & 255}`;
}

/**
 * One visitor of one host (a brand's `azura.localhost` or plain `localhost`): a cookie jar filled from the
 * Set-Cookie headers of its answers, as a browser keeps it, and its own client address. No redirect is followed
 * unless asked; no Accept-Encoding is sent, so the answers come uncompressed.
 */
export class Visitor {
  readonly cookies = new Map<string, Cookie>();
  readonly host: string;

  constructor(
    brand: string | null,
    readonly forwardedFor: string,
  ) {
    this.host = `${brand ? `${brand}.` : ""}localhost`;
  }

  /** A visitor signed in as a stored session (sessions.setup.ts), without the form. */
  static stored(brand: (typeof storedSessions)[number]["brand"], login: (typeof storedSessions)[number]["login"], forwardedFor: string): Visitor {
    const visitor = new Visitor(brand, forwardedFor);
    const state = JSON.parse(readFileSync(sessionFile(brand, login), "utf8")) as { cookies: (Cookie & { domain: string })[] };
    for (const cookie of state.cookies) visitor.cookies.set(cookie.name, cookie);
    return visitor;
  }

  get origin(): string {
    return `http://${this.host}:${port}`;
  }

  url(path: string): string {
    return new URL(path, this.origin).href;
  }

  cookieHeader(path = "/"): string {
    return [...this.cookies.values()]
      .filter((cookie) => path.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
  }

  take(lines: string[]) {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const at = pair.indexOf("=");
      const cookie: Cookie = { name: pair.slice(0, at), value: pair.slice(at + 1), path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" };
      for (const attribute of attributes) {
        const [key, value = ""] = attribute.split("=");
        const name = key.toLowerCase();
        if (name === "path") cookie.path = value;
        else if (name === "httponly") cookie.httpOnly = true;
        else if (name === "secure") cookie.secure = true;
        else if (name === "samesite") cookie.sameSite = (value[0].toUpperCase() + value.slice(1).toLowerCase()) as Cookie["sameSite"];
        else if (name === "max-age") cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
        else if (name === "expires" && cookie.expires === -1) cookie.expires = Math.floor(Date.parse(value) / 1000);
      }
      if (cookie.expires !== -1 && cookie.expires <= Date.now() / 1000) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie);
    }
  }

  /** A request to the portal on loopback with this visitor's Host, cookies and address; the answer's cookies are kept. */
  async send(method: string, path: string, options: { form?: FormBody; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
    const target = new URL(path, this.origin);
    let body = options.body;
    const headers: Record<string, string | number> = { Host: `${this.host}:${port}`, "X-Forwarded-For": this.forwardedFor };
    const cookie = this.cookieHeader(target.pathname);
    if (cookie) headers.Cookie = cookie;
    if (options.form) {
      headers.Origin = this.origin;
      const files = Object.values(options.form).some((value) => typeof value !== "string");
      if (files) {
        const data = new FormData();
        for (const [name, value] of Object.entries(options.form)) {
          if (typeof value === "string") data.append(name, value);
          else data.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name);
        }
        // The multipart encoding a browser would send, from the platform's own encoder.
        const encoded = new Response(data);
        headers["Content-Type"] = encoded.headers.get("content-type")!;
        body = Buffer.from(await encoded.arrayBuffer());
      } else {
        headers["Content-Type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(options.form as Record<string, string>).toString();
      }
    }
    Object.assign(headers, options.headers);
    if (body !== undefined) headers["Content-Length"] = Buffer.byteLength(body);
    // A kept-alive connection the server closed as the request left is reset: sent again on a new one, as Node's
    // documentation advises (request.reusedSocket); nothing reached the server.
    for (let attempt = 0; ; attempt++) {
      try {
        return await new Promise<Answer>((resolve, reject) => {
          const request = httpRequest({ host: "127.0.0.1", port, path: `${target.pathname}${target.search}`, method, headers, agent }, (response) => {
            this.take(response.headers["set-cookie"] ?? []);
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8"), url: target.href }),
            );
            response.on("error", reject);
          });
          request.on("error", (error: NodeJS.ErrnoException) => reject(Object.assign(error, { reused: request.reusedSocket })));
          request.end(body);
        });
      } catch (error) {
        const failure = error as NodeJS.ErrnoException & { reused?: boolean };
        if (attempt > 0 || !failure.reused || failure.code !== "ECONNRESET") throw error;
      }
    }
  }

  post(path: string, form: FormBody, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send("POST", path, { form, headers });
  }

  /**
   * A page read as a browser reads it: redirects followed (up to 10), the final page checked as the browsers'
   * documents are (no U+0000; kept for the Nu Html Checker).
   */
  async read(path: string): Promise<Answer> {
    let answer = await this.send("GET", path);
    for (let hop = 0; hop < 10 && answer.status >= 300 && answer.status < 400 && answer.headers.location; hop++) {
      answer = await this.send("GET", new URL(answer.headers.location, answer.url).href);
    }
    if (String(answer.headers["content-type"] ?? "").startsWith("text/html")) {
      expect(checkDocument(answer.url, Buffer.from(answer.body, "utf8")), `${answer.url} has no U+0000 byte`).toBe(true);
    }
    return answer;
  }

  /** Where an answer leaves a browser: the page a redirect leads to (read as `read` reads it), or the answer itself. */
  async landed(answer: Answer): Promise<Answer> {
    if (answer.status >= 300 && answer.status < 400 && answer.headers.location) return this.read(new URL(answer.headers.location, answer.url).href);
    return answer;
  }

  /**
   * Posts the form of `page` that `pick` chooses, as a browser without JavaScript submits it: the values the page
   * rendered (hidden fields, its CSRF token), its button, and what the person typed or chose (a file too). No redirect followed.
   */
  submit(page: Answer, pick: (form: FoundForm) => boolean, typed: FormBody): Promise<Answer> {
    const form = formsIn(page.body, page.url).find((candidate) => candidate.method === "post" && pick(candidate));
    if (!form) throw new Error(`No such form on ${page.url}`);
    return this.post(form.action, { ...form.values, ...(form.submitter ? { [form.submitter.name]: form.submitter.value } : {}), ...typed });
  }

  /** Signs in by posting the login page's password form, as a browser without JavaScript does; returns where it lands. */
  async signIn(login: string, locale: string, password = demoPassword): Promise<Answer> {
    const loginPath = `/${locale}/${locale.startsWith("fr-") ? "connexion" : "login"}`;
    const page = await this.send("GET", loginPath);
    expect(page.status, loginPath).toBe(200);
    const form = formsIn(page.body, page.url).find((candidate) => candidate.id === "password-form");
    if (!form) throw new Error(`No password form on ${loginPath}`);
    const posted = await this.post(form.action, {
      ...form.values,
      ...(form.submitter ? { [form.submitter.name]: form.submitter.value } : {}),
      login,
      password,
    });
    expect(posted.status, `the sign-in of ${login} on ${this.host}`).toBe(302);
    expect([...this.cookies.keys()]).toContain("__session");
    const next = new URL(posted.headers.location!, posted.url);
    expect(next.pathname).not.toBe(loginPath);
    return this.read(next.href);
  }
}

export type FoundField = { name: string; kind: "text" | "hidden" | "file"; type: string };
export type FoundForm = {
  id: string | null;
  method: string;
  action: string;
  multipart: boolean;
  fields: FoundField[];
  /** Values the page rendered (hidden fields, pre-filled inputs, ticked boxes, chosen options). */
  values: Record<string, string>;
  /** The submit button's name and value, when it has one (forms with several intents appear once per button). */
  submitter: { name: string; value: string } | null;
};

const entities: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'", nbsp: "\u00a0" };

/** Text with its character references decoded, as the DOM gives an attribute's value. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? reference;
  });
}

/** A start tag's attributes (React writes them double-quoted, or bare for booleans). */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.replace(/^<[a-z]+/i, "").matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    if (!attributes.has(name.toLowerCase())) attributes.set(name.toLowerCase(), decodeHtml(value ?? ""));
  }
  return attributes;
}

/**
 * The forms of a server-rendered page as the DOM gives them (form.elements, form.action, form.enctype): each
 * control belongs to the form its `form` attribute names, or else to the form around it. Scripts, templates and
 * comments are left out first. One entry per submit button with a name (or one without).
 */
export function formsIn(html: string, pageUrl: string): FoundForm[] {
  const markup = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<template\b[\s\S]*?<\/template>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const forms: { start: number; end: number; attributes: Map<string, string> }[] = [];
  for (const match of markup.matchAll(/<form\b[^>]*>/gi)) {
    const start = match.index;
    const end = markup.indexOf("</form>", start);
    forms.push({ start, end: end < 0 ? markup.length : end, attributes: attributesOf(match[0]) });
  }
  type Control = { at: number; tag: string; attributes: Map<string, string>; content: string };
  const controls: Control[] = [];
  for (const match of markup.matchAll(/<(input|button)\b[^>]*>|<(textarea|select)\b([^>]*)>([\s\S]*?)<\/\2>/gi)) {
    const tag = (match[1] ?? match[2]).toLowerCase();
    const startTag = match[1] ? match[0] : `<${match[2]}${match[3]}>`;
    controls.push({ at: match.index, tag, attributes: attributesOf(startTag), content: match[4] ?? "" });
  }
  const owner = (control: Control) => {
    const named = control.attributes.get("form");
    if (named !== undefined) return forms.find((form) => form.attributes.get("id") === named);
    return forms.find((form) => form.start < control.at && control.at < form.end);
  };
  return forms.flatMap((form) => {
    const fields = new Map<string, FoundField>();
    const values: Record<string, string> = {};
    for (const control of controls.filter((candidate) => owner(candidate) === form)) {
      const name = control.attributes.get("name");
      if (!name) continue;
      const type =
        control.tag === "input"
          ? (control.attributes.get("type") ?? "text").toLowerCase()
          : control.tag === "button"
            ? (control.attributes.get("type") ?? "submit").toLowerCase()
            : control.tag;
      if (control.tag === "button" || type === "submit" || type === "button" || type === "reset" || type === "image") continue;
      const kind = type === "hidden" ? "hidden" : type === "file" ? "file" : "text";
      if (!fields.has(name)) fields.set(name, { name, kind, type });
      let value: string;
      if (control.tag === "textarea") value = decodeHtml(control.content.replace(/^\r?\n/, ""));
      else if (control.tag === "select") {
        const options = [...control.content.matchAll(/<option\b([^>]*)>([\s\S]*?)(?=<option\b|<\/optgroup>|$)/gi)].map((option) => {
          const attributes = attributesOf(`<option${option[1]}>`);
          return { selected: attributes.has("selected"), value: attributes.get("value") ?? decodeHtml(option[2].replace(/<[^>]*>/g, "")).trim() };
        });
        value = (options.find((option) => option.selected) ?? options[0])?.value ?? "";
      } else value = control.attributes.get("value") ?? (type === "checkbox" || type === "radio" ? "on" : "");
      const checkable = type === "checkbox" || type === "radio";
      if (!checkable || control.attributes.has("checked")) values[name] ??= value;
    }
    const buttons = controls.filter((control) => {
      if (!(form.start < control.at && control.at < form.end) || !control.attributes.get("name")) return false;
      const type = (control.attributes.get("type") ?? (control.tag === "button" ? "submit" : "text")).toLowerCase();
      return (control.tag === "button" || control.tag === "input") && type === "submit";
    });
    const submitters =
      buttons.length > 0 ? buttons.map((button) => ({ name: button.attributes.get("name")!, value: button.attributes.get("value") ?? "" })) : [null];
    const action = form.attributes.get("action");
    const enctype = (form.attributes.get("enctype") ?? "").toLowerCase();
    return submitters.map((submitter) => ({
      id: form.attributes.get("id") ?? null,
      method: (form.attributes.get("method") ?? "get").toLowerCase(),
      action: action ? new URL(action, pageUrl).href : pageUrl,
      multipart: enctype === "multipart/form-data",
      fields: [...fields.values()],
      values: { ...values },
      submitter,
    }));
  });
}

/** The text of a piece of a page (tags dropped, references decoded, spaces collapsed), as a reader hears it. */
export function textOf(html: string): string {
  return decodeHtml(html.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A page's or a piece's text as read: scripts and styles left out (the loaders' data repeats the page's words),
 * each tag a space, ASCII spaces collapsed; French no-break spaces are kept, as the page shows them.
 */
export function pageText(html: string): string {
  return decodeHtml(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " "))
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
}

/** The HTML inside a page's `<main>` element ("" when it has none). */
export function mainOf(page: Answer): string {
  return /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(page.body)?.[1] ?? "";
}

/** Which form of a page to post (Visitor.submit): the one with a field of this name. */
export const hasField =
  (name: string) =>
  (form: { fields: { name: string }[] }): boolean =>
    form.fields.some((field) => field.name === name);

/** The text of each `tag` element of a page, as textOf reads it. */
export function textsOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "gi"))].map((match) => textOf(match[1]));
}

/** The text of the element of `html` with this id (the first such element, its own tag closing it), as textOf reads it. */
export function textOfElementId(html: string, id: string): string | null {
  const match = new RegExp(`<([a-z0-9]+)\\b[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? textOf(match[2]) : null;
}

/**
 * The HTML inside the element a page names `name` by its aria-labelledby (a section is a region so named, as
 * getByRole("region", { name }) finds it), elements of the same tag inside it counted; its text compared with
 * every run of white space as one space.
 */
export function regionOf(page: Answer, name: string): string {
  const spaced = (text: string) => text.replace(/\s+/g, " ").trim();
  for (const match of page.body.matchAll(/<(section|div|nav|aside|form)\b[^>]*\saria-labelledby="([^"]*)"[^>]*>/g)) {
    const label = match[2]
      .split(/\s+/)
      .map((id) => textOfElementId(page.body, id) ?? "")
      .join(" ");
    if (spaced(label) !== spaced(name)) continue;
    const start = match.index + match[0].length;
    const tags = new RegExp(`<(/?)${match[1]}\\b[^>]*>`, "g");
    tags.lastIndex = start;
    let depth = 1;
    for (let tag = tags.exec(page.body); tag; tag = tags.exec(page.body)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) return page.body.slice(start, tag.index);
    }
  }
  throw new Error(`No region named ${name} on ${page.url}`);
}
