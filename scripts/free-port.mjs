// Free TCP ports, chosen by the system (bind port 0), so two checkouts can run
// their e2e servers, benchmarks or throw-away databases at the same time.
//
//   import { freePorts } from "./scripts/free-port.mjs";
//   const [portal, broker] = await freePorts(2);
//
//   node scripts/free-port.mjs [count]    prints `count` distinct ports, one a line
//
// All ports are held open together until every one is known, so they are
// distinct; the caller binds them right after (a small race any port picker has).
import net from "node:net";
import { fileURLToPath } from "node:url";

/** Listens on port 0 (every address, like the servers do) and keeps the socket open. */
function holdFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, () => resolve(server));
  });
}

/** `count` distinct free ports. */
export async function freePorts(count = 1) {
  const servers = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await holdFreePort());
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** One free port. */
export async function freePort() {
  return (await freePorts(1))[0];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const count = Number(process.argv[2] ?? 1);
  if (!Number.isInteger(count) || count < 1) {
    console.error("usage: node scripts/free-port.mjs [count]");
    process.exit(2);
  }
  console.log((await freePorts(count)).join("\n"));
}
