// Bench only: serves the reference app (bench/reference/build) with the portal's own
// Express setup (build/start.js's createPortalApp: same middleware, compression, CSP).
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const { startPortal } = await import(path.join(here, "../../build/server.js"));
const { url } = await startPortal({ ...process.env, NODE_ENV: "production" }, { buildDirectory: path.join(here, "build") });
console.log(`Reference app: ${url}/`);
