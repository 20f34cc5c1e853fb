import { audienceOf, isBuilt, permissionOf, routeTable, type RouteEntry } from "../../app/route-table";
import { languageTags } from "../../app/utils/routing/locale";
import { admits } from "../../app/utils/routing/route-entry";
import { hasOwnQuotes } from "../../app/utils/session/quote-holder";
import { isClassified, permissionFor } from "../../broker/domain/route-permissions";
import { permissions as allPermissions } from "../../contract/codes/delegate-access";
import { expect, test } from "./fixtures";
import { entryAt, formsOf, linksOf, Visitor } from "./role-walk";

/**
 * The role × page walk (issue 45 section 1, decision 0177): every role of the demo data signs in
 * and walks every page of the route table it can reach (the session pages without parameters
 * directly, every other one through the links the pages themselves offer, so each address
 * carries that person's own contracts, claims, quotes and bespoke quotes), reads the forms each
 * page offers, and compares them with what the broker allows that person (its own session
 * answer, and the broker's table of which permission each operation needs). It fails on
 *  - a form that posts to no page of the route table, or with an intent its entry does not declare;
 *  - a form offered whose broker operation the person's permissions refuse;
 *  - a form hidden that the broker allows: for the manager and the accountant, who act for the
 *    owner's client, a page must offer exactly the owner's forms on the same page that their own
 *    permissions allow (same data, same statuses: only the function differs); for everyone, the
 *    forms whose presence does not depend on any status (the profile, the delegations, the data
 *    rights, the contact request, the claim declaration) must be there when allowed;
 *  - a link that leads to a not-found, refused or failed page; a page of the table, reached
 *    directly, that answers otherwise than its audience and permission say.
 * Plain HTTP, as a visitor without JavaScript: the forms scripts add later (dialogs) are not
 * seen. One project only (the HTML is the same with JavaScript), on the courtia-it brand, whose
 * demo.full client no other test changes (naughty-strings.http.spec.ts posts there as demo.single,
 * another client), so the statuses stay put while the roles are compared.
 */

const brand = "courtia-it";
const locale = "it-it";
/** The language the portal's pages name in `<html lang>` for that locale. */
const pageLanguage = languageTags.it;

const roles = [
  { role: "owner", login: "demo.full@example.com" },
  { role: "manager", login: "demo.manager@example.com" },
  { role: "accountant", login: "demo.accountant@example.com" },
  { role: "personal", login: "demo.personal@example.com" },
  { role: "multi-account", login: "demo.multi@example.com" },
  { role: "prospect", login: "demo.quote@example.com" },
  { role: "prospect, no quote", login: "demo.prospect@example.com" },
  { role: "bespoke prospect", login: "demo.bespoke-one@example.com" },
  { role: "client who was a bespoke prospect", login: "demo.bespoke@example.com" },
  { role: "prospect, qualification due", login: "demo.kyc@example.com" },
  { role: "client who was a prospect", login: "demo.converted@example.com" },
] as const;
type Role = (typeof roles)[number]["role"];

/** Forms a page offers whatever the statuses of its data: hidden when allowed is a mismatch for every role. */
const statusFree = new Set(["profile:*", "delegation:create", "gdpr:*", "contact:*", "claim-new:*"]);

/** Entries the walk never opens: signing out or in, the intent and single sign-on doors, the signature's return (it needs the provider's answer). */
const notWalked = new Set(["logout", "intent", "connect-sso", "signature-callback"]);

/** Pages whose address needs a query (the invoice to pay): reached through the links that carry it, never bare. */
const needsQuery = new Set(["pay"]);

/** Pages: HTML routes of the table (a `.ts` module answers a file: a PDF, a zip, a JSON upload answer). */
const isPage = (entry: RouteEntry) => isBuilt(entry) && !entry.module!.endsWith(".ts") && !notWalked.has(entry.name) && !entry.name.startsWith("login");

type Offered = { entry: string; intent: string; key: string; operation: string | null; allowed: boolean };
type Visit = { path: string; entry: string; status: number; offered: Offered[] };
type Walk = { role: Role; kind: "client" | "prospect"; permissions: readonly string[]; visits: Map<string, Visit>; problems: string[] };

function declared(entry: RouteEntry, intent: string): { key: string; operation: string | null } | undefined {
  const actions = entry.actions ?? {};
  if (intent in actions) return { key: `${entry.name}:${intent}`, operation: actions[intent] };
  if ("*" in actions) return { key: `${entry.name}:*`, operation: actions["*"] };
  return undefined;
}

async function walk(role: Role, login: string, index: number): Promise<Walk> {
  const visitor = new Visitor(brand, `10.177.${index}.1`);
  await visitor.signIn(locale, login);
  const session = await visitor.brokerSession();
  const kind = session.client ? "client" : "prospect";
  // A prospect acts for themself: the broker checks no function (app/utils/request/page.server.ts permissionsOfSession).
  const permissions = session.client ? (session.access?.permissions ?? []) : allPermissions;
  const result: Walk = { role, kind, permissions, visits: new Map(), problems: [] };
  // Whose quotes pages these are: a prospect's, a client's who was one (decision 0251) or who has its own to sign (0262).
  const holder = {
    kind: kind as "client" | "prospect",
    clientId: session.client?.id ?? session.prospects[0]?.id ?? "",
    formerProspectId: session.client ? session.prospects.find((p) => p.client_id === session.client!.id)?.id : undefined,
    ownQuotes: session.client ? hasOwnQuotes(session.client_quotes, permissions) : false,
  };
  const problem = (text: string) => result.problems.push(`${role}: ${text}`);

  const prefix = `/${locale}/`;
  const seen = new Set<string>();
  const queue: { path: string; from: string | null }[] = [];
  const enqueue = (path: string, from: string | null) => {
    if (seen.has(path)) return;
    seen.add(path);
    queue.push({ path, from });
  };
  // Every page of the table that takes no parameter, asked directly: its audience and permission say what it answers.
  for (const entry of routeTable) {
    if (!isPage(entry) || needsQuery.has(entry.name) || (entry.access !== "session" && entry.name !== "contact")) continue;
    const address = pathOf(entry);
    if (address !== null) enqueue(address, null);
  }

  const visitOne = async ({ path, from }: { path: string; from: string | null }) => {
    const answer = await visitor.get(path);
    const url = new URL(answer.path, "http://portal");
    const entry = entryAt(url.pathname, url.search, "get");
    if (answer.status >= 500) return problem(`${path} answered ${answer.status}`);
    if (from !== null && answer.status !== 200) return problem(`${from} links to ${path}, which answers ${answer.status}`);
    const asked = entryAt(new URL(path, "http://portal").pathname);
    if (from === null && asked) {
      const audience = audienceOf(asked);
      const permission = permissionOf(asked);
      const expected = audience && !admits(audience, holder) ? 404 : permission && !permissions.includes(permission) ? 403 : 200;
      if (answer.status !== expected) problem(`${path} (${asked.name}) answered ${answer.status}, its entry says ${expected}`);
      // A page refused or not found is the site's own screen in the page's language (decision 0170), never a bare answer.
      else if (expected !== 200 && !answer.body.includes(`<html lang="${pageLanguage}"`))
        problem(`${path} (${asked.name}) answered ${expected} without the site's screen in Italian`);
    }
    if (answer.status !== 200 || !entry) return;
    const offered: Offered[] = [];
    for (const form of formsOf(answer.body)) {
      if (form.method !== "post") continue;
      const target = new URL(form.action ?? answer.path, `http://${visitor.host}${answer.path}`);
      if (target.host !== visitor.host) {
        problem(`${answer.path} offers a form posting outside the portal (${target.origin})`);
        continue;
      }
      const postedTo = entryAt(target.pathname, target.search, "post");
      if (!postedTo) {
        problem(`${answer.path} offers a form posting to ${target.pathname}, no page of the route table`);
        continue;
      }
      for (const intent of form.intents) {
        const action = declared(postedTo, intent);
        if (!action) {
          problem(`${answer.path} offers the form "${intent}" of ${postedTo.name}, which its entry's actions do not declare`);
          continue;
        }
        const operation = action.operation;
        let allowed = true;
        if (operation !== null) {
          const [method, operationPath] = operation.split(" ");
          if (operationPath.startsWith("/v2/clients/{client}") && !isClassified(method, operationPath))
            problem(`${action.key} calls ${operation}, which the broker's table does not classify`);
          allowed = permissions.includes(permissionFor(method, operationPath));
        }
        if (!allowed) problem(`${answer.path} offers ${action.key} (${operation}), which the broker refuses to this person`);
        offered.push({ entry: postedTo.name, intent, key: action.key, operation, allowed });
      }
    }
    result.visits.set(answer.path, { path: answer.path, entry: entry.name, status: answer.status, offered });
    for (const link of linksOf(answer.body)) {
      if (!link.startsWith(prefix)) continue;
      const target = new URL(link, "http://portal");
      const linked = entryAt(target.pathname, target.search);
      if (linked && isPage(linked) && linked.access === "session") enqueue(`${target.pathname}${target.search}`, answer.path);
    }
  };

  // Three requests in flight per person: the portal and the broker share two cores with the other roles' walks.
  const workers = Array.from({ length: 3 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await visitOne(next);
  });
  await Promise.all(workers);
  // The queue can grow after a worker found it empty.
  while (queue.length > 0) await Promise.all(queue.splice(0).map(visitOne));

  // Status-free forms: a page that is open to this person and offers none of what they may do is hiding it.
  for (const visit of result.visits.values()) {
    const entry = routeTable.find((candidate) => candidate.name === visit.entry) as RouteEntry;
    for (const [intent, operation] of Object.entries(entry.actions ?? {})) {
      const key = `${entry.name}:${intent}`;
      if (!statusFree.has(key)) continue;
      const allowed = operation === null || permissions.includes(permissionFor(...(operation.split(" ") as [string, string])));
      if (allowed && !visit.offered.some((offered) => offered.key === key)) problem(`${visit.path} hides ${key}, which the broker allows`);
    }
  }
  return result;
}

/** The address of an entry without parameters, in the walk's language; null when it has some. */
function pathOf(entry: RouteEntry): string | null {
  const parts: string[] = [];
  for (let current: RouteEntry | undefined = entry; current; current = routeTable.find((candidate) => candidate.name === current!.parent)) {
    parts.unshift(current.en);
  }
  const path = parts.filter(Boolean).join("/");
  return path.includes(":") ? null : `/${locale}/${path}`;
}

/** The manager's and the accountant's pages against the owner's: the same forms, less only what their function refuses. */
function compareWithOwner(owner: Walk, other: Walk): string[] {
  const problems: string[] = [];
  for (const visit of other.visits.values()) {
    const ownerVisit = owner.visits.get(visit.path);
    if (!ownerVisit) continue;
    const offered = new Set(visit.offered.map((form) => `${form.entry}:${form.intent}`));
    for (const form of ownerVisit.offered) {
      if (form.operation === null || !form.allowed) continue;
      const [method, operationPath] = form.operation.split(" ");
      const allowed = other.permissions.includes(permissionFor(method, operationPath));
      if (allowed && !offered.has(`${form.entry}:${form.intent}`)) {
        problems.push(`${other.role}: ${visit.path} hides ${form.key} (${form.operation}), which the owner is offered there and the broker allows`);
      }
    }
  }
  return problems;
}

function matrix(walks: Walk[]): string {
  const entries = [...new Set(walks.flatMap((w) => [...w.visits.values()].map((v) => v.entry)))].sort();
  const header = ["page", ...walks.map((w) => w.role)];
  const rows = entries.map((name) => [
    name,
    ...walks.map((w) => {
      const visits = [...w.visits.values()].filter((v) => v.entry === name);
      if (visits.length === 0) return "-";
      const forms = visits.flatMap((v) => v.offered);
      return `${visits.length}p ${new Set(forms.map((f) => f.key)).size}a`;
    }),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i])).join(" | ");
  const totals = walks.map((w) => {
    const visits = [...w.visits.values()];
    const forms = visits.flatMap((v) => v.offered);
    return `${w.role}: ${visits.length} pages of ${new Set(visits.map((v) => v.entry)).size} entries, ${forms.length} forms offered (${new Set(forms.map((f) => f.key)).size} actions), ${forms.filter((f) => !f.allowed).length} refused by the broker`;
  });
  // Pages of the table no role reached: said, so the matrix never claims more than it read.
  // A layout is read with each of its pages (a contract's header, its amendment form): reached when one of them is.
  const reached = new Set<string>();
  for (const name of entries)
    for (let at = routeTable.find((e) => e.name === name) as RouteEntry | undefined; at; at = routeTable.find((e) => e.name === at!.parent))
      reached.add(at.name);
  const unreached = routeTable.filter((entry) => isPage(entry) && entry.access === "session" && !reached.has(entry.name)).map((entry) => entry.name);
  return [
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
    "",
    ...totals,
    "",
    `session pages no role reached: ${unreached.join(", ") || "none"}`,
  ].join("\n");
}

// Plain HTTP, the same whatever a browser runs: the "once" project runs it.
test("every role's pages offer the forms the broker allows that person, and only those", { tag: "@once" }, async () => {
  const testInfo = test.info();
  test.setTimeout(120_000);
  const started = Date.now();
  const owner = await walk("owner", roles[0].login, 0);
  const others = await Promise.all(roles.slice(1).map(({ role, login }, i) => walk(role, login, i + 1)));
  const walks = [owner, ...others];
  const problems = [
    ...new Set([
      ...walks.flatMap((w) => w.problems),
      ...others.filter((w) => w.role === "manager" || w.role === "accountant").flatMap((w) => compareWithOwner(owner, w)),
    ]),
  ];
  const pages = walks.reduce((sum, w) => sum + w.visits.size, 0);
  const forms = walks.reduce((sum, w) => sum + [...w.visits.values()].reduce((n, v) => n + v.offered.length, 0), 0);
  const actions = walks.map((w) => `${w.role}: ${[...new Set([...w.visits.values()].flatMap((v) => v.offered.map((f) => f.key)))].sort().join(", ")}`);
  const summary = [
    matrix(walks),
    `Actions offered, by role:\n${actions.join("\n")}`,
    `${roles.length} roles, ${pages} pages read, ${forms} forms offered, ${problems.length} mismatches, ${Math.round((Date.now() - started) / 1000)} s`,
  ].join("\n\n");
  console.info(summary);
  await testInfo.attach("role-page-matrix.txt", { body: summary, contentType: "text/plain" });
  expect(problems).toEqual([]);
});
