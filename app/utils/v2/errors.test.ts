import { describe, expect, it } from "vitest";
import { errorKind, isReportable, normaliseError, shouldLogOut, showsGoBack, toConformErrors } from "~/utils/v2/errors";

describe("normaliseError", () => {
  it("reads status, status_code and statusCode", () => {
    expect(normaliseError({ status: 422 }).status).toBe(422);
    expect(normaliseError({ status_code: 404 }).status).toBe(404);
    expect(normaliseError({ statusCode: "503" }).status).toBe(503);
    expect(normaliseError({}, 418).status).toBe(418);
    expect(normaliseError(null).status).toBe(500);
  });

  it("reads message or rawMessage, title, details and code", () => {
    const error = normaliseError({ code: "x", title: "T", details: "D", message: "M" }, 400);
    expect(error).toMatchObject({ code: "x", title: "T", details: "D", rawMessage: "M", aborted: false });
    expect(normaliseError({ rawMessage: "R", message: "M" }).rawMessage).toBe("R");
    expect(normaliseError("plain text body", 502).rawMessage).toBe("plain text body");
  });

  it("treats generic.invalid-auth-token and 'Unauthenticated' as 401", () => {
    expect(normaliseError({ code: "generic.invalid-auth-token", status: 400 }).status).toBe(401);
    expect(normaliseError({ message: "Unauthenticated" }, 500).status).toBe(401);
  });

  it("turns dotted field paths into slashes", () => {
    const error = normaliseError({ errors: { "profile.address.city": ["Required"], email: "Bad", "items.0.name": ["X", 3] } }, 422);
    expect(error.errors).toEqual({ "profile/address/city": ["Required"], email: ["Bad"], "items/0/name": ["X"] });
  });
});

describe("error rules", () => {
  it("logs out on 401 except bad credentials or a personal session", () => {
    expect(shouldLogOut(normaliseError({}, 401))).toBe(true);
    expect(shouldLogOut(normaliseError({ code: "auth/bad_credentials" }, 401))).toBe(false);
    expect(shouldLogOut(normaliseError({}, 401), { personalSession: true })).toBe(false);
    expect(shouldLogOut(normaliseError({}, 403))).toBe(false);
  });

  it("chooses the page by status (SPEC section 8)", () => {
    expect(errorKind(403)).toBe("not-found");
    expect(errorKind(404)).toBe("not-found");
    for (const status of [502, 503, 504]) expect(errorKind(status)).toBe("maintenance");
    expect(errorKind(500)).toBe("fatal");
    expect(errorKind(418)).toBe("fatal");
    expect(errorKind(undefined)).toBe("fatal");
  });

  it("shows go-back on 403, 404, 500 unless forced", () => {
    expect([403, 404, 500, 502, 400].map((s) => showsGoBack(s))).toEqual([true, true, true, false, false]);
    expect(showsGoBack(undefined)).toBe(true);
    expect(showsGoBack(404, false)).toBe(false);
    expect(showsGoBack(502, true)).toBe(true);
  });

  it("does not report 300 to 499", () => {
    expect([299, 300, 404, 499, 500, undefined].map(isReportable)).toEqual([true, false, false, false, true, true]);
  });

  it("maps server field errors onto conform field names", () => {
    const error = normaliseError({ errors: { "address.city": ["Required"], "items.1.label": ["Too long"], unknown_field: ["?"] } }, 422);
    expect(toConformErrors(error, ["address.city", "items[1].label"])).toEqual({
      "address.city": ["Required"],
      "items[1].label": ["Too long"],
      "": ["?"],
    });
  });
});
