import { Agent, request as httpRequest } from "node:http";
import { fullPath, isBuilt, routeTable, type RouteEntry } from "../../app/route-table";
import { port } from "./fixtures";
import { brandToken, brokerUrl, demoPassword, sessionCookieUser } from "./auth-fixtures";
import type { SessionBody } from "../../contract/wire/session";

/**
 * The role × page walk's tools (tests/e2e/permissions.spec.ts): a visitor
 * speaking plain HTTP to the portal with its own cookie jar (no browser: the
 * walk reads several hundred server-rendered pages, as a visitor without
 * JavaScript gets them), the forms a page offers, and which route-table
 * entry and intent each one posts to.
 */

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

export type Answer = { status: number; location: string | null; body: string; path: string };

export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly brand: string,
    /** Each visitor is a client address of its own, so the portal's per-address limits see separate visitors. */
    private readonly forwardedFor: string,
  ) {}

  get host(): string {
    return `${this.brand}.localhost:${port}`;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  send(method: "GET" | "POST", path: string, form?: Record<string, string>): Promise<Answer> {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          agent,
          host: "127.0.0.1",
          port,
          path,
          method,
          headers: {
            Host: this.host,
            "X-Forwarded-For": this.forwardedFor,
            Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
            ...(body === undefined
              ? {}
              : { Origin: `http://${this.host}`, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) }),
          },
        },
        (response) => {
          for (const line of response.headers["set-cookie"] ?? []) {
            const [pair] = line.split(";");
            const at = pair.indexOf("=");
            const name = pair.slice(0, at).trim();
            const value = pair.slice(at + 1).trim();
            if (/max-age=0\b|expires=thu, 01 jan 1970/i.test(line) || value === "") this.cookies.delete(name);
            else this.cookies.set(name, value);
          }
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location ?? null,
              body: Buffer.concat(chunks).toString("utf8"),
              path,
            }),
          );
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  /** A GET that follows the portal's redirects (at most five), answering the last page and its path. */
  async get(path: string): Promise<Answer> {
    let answer = await this.send("GET", path);
    for (let hops = 0; hops < 5 && answer.location && answer.status >= 300 && answer.status < 400; hops++) {
      const next = new URL(answer.location, `http://${this.host}${answer.path}`);
      if (next.host !== this.host) return answer;
      answer = await this.send("GET", `${next.pathname}${next.search}`);
    }
    return answer;
  }

  /**
   * Signs in through the login form, as a visitor without JavaScript does; a person with several
   * accounts takes the one the broker marks as default (the first button of the account choice); one
   * asked the qualification puts it off.
   */
  async signIn(locale: string, login: string): Promise<void> {
    const loginPage = await this.get(`/${locale}/login`);
    const csrf = csrfOf(loginPage.body);
    const posted = await this.send("POST", `/${locale}/login`, { csrf, intent: "password", login, password: demoPassword });
    if (posted.status !== 302 || !posted.location) throw new Error(`Signing in ${login} answered ${posted.status}`);
    const landed = await this.get(new URL(posted.location, `http://${this.host}`).pathname);
    if (landed.path.includes("/login/select-account")) {
      const choice = formsOf(landed.body).find((form) => form.fields.clientId);
      if (!choice) throw new Error(`No account to choose for ${login}`);
      const chosen = await this.send("POST", landed.path, { csrf: csrfOf(landed.body), clientId: choice.fields.clientId });
      if (chosen.status !== 302) throw new Error(`Choosing an account for ${login} answered ${chosen.status}`);
    }
    // The qualification is optional: put off for the session, as "Finish later" does, so the other pages open (the questionnaire stays on its page).
    if (landed.path.startsWith(`/${locale}/kyc`)) {
      const later = await this.send("POST", landed.path, { csrf: csrfOf(landed.body), intent: "later" });
      if (later.status !== 302) throw new Error(`Putting off the qualification for ${login} answered ${later.status}`);
    }
  }

  /** The broker's own answer for this visitor's session: its client and what this person may do for it. */
  /** The broker's session answer (SPEC section 3 "Session"), as the portal reads it on every request. */
  async brokerSession(): Promise<SessionBody> {
    const cookie = this.cookie("__session");
    if (!cookie) throw new Error("Not signed in");
    const user = sessionCookieUser(cookie);
    const response = await fetch(`${brokerUrl}/v2/clients/${encodeURIComponent(user.clientId)}/session`, {
      headers: { Authorization: `Bearer ${brandToken(this.brand)}`, "X-Session-Token": user.token, "X-Forwarded-For": this.forwardedFor },
    });
    if (response.status !== 200) throw new Error(`The broker's session answer was ${response.status}`);
    return (await response.json()) as SessionBody;
  }
}

function csrfOf(html: string): string {
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("No CSRF field on the page");
  return decodeEntities(token);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g)) out[match[1].toLowerCase()] = decodeEntities(match[2] ?? "");
  return out;
}

export type OfferedForm = {
  method: string;
  /** The action attribute, or null (the form posts to the page's own address). */
  action: string | null;
  /** The intents the form can send: its hidden field's, or each submit button's; "" when it has none. */
  intents: string[];
  /** Its other hidden fields (the account choice's clientId). */
  fields: Record<string, string>;
};

/**
 * The forms of a server-rendered page (React writes every attribute double-quoted and
 * never nests forms, so a scan of its tags reads them exactly); GET forms (filters) are kept
 * with their method so the caller can leave them out.
 */
export function formsOf(html: string): OfferedForm[] {
  const forms: OfferedForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const own = attributes(match[1]);
    const inner = match[2];
    const fields: Record<string, string> = {};
    const intents = new Set<string>();
    const actions = new Set<string>();
    for (const input of inner.matchAll(/<input\b[^>]*>/g)) {
      const a = attributes(input[0]);
      if (a.type === "hidden" && a.name) fields[a.name] = a.value ?? "";
    }
    if (fields.intent !== undefined) intents.add(fields.intent);
    for (const button of inner.matchAll(/<button\b[^>]*>/g)) {
      const a = attributes(button[0]);
      if ((a.type ?? "submit") !== "submit") continue;
      if (a.name === "intent") intents.add(a.value ?? "");
      if (a.formaction) actions.add(a.formaction);
    }
    const method = (own.method ?? "get").toLowerCase();
    const list = [...(intents.size > 0 ? intents : new Set([""]))];
    forms.push({ method, action: own.action ?? null, intents: list, fields });
    for (const action of actions) forms.push({ method, action, intents: list, fields });
  }
  return forms;
}

/** The links of a page that stay on the portal (the crawl follows them). */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((match) => decodeEntities(match[1]));
}

type Pattern = { entry: RouteEntry; regex: RegExp; params: string[]; index: boolean };

function compile(entry: RouteEntry, lang: "en" | "fr"): Pattern {
  const params: string[] = [];
  const path = fullPath(entry, lang);
  const source = path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      params.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { entry, regex: new RegExp(`^/[a-z]{2}-[a-z]{2}/${source}/?$`.replace("//?$", "/?$")), params, index: entry[lang] === "" && !!entry.parent };
}

const patterns = routeTable.filter((entry) => isBuilt(entry)).flatMap((entry) => [compile(entry, "en"), compile(entry, "fr")]);
const hasParams = (p: Pattern) => p.params.length > 0;

/**
 * The route-table entry an address reaches, as Remix picks it: fixed segments before
 * parameters; for a layout with an index page, the index with `?index` (a form's own
 * action) or on a plain GET, the layout for a POST without it (decision 0177).
 */
export function entryAt(pathname: string, search = "", method: "get" | "post" = "get"): RouteEntry | null {
  const hits = patterns.filter((p) => p.regex.test(pathname));
  if (hits.length === 0) return null;
  const index = new URLSearchParams(search).has("index");
  const ranked = hits.sort((a, b) => Number(hasParams(a)) - Number(hasParams(b)) || paramCount(a) - paramCount(b));
  const best = ranked[0];
  const sameAddress = ranked.filter((p) => p.params.length === best.params.length);
  const indexHit = sameAddress.find((p) => p.index);
  const layoutHit = sameAddress.find((p) => !p.index);
  if (indexHit && layoutHit) return method === "get" || index ? indexHit.entry : layoutHit.entry;
  return best.entry;
}

function paramCount(p: Pattern): number {
  return p.params.length;
}
