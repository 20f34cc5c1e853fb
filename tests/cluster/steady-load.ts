/**
 * A steady load through the portals' proxy for the rolling restart (tests/cluster/rolling-restart.spec.ts):
 * signed-in clients, each on its own session, asking for their home and now and then posting the
 * contact form as a browser without JavaScript does (the page, then a plain POST with the form's
 * hidden fields, its Idempotency-Key included). Every answer is checked: a home must be a signed-in
 * home, a post must redirect to its confirmation with the reference the broker gave.
 */
export type LoadFigures = {
  requests: number;
  pages: number;
  posts: number;
  failures: { what: string; status: number | string }[];
  /** The contact references of the posts the portal acknowledged (redirect to the confirmation). */
  acknowledged: string[];
};

type Client = { cookie: string; home: string };

/** The client's Cookie header with the cookies an answer set (the CSRF cookie of a form's page). */
function keepCookies(client: Client, response: Response) {
  const jar = new Map(client.cookie.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const));
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    jar.set(pair.slice(0, pair.indexOf("=")).trim(), pair.slice(pair.indexOf("=") + 1));
  }
  client.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The attributes of every `<input>` and the first `<option value>` of each `<select>` of one form. */
function formFields(html: string, formMarker: RegExp): Record<string, string> | null {
  const form = html.match(/<form[^>]*method="post"[\s\S]*?<\/form>/gi)?.find((candidate) => formMarker.test(candidate));
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    const type = /\btype="([^"]+)"/.exec(tag)?.[1];
    if (name && type === "hidden") fields[name] = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
  }
  for (const [, name, options] of form.matchAll(/<select\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const first = [...options.matchAll(/<option\b[^>]*value="([^"]+)"/g)][0]?.[1];
    if (first) fields[name] = first;
  }
  return fields;
}

export function steadyLoad(base: string, clients: Client[], options: { postEvery: number; maxPostsPerClient: number; contactPath: string; thinkMs: number }) {
  const figures: LoadFigures = { requests: 0, pages: 0, posts: 0, failures: [], acknowledged: [] };
  let running = true;

  async function page(client: Client, path: string): Promise<string | null> {
    figures.requests++;
    try {
      const response = await fetch(`${base}${path}`, { headers: { Cookie: client.cookie }, redirect: "manual" });
      keepCookies(client, response);
      const html = await response.text();
      if (response.status !== 200 || !html.includes('data-testid="signed-in-name"')) {
        figures.failures.push({ what: `GET ${path}`, status: response.status });
        return null;
      }
      return html;
    } catch (error) {
      figures.failures.push({ what: `GET ${path}`, status: (error as Error).cause ? String(((error as Error).cause as Error).message) : String(error) });
      return null;
    }
  }

  async function post(client: Client) {
    const html = await page(client, options.contactPath);
    if (!html) return;
    const fields = formFields(html, /name="idempotencyKey"/);
    if (!fields) return void figures.failures.push({ what: "contact form not found", status: "-" });
    const body = new URLSearchParams({
      ...fields,
      phone: "+33 6 12 34 56 78",
      hour: "10-11",
      reason: "Rolling restart",
      message: "A callback asked during a rolling restart.",
    });
    figures.requests++;
    figures.posts++;
    try {
      const response = await fetch(`${base}${options.contactPath}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: client.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: base },
        body,
      });
      keepCookies(client, response);
      await response.arrayBuffer();
      const reference = new URL(response.headers.get("location") ?? "/", base).searchParams.get("ref");
      if (response.status < 300 || response.status >= 400 || !reference)
        figures.failures.push({ what: `POST ${options.contactPath}`, status: response.status });
      else figures.acknowledged.push(reference);
    } catch (error) {
      figures.failures.push({ what: `POST ${options.contactPath}`, status: String(error) });
    }
  }

  async function client(one: Client) {
    let posts = 0;
    for (let turn = 1; running; turn++) {
      if (turn % options.postEvery === 0 && posts < options.maxPostsPerClient) {
        posts++;
        await post(one);
      } else if (await page(one, one.home)) figures.pages++;
      // A visitor reads before the next click: a steady load, not a saturating one.
      await new Promise((resolve) => setTimeout(resolve, options.thinkMs));
    }
  }

  const done = Promise.all(clients.map(client));
  return {
    figures,
    async stop() {
      running = false;
      await done;
      return figures;
    },
  };
}
