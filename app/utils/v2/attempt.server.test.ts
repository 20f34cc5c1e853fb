import { describe, expect, it } from "vitest";
import type { V2Api } from "~/utils/v2/api/index.server";
import { attempt, isRefusal, onStatuses, screened, withFailureScreens } from "~/utils/v2/attempt.server";
import { V2Error } from "~/utils/v2/client.server";
import { abortedError, normaliseError } from "~/utils/v2/errors";

const locale = { lang: "en", country: "FR" } as const;
const request = new Request("http://localhost/en-fr/contracts/C1/payments");

/** A page's `api` whose one call fails with `status` (or succeeds with "ok" when null). */
function apiFailing(status: number | null, body: Record<string, unknown> = {}) {
  const raw = {
    contracts: () => (status === null ? Promise.resolve("ok") : Promise.reject(new V2Error(status === 0 ? abortedError() : normaliseError(body, status)))),
  } as unknown as V2Api;
  return withFailureScreens(raw, request, locale) as unknown as { contracts: () => Promise<string> };
}

type Screen = { init: { status: number }; data: Record<string, unknown> };
const thrownBy = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("did not throw");
    },
    (thrown: unknown) => thrown,
  );

describe("page.api: failures become screens", () => {
  it("an awaited call that fails throws its SPEC section 8 screen", async () => {
    const screen = (await thrownBy(apiFailing(500).contracts())) as Screen;
    expect(screen.init.status).toBe(500);
  });

  it("a 401 goes to login", async () => {
    const response = (await thrownBy(apiFailing(401, { code: "generic.invalid-auth-token" }).contracts())) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/en-fr\/login\?redirectTo=/);
  });
});

describe("attempt: the policy said at the call", () => {
  it("passes a success through", async () => {
    await expect(attempt(apiFailing(null).contracts(), { 422: () => "refused" })).resolves.toBe("ok");
  });

  it("answers a named status with the page's own answer, given the broker's refusal", async () => {
    const result = await attempt(apiFailing(422, { code: "sepa.invalid", errors: { iban: ["bad"] } }).contracts(), {
      422: (refusal) => ({ code: refusal.error.code, fields: refusal.error.errors }),
    });
    expect(result).toEqual({ code: "sepa.invalid", fields: { iban: ["bad"] } });
  });

  it("keeps the screen of a status it does not name", async () => {
    const screen = (await thrownBy(attempt(apiFailing(409).contracts(), { 422: () => "refused" }))) as Screen;
    expect(screen.init.status).toBe(409);
  });

  it("'notFound' shows the portal's not-found screen for the page", async () => {
    const found: string = await attempt(apiFailing(null).contracts(), { 404: "notFound" });
    expect(found).toBe("ok");
    const screen = (await thrownBy(attempt(apiFailing(404).contracts(), { 404: "notFound" }))) as Screen;
    expect(screen.init.status).toBe(404);
    expect(screen.data).toEqual({ notFoundPath: "/en-fr/contracts/C1/payments" });
  });

  it("'5xx' answers any server failure and the broker not answering", async () => {
    for (const status of [500, 503, 504]) {
      await expect(attempt(apiFailing(status).contracts(), { "5xx": () => "pending" })).resolves.toBe("pending");
    }
    const screen = (await thrownBy(attempt(apiFailing(429).contracts(), { "5xx": () => "pending" }))) as Screen;
    expect(screen.init.status).toBe(429);
  });

  it("'otherwise' answers any failure but an ended session, which still goes to login", async () => {
    await expect(attempt(apiFailing(404).contracts(), { otherwise: () => "back" })).resolves.toBe("back");
    await expect(attempt(apiFailing(503).contracts(), { otherwise: () => "back" })).resolves.toBe("back");
    const response = (await thrownBy(attempt(apiFailing(401).contracts(), { otherwise: () => "back" }))) as Response;
    expect(response.status).toBe(302);
  });

  it("a named 401 is the page's (a link that no longer signs in)", async () => {
    await expect(
      attempt(
        apiFailing(401).contracts(),
        onStatuses([400, 401, 404], () => "link refused"),
      ),
    ).resolves.toBe("link refused");
  });

  it("a dropped request is never answered, only ended", async () => {
    const response = (await thrownBy(attempt(apiFailing(0).contracts(), { otherwise: () => "back" }))) as Response;
    expect(response.status).toBe(499);
  });

  it("'optional' gives null for a failure, and still sends an ended session to login", async () => {
    await expect(attempt(apiFailing(500).contracts(), { optional: "claims" })).resolves.toBeNull();
    await expect(attempt(apiFailing(404).contracts(), { optional: "claims" })).resolves.toBeNull();
    const response = (await thrownBy(attempt(apiFailing(401).contracts(), { optional: "claims" }))) as Response;
    expect(response.status).toBe(302);
  });

  it("leaves a fault that is no broker failure alone", async () => {
    const fault = new TypeError("bug");
    await expect(attempt(Promise.reject(fault), { otherwise: () => "back" })).rejects.toBe(fault);
  });
});

describe("attempt: typed answers", () => {
  it("'refused' gives the refusal back, told apart by isRefusal", async () => {
    const saved = await attempt(apiFailing(422, { code: "sepa.invalid" }).contracts(), { 422: "refused" });
    expect(isRefusal(saved)).toBe(true);
    if (isRefusal(saved)) expect(saved.error.code).toBe("sepa.invalid");
    const fine = await attempt(apiFailing(null).contracts(), { 422: "refused" });
    expect(isRefusal(fine)).toBe(false);
  });

  it("screened gives a call made outside page.api the same screens", async () => {
    const call = Promise.reject(new V2Error(normaliseError({}, 503)));
    const screen = (await thrownBy(screened(call, { request, locale }))) as Screen;
    expect(screen.init.status).toBe(503);
    const link = screened(Promise.reject(new V2Error(normaliseError({}, 404))), { request, locale });
    await expect(attempt(link, { 404: () => "link refused" })).resolves.toBe("link refused");
  });
});
