import { createHmac } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { getEnv } from "~/utils/request/env.server";
import { randomToken } from "~/utils/request/random-token.server";
import { rejectionPage } from "~/utils/request/rejection-page.server";
import { csrfFieldName } from "~/utils/forms/form-fields";

export { csrfFieldName };

/**
 * remix-utils' CSRF, with new tokens made by node:crypto instead of crypto-js
 * (pure JavaScript: about 0.25 ms a token, paid by every first visit). Same
 * format: random bytes and their HMAC-SHA256, both base64url without padding;
 * the library's own check (on posts) verifies them unchanged.
 */
class NodeCryptoCSRF extends CSRF {
  private readonly hmacSecret: string | undefined;

  constructor(options: ConstructorParameters<typeof CSRF>[0]) {
    super(options);
    this.hmacSecret = options.secret;
  }

  override generate(bytes = 32): string {
    const token = randomToken(bytes, "base64url");
    if (!this.hmacSecret) return token;
    return `${token}.${createHmac("sha256", this.hmacSecret).update(token).digest("base64url")}`;
  }
}

let csrf: CSRF | null = null;

function getCsrf(): CSRF {
  if (csrf) return csrf;
  const env = getEnv();
  csrf = new NodeCryptoCSRF({
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
 * Every action calls this first (through readForm, with the form it read).
 * A missing or wrong token answers the translated 403 page, before any work
 * or any call to the broker.
 */
export async function requireValidCsrf(request: Request, form?: FormData): Promise<void> {
  try {
    await (form ? getCsrf().validate(form, request.headers) : getCsrf().validate(request));
  } catch (error) {
    if (error instanceof CSRFError) throw await rejectionPage(request, 403);
    throw error;
  }
}
