import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decisionIndex, decisionsDir } from "./decisions-index.mjs";

describe("decisions", () => {
  it("each numbered decision has a date and a status", () => {
    for (const name of readdirSync(decisionsDir).filter((file) => /^\d{4}-/.test(file))) {
      const text = readFileSync(path.join(decisionsDir, name), "utf8");
      expect(text, name).toMatch(/^Date: \d{4}-\d{2}-\d{2}/m);
      expect(text, name).toMatch(/^Status: (accepted|proposed|superseded by \d{4})/m);
    }
  });

  it("the committed index lists every decision as it is now", () => {
    expect(readFileSync(path.join(decisionsDir, "README.md"), "utf8")).toBe(decisionIndex());
  });
});
