import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getEnv } from "~/utils/request/env.server";
import { csrfFieldName } from "~/utils/forms/form-fields";

export { csrfFieldName };

let csrf: CSRF | null = null;

function getCsrf(): CSRF {
  if (csrf) return csrf;
  const env = getEnv();
  csrf = new CSRF({
    cookie: createCookie("csrf", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: env.COOKIE_SECURE,
      secrets: [env.SESSION_SECRET],
    }),
    formDataKey: csrfFieldName,
    secret: env.SESSION_SECRET,
  });
  return csrf;
}

/** The token for the page and, when new, the cookie that carries it. */
export function commitCsrfToken(request: Request) {
  // Passing the request keeps the token stable across revalidations.
  return getCsrf().commitToken(request);
}

/**
 * Every action calls this first. A missing or wrong token answers 403,
 * before any work or any call to the broker.
 */
export async function requireValidCsrf(request: Request): Promise<void> {
  try {
    await getCsrf().validate(request);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response("Forbidden", { status: 403, statusText: "Invalid CSRF token" });
    }
    throw error;
  }
}
