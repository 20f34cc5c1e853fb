import { describe, expect, it } from "vitest";
import { loggableMessage, loggablePath } from "~/utils/request/loggable-path.server";

describe("loggable paths", () => {
  it.each([
    ["/en-fr/login", "/en-fr/login"],
    ["/fr-fr/connexion?redirectTo=/fr-fr/contrats&magic=secret-magic-token", "/fr-fr/connexion"],
    ["/en-fr/login/reset-password/email/Zm9vYmFyLXJlc2V0LXRva2VuLTEyMzQ", "/en-fr/login/reset-password/email/:token"],
    ["/fr-fr/login/reset-password/email/abc", "/fr-fr/login/reset-password/email/:token"],
    ["/en-fr/connect_sso/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vQGV4YW1wbGUuY29tIn0.c2ln", "/en-fr/connect_sso/:token"],
    ["/fr-fr/contrats/C-2024-0042/paiements", "/fr-fr/contrats/:id/paiements"],
    ["/en-fr/contracts/42/details.data", "/en-fr/contracts/:id/details.data"],
    ["/en-fr/login.data", "/en-fr/login.data"],
    ["/fr-fr", "/fr-fr"],
    ["/", "/"],
    ["/healthz", "/healthz"],
    ["/monitoring-check?client=cli_42", "/monitoring-check"],
    ["/assets/entry.client-AbC123.js", "/assets/:file"],
    ["/brands/azura/logo.svg", "/brands/:brand/:file"],
    ["/locales/fr/auth", "/locales/:lng/:ns"],
    ["http://azura.localhost:3000/en-fr/connect_sso/eyJhbGciOiJIUzI1NiJ9.e30.c2ln?redirectTo=/x", "/en-fr/connect_sso/:token"],
  ])("logs %s as %s", (path, logged) => {
    expect(loggablePath(path)).toBe(logged);
  });

  it("masks every segment no route uses: e-mails, tokens, undecodable bytes", () => {
    expect(loggablePath("/en-fr/jean.dupont@example.com")).toBe("/en-fr/:param");
    expect(loggablePath("/en-fr/login/jean.dupont@example.com/extra")).toBe("/en-fr/login/:param/:param");
    expect(loggablePath("/en-fr/login/reset-password/email/%ff")).toBe("/en-fr/login/reset-password/email/:token");
    expect(loggablePath("/en-fr/login/%E0%A4%A")).toBe("/en-fr/login/:param");
    expect(loggablePath("/jean.dupont@example.com/login")).toBe("/:param/login");
    expect(loggablePath("/xx-yy/secret")).toBe("/:param/:param");
  });
});

describe("loggable messages", () => {
  it("keep the words of the error and drop addresses, people and secrets", () => {
    expect(loggableMessage("Failed to decode param '/en-fr/login/reset-password/email/%ff'")).toBe(
      "Failed to decode param '/en-fr/login/reset-password/email/:token'",
    );
    expect(loggableMessage("fetch failed for http://broker.internal:3001/v2/clients/cli_1?token=abc")).toBe(
      "fetch failed for http://broker.internal:3001/:param/:param/:param",
    );
    expect(loggableMessage("No account for jean.dupont@example.com")).toBe("No account for :email");
    expect(loggableMessage("bad token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln here")).toBe("bad token :jwt here");
    expect(loggableMessage("session RyToGtuSo4DmpqZP3NbHZptb3PvErw_xpGoiJP5Ot8g expired")).toBe("session :token expired");
    expect(loggableMessage("call +33612345678 back")).toBe("call +:number back");
    expect(loggableMessage('Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".')).toBe(
      'Content-Type was not one of "multipart/form-data" or "application/x-www-form-urlencoded".',
    );
    expect(loggableMessage("x".repeat(2000)).length).toBeLessThanOrEqual(500);
  });
});
