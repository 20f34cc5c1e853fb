import { describe, expect, it } from "vitest";
import { safeRedirect } from "remix-utils/safe-redirect";
import { checkRedirect } from "~/utils/routing/redirect-guard";

describe("redirect guard", () => {
  it("allows internal paths", () => {
    expect(checkRedirect("/fr-fr/contrats?x=1")).toEqual({ ok: true, target: "/fr-fr/contrats?x=1" });
  });

  it.each([
    ["javascript:alert(1)", "unsafe-protocol"],
    ["JavaScript:alert(1)", "unsafe-protocol"],
    [" java\tscript:alert(1)", "unsafe-protocol"],
    ["data:text/html,<script>", "unsafe-protocol"],
    ["vbscript:msgbox", "unsafe-protocol"],
    ["file:///etc/passwd", "unsafe-protocol"],
    ["//evil.example/path", "protocol-relative"],
    ["/\\evil.example", "protocol-relative"],
    ["\\\\evil.example", "protocol-relative"],
    ["https://evil.example/", "external"],
    ["ftp://files.example/", "unsafe-protocol"],
    ["not a url", "malformed"],
    ["/ā", "invalid-characters"],
    ["/fr-fr/contrats?q=é", "invalid-characters"],
    ["/fr-fr/\u0000", "invalid-characters"],
    ["https://pay.example/\u007f", "invalid-characters"],
    ["", "empty"],
  ])("refuses %s", (target, reason) => {
    expect(checkRedirect(target)).toEqual({ ok: false, reason });
  });

  it("allows explicitly allowed hosts only", () => {
    expect(checkRedirect("https://pay.example/return", ["pay.example"]).ok).toBe(true);
    expect(checkRedirect("https://pay.example.evil.test/", ["pay.example"]).ok).toBe(false);
  });

  // The portal has no redirect helper of its own beside remix-utils' (issue 26).
  it("falls back when refused", () => {
    expect(safeRedirect("//evil.example", "/fr-fr/")).toBe("/fr-fr/");
    expect(safeRedirect("/fr-fr/contact", "/fr-fr/")).toBe("/fr-fr/contact");
  });
});
