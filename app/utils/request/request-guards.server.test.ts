import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  declaredTooLarge,
  formBodyLimit,
  hasDecodablePath,
  isCrossSite,
  isUnsafeMethod,
  isValidHost,
  uploadBodyLimit,
} from "~/utils/request/request-guards.server";
import { rejectionOf, RequestRejected } from "~/utils/request/rejection.server";

describe("request guards", () => {
  it.each([
    "localhost:3000",
    "azura.localhost:3000",
    "portal.example.com",
    "portal.example.com.",
    "127.0.0.1:8080",
    "[::1]:3000",
    "[2001:db8::1]",
    "broker_api:3001",
  ])("accepts the host %s", (host) => expect(isValidHost(host)).toBe(true));

  it.each([
    "<script>",
    "evil.example/<script>",
    "a b",
    "portal.example:99999",
    "portal.example:",
    "[::1",
    "user@portal.example",
    "",
    "-bad.example",
    "x".repeat(300),
  ])("refuses the host %s", (host) => expect(isValidHost(host)).toBe(false));

  it("refuses paths that do not percent-decode or decode to control characters", () => {
    expect(hasDecodablePath("/en-fr/login")).toBe(true);
    expect(hasDecodablePath("/fr-fr/mentions-l%C3%A9gales")).toBe(true);
    expect(hasDecodablePath("/en-fr/login/%E0%A4%A")).toBe(false);
    expect(hasDecodablePath("/en-fr/login/reset-password/email/%ff")).toBe(false);
    expect(hasDecodablePath("/en-fr/login%00")).toBe(false);
    expect(hasDecodablePath("/en-fr/%0d%0aSet-Cookie:x")).toBe(false);
  });

  it("checks the origin of unsafe methods only", () => {
    expect(["POST", "PUT", "PATCH", "DELETE", "post"].every(isUnsafeMethod)).toBe(true);
    expect(["GET", "HEAD", "OPTIONS"].some(isUnsafeMethod)).toBe(false);
  });

  it("tells a cross-site post by Origin, or by Sec-Fetch-Site when Origin is absent", () => {
    const host = "azura.localhost:3000";
    expect(isCrossSite({ origin: "http://azura.localhost:3000" }, host, "http")).toBe(false);
    expect(isCrossSite({ origin: "https://Portal.Example" }, "portal.example:443", "https")).toBe(false);
    expect(isCrossSite({ origin: "https://portal.example" }, "portal.example", "https")).toBe(false);
    expect(isCrossSite({ origin: "https://evil.example" }, host, "http")).toBe(true);
    // Another brand of the same portal is another site for this one's forms.
    expect(isCrossSite({ origin: "http://mistral.localhost:3000" }, host, "http")).toBe(true);
    expect(isCrossSite({ origin: "null" }, host, "http")).toBe(true);
    expect(isCrossSite({ origin: "not a url" }, host, "http")).toBe(true);
    expect(isCrossSite({ origin: "http://azura.localhost:3000" }, undefined, "http")).toBe(true);
    expect(isCrossSite({ secFetchSite: "cross-site" }, host, "http")).toBe(true);
    expect(isCrossSite({ secFetchSite: "same-origin" }, host, "http")).toBe(false);
    // Old browsers send neither: the CSRF token decides.
    expect(isCrossSite({}, host, "http")).toBe(false);
  });

  it("compares the scheme too: a page on plain http posting to the https portal is another site", () => {
    expect(isCrossSite({ origin: "http://portal.example" }, "portal.example", "https")).toBe(true);
    expect(isCrossSite({ origin: "http://portal.example:443" }, "portal.example:443", "https")).toBe(true);
    expect(isCrossSite({ origin: "https://portal.example" }, "portal.example", "http")).toBe(true);
    expect(isCrossSite({ origin: "https://portal.example:8443" }, "portal.example:8443", "https")).toBe(false);
  });

  it("caps form bodies at 64 KB and uploads at 10 MB and their overhead", () => {
    expect(bodyLimitFor("application/x-www-form-urlencoded")).toBe(formBodyLimit);
    expect(bodyLimitFor(undefined)).toBe(formBodyLimit);
    expect(bodyLimitFor("application/json")).toBe(formBodyLimit);
    expect(bodyLimitFor("multipart/form-data; boundary=x")).toBe(uploadBodyLimit);
    expect(formBodyLimit).toBe(65_536);
    expect(uploadBodyLimit).toBeGreaterThan(10 * 1024 * 1024);
    expect(declaredTooLarge("20971520", formBodyLimit)).toBe(true);
    expect(declaredTooLarge("65536", formBodyLimit)).toBe(false);
    expect(declaredTooLarge(undefined, formBodyLimit)).toBe(false);
  });

  it("turns client errors of Express and middleware into rejections, and nothing else", () => {
    expect(rejectionOf(new RequestRejected({ status: 403, reason: "cross-site" }))).toEqual({ status: 403, reason: "cross-site" });
    expect(rejectionOf(Object.assign(new URIError("Failed to decode param"), { status: 400 }))).toEqual({ status: 400, reason: "bad-request" });
    expect(rejectionOf(Object.assign(new Error("too large"), { statusCode: 413 }))).toEqual({ status: 413, reason: "bad-request" });
    expect(rejectionOf(Object.assign(new Error("odd"), { status: 418 }))).toEqual({ status: 400, reason: "bad-request" });
    expect(rejectionOf(new Error("boom"))).toBeNull();
    expect(rejectionOf(Object.assign(new Error("down"), { status: 503 }))).toBeNull();
  });
});
