import type { ErrorEvent } from "@sentry/remix";
import { describe, expect, it } from "vitest";
import { loggablePath } from "~/utils/request/loggable-path.server";
import { errorReportingOptions, scrubEvent } from "./scrub-event";

/** An event as an SDK could build it with everything collected. */
function fullEvent(): ErrorEvent {
  return {
    type: undefined,
    message: "Failed for jean.dupont@example.com at /fr-fr/contrats/ctr_azura_full_formalised/details",
    transaction: "GET /fr-fr/contrats/ctr_azura_full_formalised/details",
    user: { id: "cli_42", email: "jean.dupont@example.com", ip_address: "203.0.113.7" },
    request: {
      method: "GET",
      url: "https://azura.example/fr-fr/contrats/ctr_azura_full_formalised/details?client=cli_42",
      query_string: "client=cli_42",
      cookies: { __session: "secret" },
      data: { email: "jean.dupont@example.com" },
      headers: { Cookie: "__session=secret", Referer: "https://azura.example/fr-fr/contrats/ctr_azura_full_formalised", "User-Agent": "Mozilla/5.0" },
      env: { REMOTE_ADDR: "203.0.113.7" },
    },
    breadcrumbs: [{ category: "console", message: "jean.dupont@example.com" }],
    extra: { body: "jean.dupont@example.com" },
    exception: {
      values: [
        {
          type: "Error",
          value: "No contract ctr_azura_full_formalised for https://broker.internal/v2/clients/cli_42/contracts?token=eyJhbGciOiJIUzI1NiJ9.e30.c2ln",
          stacktrace: { frames: [{ filename: "app/loader.ts", vars: { email: "jean.dupont@example.com" } }] },
        },
      ],
    },
  };
}

describe("error reporting's scrubbing", () => {
  it("keeps the method, the route pattern and the browser's name; drops the visitor", () => {
    const event = scrubEvent(fullEvent(), loggablePath);
    expect(event.request).toEqual({ method: "GET", url: "https://azura.example/fr-fr/contrats/:id/details", headers: { "User-Agent": "Mozilla/5.0" } });
    expect(event.user).toBeUndefined();
    expect(event.breadcrumbs).toBeUndefined();
    expect(event.extra).toBeUndefined();
    expect(event.transaction).toBe("GET /fr-fr/contrats/:id/details");
    expect(event.message).toBe("Failed for :email at /fr-fr/contrats/:id/details");
    const sent = JSON.stringify(event);
    for (const personal of ["jean.dupont", "cli_42", "ctr_azura_full_formalised", "203.0.113.7", "secret", "eyJ"]) expect(sent).not.toContain(personal);
  });

  it("sends server failures and uncaught errors, never the visitor's own (statuses 300 to 499)", () => {
    const { beforeSend } = errorReportingOptions(loggablePath);
    expect(beforeSend(fullEvent(), { originalException: new Error("boom") })).not.toBeNull();
    expect(beforeSend(fullEvent(), { originalException: Object.assign(new Error("upstream"), { status: 502 }) })).not.toBeNull();
    expect(beforeSend(fullEvent(), { originalException: Object.assign(new Error("not found"), { status: 404 }) })).toBeNull();
  });

  it("collects nothing personal in the first place", () => {
    const options = errorReportingOptions(loggablePath);
    expect(options).toMatchObject({ sendDefaultPii: false, maxBreadcrumbs: 0 });
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    });
  });
});
