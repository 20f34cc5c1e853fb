import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { createCookie } from "@remix-run/node";
import { CSRF } from "remix-utils/csrf/server";
import { describe, expect, it } from "vitest";

// remix-utils' CSRF token through node:crypto (patches/remix-utils+7.7.0.patch), as remix-utils 8
// left crypto-js (sergiodxa/remix-utils fca1b83) and 10 compares signatures in constant time (#558).
// The tokens must be those 7.7.0 made with crypto-js: a visitor's cookie from before a deployment
// still validates after it. The oracle is 7.7.0's own code, crypto-js's random words and HMAC.
const require = createRequire(import.meta.url);
type Words = { toString(encoder: unknown): string };
const cryptoJS = require("crypto-js") as {
  lib: { WordArray: { random(bytes: number): Words } };
  HmacSHA256(message: string, key: string): Words;
  enc: { Base64url: unknown };
};
const secret = "session-secret.sid_1";

function cryptoJsToken(): string {
  const token = cryptoJS.lib.WordArray.random(32).toString(cryptoJS.enc.Base64url);
  return `${token}.${cryptoJS.HmacSHA256(token, secret).toString(cryptoJS.enc.Base64url)}`;
}

function form(token: string): FormData {
  const data = new FormData();
  data.set("csrf", token);
  return data;
}

const cookie = createCookie("csrf", { secrets: ["cookie-secret"] });
const csrf = new CSRF({ cookie, secret });

async function validates(token: string): Promise<boolean> {
  const headers = new Headers({ cookie: await cookie.serialize(token) });
  return csrf.validate(form(token), headers).then(
    () => true,
    () => false,
  );
}

describe("remix-utils' CSRF token (patched)", () => {
  it("is the patched copy Node loads: no crypto-js", () => {
    const file = fileURLToPath(new URL("./csrf.js", `file://${require.resolve("remix-utils/csrf/server")}`));
    const source = readFileSync(file, "utf8");
    expect(source).not.toContain("crypto-js");
    expect(source).toContain('createHmac("sha256", this.secret)');
  });

  it("makes tokens of 7.7.0's shape: 32 random bytes and their HMAC-SHA256, base64url", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const token = csrf.generate();
      const [value, signature] = token.split(".");
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(signature).toBe(cryptoJS.HmacSHA256(value!, secret).toString(cryptoJS.enc.Base64url));
      seen.add(value!);
      expect(await validates(token)).toBe(true);
    }
    expect(seen.size).toBe(50);
  });

  it("validates a token 7.7.0 made with crypto-js", async () => {
    for (let i = 0; i < 20; i++) expect(await validates(cryptoJsToken())).toBe(true);
  });

  it("refuses a token whose signature is altered, cut, missing or another secret's", async () => {
    const [value, signature] = csrf.generate().split(".") as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const other = new CSRF({ cookie, secret: "another.sid_2" }).generate();
    for (const token of [`${value}.${flipped}`, `${value}.${signature.slice(1)}`, `${value}.${signature}x`, value, `${value}.`, `.${signature}`, other]) {
      expect(await validates(token), token).toBe(false);
    }
  });
});
