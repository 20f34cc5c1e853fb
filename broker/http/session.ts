import { createMiddleware } from "hono/factory";
import { resolveSession } from "../auth/sessions";
import type { BrokerEnv } from "./context";
import { invalidAuthToken } from "./errors";

export const SESSION_HEADER = "x-session-token";

/**
 * Authenticates the USER: `X-Session-Token`. Needs requireBrand before it
 * (a session only exists within its brand). Sets `c.get("session")`.
 * Missing, unknown, expired, revoked or other-brand tokens all answer 401
 * `generic.invalid-auth-token`, which makes the portal log the user out.
 */
export const requireSession = createMiddleware<BrokerEnv>(async (c, next) => {
  const token = c.req.header(SESSION_HEADER);
  if (!token) throw invalidAuthToken();
  const { db, now } = c.get("deps");
  const session = await resolveSession(db, c.get("brand").id, token, now());
  if (!session) throw invalidAuthToken();
  c.set("session", session);
  await next();
});
