import { describe, expect, it } from "vitest";
import { normaliseError, parseRetryAfter } from "~/utils/v2/errors";
import { bindResponseHeaders } from "~/utils/request/response-headers.server";
import { throwV2Failure } from "~/utils/v2/failure.server";
import { V2Error } from "~/utils/v2/client.server";

const locale = { lang: "en", country: "FR" } as const;
const request = new Request("http://localhost/en-fr/home?tab=1", { headers: { cookie: "__session=abc" } });

async function caught(error: unknown): Promise<Response> {
  return throwV2Failure(error, request, locale).then(
    () => {
      throw new Error("did not throw");
    },
    (thrown: unknown) => thrown as Response,
  );
}

describe("v2 failures", () => {
  it("a 429 carries the broker's wait: on the screen's data, its Retry-After, and the answer's headers (issue 41, point 8)", async () => {
    const context = { responseHeaders: new Headers() };
    const posted = new Request("http://localhost/fr-fr/mon-compte/donnees-personnelles", { method: "POST" });
    bindResponseHeaders(posted, context);
    const thrown = await throwV2Failure(new V2Error(normaliseError({ code: "rate-limited" }, 429, "840")), posted, locale).catch((error: unknown) => error);
    const screen = thrown as { init: { status: number; headers: Record<string, string> }; data: { rateLimited: boolean; retryAfterSeconds: number } };
    expect(screen.init.status).toBe(429);
    expect(screen.data).toEqual({ rateLimited: true, retryAfterSeconds: 840, goBack: true });
    expect(screen.init.headers["Retry-After"]).toBe("840");
    expect(context.responseHeaders.get("Retry-After")).toBe("840");
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(parseRetryAfter("120")).toBe(120);
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 2)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(120);
    expect(parseRetryAfter("soon")).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });

  it("401 ends the session and goes to login, back to the page afterwards", async () => {
    const response = await caught(new V2Error(normaliseError({ code: "generic.invalid-auth-token" }, 401)));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en-fr/login?redirectTo=%2Fen-fr%2Fhome");
    expect(response.headers.get("set-cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("other statuses become the full-page error with the error's own title", async () => {
    const thrown = (await caught(new V2Error(normaliseError({ title: "Contrat introuvable", status: 404 }, 404)))) as unknown as {
      init: { status: number };
      data: { title: string };
    };
    expect(thrown.init.status).toBe(404);
    expect(thrown.data.title).toBe("Contrat introuvable");
  });

  it("the broker's generic English words give way to the portal's translated screen (a 404 on a French page)", async () => {
    const notFound = normaliseError(
      { status_code: 404, code: "generic.not-found", title: "Not found", details: "The requested resource does not exist." },
      404,
    );
    const thrown = (await caught(new V2Error(notFound))) as unknown as { init: { status: number }; data: { title: unknown; details: unknown } };
    expect(thrown.init.status).toBe(404);
    expect(thrown.data.title).toBeNull();
    expect(thrown.data.details).toBeNull();
  });

  it("rethrows anything that is not a v2 failure", async () => {
    const bug = new TypeError("bug");
    await expect(throwV2Failure(bug, request, locale)).rejects.toBe(bug);
  });

  it("a function's refusal (403 delegation.forbidden) is worded by the portal in the page's language, with the way back (issue 45 section 1)", async () => {
    const refused = normaliseError(
      { status_code: 403, code: "delegation.forbidden", title: "Forbidden", details: "Your access to this customer space does not allow this action." },
      403,
    );
    const thrown = (await throwV2Failure(new V2Error(refused), new Request("http://localhost/fr-fr/sinistres"), { lang: "fr", country: "FR" }).catch(
      (error: unknown) => error,
    )) as { init: { status: number }; data: { title: string; details: string } };
    expect(thrown.init.status).toBe(403);
    expect(thrown.data.title).toBe("Cette action ne fait pas partie de votre accès");
    expect(thrown.data.details).toMatch(/^Votre accès à cet espace client ne permet pas cette action/);
    // A page only opened sent nothing: "Rien n'a été envoyé" answers a refused post alone (decision 0282).
    expect(thrown.data.details).not.toContain("envoyé");
    const posted = (await throwV2Failure(new V2Error(refused), new Request("http://localhost/fr-fr/sinistres", { method: "POST" }), {
      lang: "fr",
      country: "FR",
    }).catch((error: unknown) => error)) as { data: { details: string } };
    expect(posted.data.details).toMatch(/^Votre accès à cet espace client ne permet pas cette action\..* Rien n'a été envoyé\.$/);
  });
});
