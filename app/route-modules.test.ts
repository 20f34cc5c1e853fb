import { describe, expect, it } from "vitest";
import { audienceOf, isBuilt, routeTable, type RouteEntry } from "~/route-table";
import { commitCsrfToken, csrfFieldName } from "~/utils/forms/csrf.server";
import { href } from "~/utils/routing/href";
import { readRouteHandle } from "~/utils/routing/handle";

/**
 * Decision 0074: who sees a page and which namespaces it loads are written
 * once, on its route table entry. This walks the whole table and fails when
 * a module disagrees with its entry, lets a signed-out visitor into a session
 * page, or serves pages without being in the table.
 */

type RouteModule = { handle?: unknown; loader?: unknown; action?: unknown; default?: unknown };
const modules = import.meta.glob<RouteModule>(["./routes/**/*.{ts,tsx}", "!./routes/**/*.server.ts", "!./routes/**/*.css.ts", "!./routes/**/*.test.{ts,tsx}"]);

/** Mounted by `app/routes.ts` outside the table: they belong to no page. */
// monitoring-check: the error-reporting check, answering only when APP_ENV=test (decision 0174), like the locale resources outside the page table.
const outsideTable = new Set(["_app/root-redirect.tsx", "_app/locale-resources.ts", "_app/rejected.tsx", "_app/not-found.tsx", "_app/monitoring-check.ts"]);

const entries = routeTable as readonly RouteEntry[];
const built = entries.filter((entry) => entry.module !== null && isBuilt(entry));

async function load(module: string): Promise<RouteModule> {
  const importer = modules[`./routes/${module}`];
  if (!importer) throw new Error(`routes/${module} is named by the table but does not exist`);
  return importer();
}

/** A URL of the entry (its parameters filled), on the default brand. */
function urlOf(entry: RouteEntry): string {
  const params = new Proxy({}, { get: () => "x", has: () => true }) as Record<string, string>;
  return `http://localhost${href(entry.name as never, params as never, { lang: "en", country: "FR" })}`;
}

const context = () => ({ cspNonce: "t", requestId: "t", responseHeaders: new Headers() });

/** What the handler answered or threw, as a response-like status and location. */
async function outcome(run: () => unknown): Promise<{ status: number; location: string | null }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
  const init = (result as { init?: { status?: number } } | null)?.init;
  return { status: init?.status ?? 200, location: null };
}

describe("every module agrees with its route table entry", () => {
  it.each(built.map((entry) => [entry.name, entry] as const))("%s: its handle names it, with the entry's namespaces", async (_name, entry) => {
    const module = await load(entry.module!);
    const handle = readRouteHandle(module.handle);
    const owner = entries.find((candidate) => candidate.name === handle.page);
    // A module several entries share (the legal pages) names one of them; they must agree on all the rest.
    expect(owner?.module, `${entry.module} declares handle = pageHandle("${entry.name}")`).toBe(entry.module);
    expect(handle.i18n ?? []).toEqual(entry.ns ?? []);
    expect({ access: owner!.access, audience: audienceOf(owner!), ns: owner!.ns, serverNs: owner!.serverNs }).toEqual({
      access: entry.access,
      audience: audienceOf(entry),
      ns: entry.ns,
      serverNs: entry.serverNs,
    });
  });

  it("no module serves a page without being in the table", async () => {
    const inTable = new Set(entries.map((entry) => entry.module));
    const strays: string[] = [];
    for (const path of Object.keys(modules)) {
      const module = path.replace(/^\.\/routes\//, "");
      if (inTable.has(module) || outsideTable.has(module)) continue;
      const exports = await modules[path]();
      if (exports.loader || exports.action || (exports.default && exports.handle)) strays.push(module);
    }
    expect(strays).toEqual([]);
  });
});

describe("a signed-out visitor never gets into a session page", () => {
  const session = built.filter((entry) => entry.access === "session");

  it.each(session.map((entry) => [entry.name, entry] as const))("%s: its loader and action send to login", async (_name, entry) => {
    const module = await load(entry.module!);
    const url = urlOf(entry);
    const handlers = [
      ["loader", module.loader],
      ["action", module.action],
    ] as const;
    expect(module.loader ?? module.action, `${entry.module} has a loader or an action`).toBeDefined();
    for (const [kind, handler] of handlers) {
      if (typeof handler !== "function") continue;
      let request = new Request(url);
      if (kind === "action") {
        // A valid form post (the CSRF check passes), so the refusal seen is the page's own guard.
        const [token, setCookie] = await commitCsrfToken(new Request(url), null);
        const body = new URLSearchParams({ [csrfFieldName]: token });
        const headers = { cookie: (setCookie ?? "").split(";")[0], "content-type": "application/x-www-form-urlencoded" };
        request = new Request(url, { method: "POST", headers, body });
      }
      const answer = await outcome(() => (handler as (args: unknown) => unknown)({ request, params: { id: "x" }, context: context() }));
      expect(answer.status, `${entry.module} ${kind}`).toBe(302);
      expect(answer.location, `${entry.module} ${kind}`).toMatch(/^\/en-fr\/login\?redirectTo=/);
    }
  });
});
