import { describe, expect, it } from "vitest";
import { commitCsrfToken, csrfFieldName, requireValidCsrf } from "~/utils/forms/csrf.server";

async function tokenAndCookie() {
  const [token, setCookie] = await commitCsrfToken(new Request("http://localhost/"));
  return { token, cookie: (setCookie ?? "").split(";")[0] };
}

function post(body: Record<string, string>, cookie?: string) {
  return new Request("http://localhost/fr-fr/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(body),
  });
}

describe("CSRF", () => {
  it("accepts a form carrying the token of its cookie", async () => {
    const { token, cookie } = await tokenAndCookie();
    await expect(requireValidCsrf(post({ [csrfFieldName]: token }, cookie))).resolves.toBeUndefined();
  });

  it("answers 403 without a token, with another token, or without the cookie", async () => {
    const { token, cookie } = await tokenAndCookie();
    const other = await tokenAndCookie();
    for (const request of [post({}, cookie), post({ [csrfFieldName]: other.token }, cookie), post({ [csrfFieldName]: token })]) {
      const thrown = await requireValidCsrf(request).catch((error: unknown) => error);
      expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 403 } });
    }
  });
});
