import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { createCookie as CreateCookieFunction } from "@remix-run/node";
import { describe, expect, it } from "vitest";

type CreateCookie = typeof CreateCookieFunction;

// The cookie codec of @remix-run/server-runtime through Buffer and TextDecoder
// (patches/@remix-run+server-runtime+*.patch): the session and CSRF cookies must read and write
// exactly as Remix's own codec, which is `escape`/`unescape` written out (remix-run/remix#2257). The
// oracle below is that codec with Node's own Annex B `escape`/`unescape`. Loaded through Node's
// require, the copy the server build uses.
const require = createRequire(import.meta.url);
const { createCookie } = require("@remix-run/node") as { createCookie: CreateCookie };

const remixEncode = (value: unknown) => btoa(unescape(encodeURIComponent(JSON.stringify(value))));
const remixDecode = (encoded: string) => {
  try {
    return JSON.parse(decodeURIComponent(escape(atob(encoded)))) as unknown;
  } catch {
    return {};
  }
};

const values: unknown[] = [
  { session: "abc", client: "cli_1", prospects: [] },
  { name: "Zoë Ñúñez-Müller", city: "Besançon", note: "l’assuré « principal »" },
  { emoji: "🙂🚗", cjk: "保険", rtl: "تأمين", zeroWidth: "a\u200bb", nul: "\u0000" },
  { loneSurrogate: "\ud800", quotes: `"'<>&%+/=` },
  "\ufeff{}",
  { long: "x".repeat(3000) + "é" },
];

const rawValue = (header: string) => decodeURIComponent(header.split(";")[0]!.slice(header.indexOf("=") + 1));

describe("the cookie codec (patched)", () => {
  it("is the patched one, in the copies Node loads", () => {
    for (const file of ["dist/cookies.js", "dist/esm/cookies.js"]) {
      const source = readFileSync(require.resolve(`@remix-run/server-runtime/${file}`), "utf8");
      expect(source, file).toMatch(/function decodeData\(value\) \{\s+try \{\s+return JSON\.parse\(utf8Decoder\.decode/);
    }
  });

  it("writes every value as Remix's codec did and reads it back", async () => {
    const cookie = createCookie("probe");
    for (const value of values) {
      const encoded = rawValue(await cookie.serialize(value));
      expect(encoded).toBe(remixEncode(value));
      expect(await cookie.parse(`probe=${encodeURIComponent(encoded)}`)).toEqual(value);
    }
  });

  it("signed, round-trips every value", async () => {
    const cookie = createCookie("signed", { secrets: ["s3cret"] });
    for (const value of values) expect(await cookie.parse(await cookie.serialize(value))).toEqual(remixDecode(remixEncode(value)));
  });

  it("refuses what Remix's codec refused, with an empty object", async () => {
    const cookie = createCookie("probe");
    const refused = ["%%%", "not base64!", btoa("\xff\xfe{}"), btoa('\xef\xbb\xbf{"a":1}'), btoa("{"), btoa("\xed\xa0\x80")];
    for (const encoded of refused) {
      expect(remixDecode(encoded), encoded).toEqual({});
      expect(await cookie.parse(`probe=${encodeURIComponent(encoded)}`), encoded).toEqual({});
    }
  });
});
