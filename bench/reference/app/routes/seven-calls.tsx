import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Agent, request } from "undici";

/**
 * Bench only: the reference page plus the signed-in home's seven v2 calls (clientDashboard,
 * app/routes/dashboard/panes.server.ts), made as plainly as an HTTP client allows: undici's
 * `request` over a kept-alive pool like the portal's, bodies parsed, nothing else. What the
 * framework costs with the SPEC's calls and none of the portal's own work (decision 0161).
 * The bench passes the broker's address, the brand token and the session on each request.
 */
const pool = new Agent({ connections: 16, keepAliveTimeout: 4_000 });

const paths = ["contracts?include=signable_documents,next_payment", "invoices", "notifications", "certificates", "claims", "products/available", "services"];

export const meta: MetaFunction = () => [{ title: "Reference with seven calls" }];

export async function loader({ request: incoming }: LoaderFunctionArgs) {
  const broker = incoming.headers.get("x-bench-broker");
  const client = incoming.headers.get("x-bench-client");
  const authorization = incoming.headers.get("authorization");
  const session = incoming.headers.get("x-session-token");
  if (!broker || !client || !authorization || !session) throw new Response("Missing bench headers", { status: 400 });
  const headers = { authorization, "x-session-token": session, accept: "application/json" };
  const bodies = await Promise.all(
    paths.map(async (path) => {
      const answer = await request(`${broker}/v2/clients/${client}/${path}`, { headers, dispatcher: pool });
      if (answer.statusCode !== 200) throw new Response(`Broker answered ${answer.statusCode}`, { status: 502 });
      return (await answer.body.json()) as unknown;
    }),
  );
  const size = (body: unknown) => (Array.isArray(body) ? body.length : Object.keys(body ?? {}).length);
  return { counts: paths.map((path, i) => ({ path, count: size(bodies[i]) })) };
}

export default function SevenCalls() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <ul>
      {counts.map(({ path, count }) => (
        <li key={path}>
          {path}: {count}
        </li>
      ))}
    </ul>
  );
}
