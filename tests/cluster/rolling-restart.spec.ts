import pg from "pg";
import { signIn, sustainedHomeLoad } from "../../bench/home-load.mjs";
import type { Cluster, Member } from "../../scripts/cluster.mjs";
import { clusterLinesInto, expect, memoryLimitMb, test } from "./shared-cluster";
import { steadyLoad } from "./steady-load";

/**
 * Issue 44 §3-4: restarts lose nothing, and the processes say how they run.
 * - Every portal, then every broker, stopped with SIGTERM (exit 0) and started again, one at a time,
 *   under a steady load of signed-in homes and contact-form posts through haproxy: no request fails,
 *   and the database holds exactly one callback request per post the portal acknowledged.
 * - A request id sent to the portal is in the portal's line and in the broker's lines of that request.
 * - Each process serves its metrics on its own port, labelled by route ids, never on the public address.
 * - A portal given 512 MB (its heap bound derived from it) stays under 512 MB under 50 connections.
 */
const database = process.env.BROKER_TEST_DATABASE_URL ?? process.env.DATABASE_URL;
let cluster: Cluster;
let db: pg.Client;
const report: string[] = [];

test.beforeAll(async ({ cluster: shared }) => {
  cluster = shared;
  clusterLinesInto(report);
  db = new pg.Client({ connectionString: database });
  await db.connect();
});

test.afterAll(async () => {
  console.info(["", "Rolling restart, request id, metrics, memory:", ...report].join("\n"));
  await db?.end();
});

const rows = async <T>(sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows as T[];
const metricsOf = async (member: Member) => (await fetch(member.metricsUrl!)).text();
const value = (metrics: string, series: RegExp) =>
  [...metrics.matchAll(new RegExp(`^${series.source} (\\S+)$`, "gm"))].reduce((sum, match) => sum + Number(match[1]), 0);

test("a rolling restart of every portal and broker under load fails no request and applies each post once", async () => {
  test.setTimeout(240_000);
  const base = cluster.portalUrl;
  // Four visitors, each signed in on a session of their own (the broker limits callback requests per session).
  const clients = [];
  for (let i = 0; i < 4; i++) clients.push(await signIn(base, "demo.full@example.com", "Demo-Password-1"));
  const [{ since }] = await rows<{ since: Date }>("select now() as since");
  const load = steadyLoad(base, clients, { postEvery: 4, maxPostsPerClient: 8, contactPath: "/fr-fr/contact", thinkMs: 100 });

  // The load under way before the first stop: every visitor has had a few answers.
  await expect.poll(() => load.figures.pages, { timeout: 30_000 }).toBeGreaterThanOrEqual(4 * clients.length);
  for (const member of [...cluster.portals, ...cluster.brokers]) {
    const started = Date.now();
    const exit = await cluster.terminate(member);
    expect(exit, `${member.label} exits 0 on SIGTERM`).toBe(0);
    const stopped = Date.now();
    if (member.label.startsWith("portal")) await cluster.restartPortal(member);
    else await cluster.restartBroker(member);
    await cluster.untilUp(member);
    report.push(`  ${member.label}: stopped in ${stopped - started} ms (exit ${exit}), back in rotation ${Date.now() - stopped} ms later`);
  }
  // And still answered after the last restart, by every process back in rotation.
  const afterRestarts = load.figures.pages;
  await expect.poll(() => load.figures.pages, { timeout: 30_000 }).toBeGreaterThanOrEqual(afterRestarts + 4 * clients.length);
  const figures = await load.stop();

  const created = await rows<{ id: string }>("select id from contact_request where created_at >= $1 and subject = 'Rolling restart'", [since]);
  const createdIds = new Set(created.map((row) => row.id));
  const acknowledged = new Set(figures.acknowledged);
  const lost = [...acknowledged].filter((id) => !createdIds.has(id));
  const unacknowledged = [...createdIds].filter((id) => !acknowledged.has(id));
  report.push(
    `  requests ${figures.requests} (signed-in pages ${figures.pages}, contact posts ${figures.posts}), failed ${figures.failures.length}; ` +
      `posts acknowledged ${acknowledged.size}, callback requests stored ${created.length}: lost ${lost.length}, applied twice or unacknowledged ${unacknowledged.length}`,
  );
  for (const stopLine of [...cluster.portals, ...cluster.brokers].flatMap((member) =>
    (cluster.logs[member.label] ?? []).filter((line) => line.includes('"shutdown"')),
  ))
    report.push(`  ${stopLine}`);

  expect(figures.failures).toEqual([]);
  expect(figures.posts).toBeGreaterThan(8);
  expect(acknowledged.size).toBe(figures.posts);
  expect(lost).toEqual([]);
  expect(unacknowledged).toEqual([]);
  expect(created.length).toBe(acknowledged.size);
  expect(await rows("select 1 from idempotency_key where state = 'in_flight'")).toEqual([]);
});

test("one request id in the portal's line and the broker's lines of a request", async () => {
  const { cookie, home } = await signIn(cluster.portalUrl, "demo.full@example.com", "Demo-Password-1");
  const requestId = `trace-${Date.now()}`;
  const response = await fetch(`${cluster.portalUrl}${home}`, { headers: { Cookie: cookie, "X-Request-Id": requestId } });
  expect(response.status).toBe(200);
  expect(response.headers.get("x-request-id")).toBe(requestId);
  const linesOf = (members: Member[]) =>
    members
      .flatMap((member) => (cluster.logs[member.label] ?? []).filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>))
      .filter((line) => line.requestId === requestId);
  await expect(async () => {
    expect(linesOf(cluster.portals)).toEqual([expect.objectContaining({ event: "http", status: 200 })]);
    expect(linesOf(cluster.brokers).length).toBeGreaterThan(0);
  }).toPass({ timeout: 5_000 });
  const brokerLines = linesOf(cluster.brokers);
  expect(brokerLines.every((line) => line.event === "request" && typeof line.route === "string" && !String(line.route).includes("demo"))).toBe(true);
  report.push(`  request ${requestId}: 1 portal line, ${brokerLines.length} broker lines (${brokerLines.map((line) => line.route).join(", ")})`);
});

test("each process serves its metrics on its own port, labelled by route ids, not on the public address", async () => {
  // A signed-in home on each portal, straight to the process: each has page and v2 call series.
  const { cookie, home } = await signIn(cluster.portalUrl, "demo.full@example.com", "Demo-Password-1");
  for (const member of cluster.portals) expect((await fetch(`${member.url}${home}`, { headers: { Cookie: cookie } })).status).toBe(200);
  const portal = (await Promise.all(cluster.portals.map(metricsOf))).join("\n");
  const broker = (await Promise.all(cluster.brokers.map(metricsOf))).join("\n");
  // Route ids and masked operations only: no record id, e-mail or raw path in any label.
  for (const [, labels] of `${portal}\n${broker}`.matchAll(/^\w+\{([^}]*)\}/gm)) expect(labels).not.toMatch(/ctr_|inv_|@|demo\.|\/\d/);
  expect(value(portal, /portal_http_request_duration_seconds_count\{route="fr:index",method="GET",status="200"\}/)).toBeGreaterThan(0);
  expect(value(portal, /portal_v2_call_duration_seconds_count\{operation="GET \/clients\/:id\/[^"]*",status="200"\}/)).toBeGreaterThan(0);
  expect(portal).toMatch(/^portal_v2_pool_connections_max\{lane="pages"\} 16$/m);
  expect(portal).toMatch(/^portal_nodejs_eventloop_lag_p99_seconds /m);
  expect(portal).toMatch(/^portal_process_resident_memory_bytes /m);
  expect(value(broker, /broker_http_request_duration_seconds_count\{route="GET \/v2\/health",method="GET",status="200"\}/)).toBeGreaterThan(0);
  expect(broker).toMatch(/^broker_pg_pool_connections\{state="max"\} 10$/m);
  const publicAnswer = await fetch(`${cluster.portalUrl}/metrics`);
  expect(await publicAnswer.text()).not.toContain("portal_http_request_duration_seconds");
  report.push(
    "  metrics sample (portal, then broker):",
    ...portal
      .split("\n")
      .filter((line) =>
        /^portal_(http_request_duration_seconds_count|v2_call_duration_seconds_count|v2_call_failures_total|v2_pool_|nodejs_eventloop_lag_p99|process_resident)/.test(
          line,
        ),
      )
      .slice(0, 14)
      .map((line) => `    ${line}`),
    ...broker
      .split("\n")
      .filter((line) => /^broker_(http_request_duration_seconds_count|pg_pool_connections)/.test(line))
      .slice(0, 8)
      .map((line) => `    ${line}`),
  );
});

test(`a portal given ${memoryLimitMb} MB stays under it with 50 connections of signed-in homes`, async () => {
  test.setTimeout(120_000);
  const [portal] = cluster.portals;
  const command = (await import("node:fs")).readFileSync(`/proc/${portal.process.pid}/cmdline`, "utf8").split("\0");
  expect(command).toContain("--max-old-space-size=320");
  // Straight to the process: every connection on it.
  const { cookie, home } = await signIn(portal.url, "demo.full@example.com", "Demo-Password-1");
  const result = await sustainedHomeLoad({
    url: `${portal.url}${home}`,
    cookie,
    portalPid: portal.process.pid!,
    seconds: 20,
    connections: 50,
    settleSeconds: 0,
  });
  report.push(`  memory: ${JSON.stringify(result)}`);
  // Timings and timeouts depend on the machine's load (reported); the memory bound does not.
  expect(result.requests).toBeGreaterThan(0);
  expect(result.non2xx).toBe(0);
  expect(result.portalRssMb.peak).toBeLessThan(memoryLimitMb);
});
