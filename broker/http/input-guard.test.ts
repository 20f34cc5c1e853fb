import { describe, expect, it } from "vitest";
import { findTextProblem, maxBodyDepth } from "./input-guard";

describe("findTextProblem", () => {
  it("accepts ordinary text, tabs and line breaks, emoji and accents", () => {
    expect(findTextProblem({ circumstances: "Choc arrière\r\n\tà l'arrêt 🚗", list: [1, true, null, { a: "é" }] })).toBeNull();
  });

  it("names the first string holding NUL, another C0 control or a lone surrogate, in document order", () => {
    expect(findTextProblem({ a: "ok", b: "x\u0000y", c: "\u0001" })).toEqual({ path: "b", code: "field.control-character" });
    expect(findTextProblem({ third_parties: [{ name: "ok" }, { name: "\u001b[31m" }] })).toEqual({
      path: "third_parties.1.name",
      code: "field.control-character",
    });
    expect(findTextProblem({ text: "half \ud83d pair" })).toEqual({ path: "text", code: "field.control-character" });
    expect(findTextProblem("\u0000")).toEqual({ path: "body", code: "field.control-character" });
  });

  it("checks keys too (jsonb refuses them), without echoing the raw character", () => {
    expect(findTextProblem({ statements: [{ "who\u0000": "me" }] })).toEqual({ path: "statements.0.who\ufffd", code: "field.control-character" });
  });

  it("refuses a body nested deeper than the limit, without recursion", () => {
    const deep = JSON.parse("[".repeat(100_000) + "]".repeat(100_000)) as unknown;
    expect(findTextProblem(deep)?.code).toBe("body.too-deep");
    let ok: unknown = "leaf";
    for (let i = 0; i < maxBodyDepth; i++) ok = { k: ok };
    expect(findTextProblem(ok)).toBeNull();
  });

  it("skips files: their bytes are the upload reader's business", () => {
    expect(findTextProblem({ file: new File([new Uint8Array([0, 1, 2])], "a.pdf") })).toBeNull();
  });
});
