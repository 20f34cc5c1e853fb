import { getEnv } from "~/utils/request/env.server";

/**
 * Fails on purpose so a test can prove error reporting end to end (tests/e2e/error-reporting.spec.ts).
 * It exists only where APP_ENV is "test", an environment no deployment runs: everywhere else it is
 * the plain not-found answer.
 */
export function loader() {
  if (getEnv().APP_ENV !== "test") return new Response("Not Found", { status: 404 });
  throw new Error("Monitoring check: a deliberate server error");
}
