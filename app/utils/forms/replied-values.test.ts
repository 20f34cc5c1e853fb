import { describe, expect, it } from "vitest";
import { valueAtName } from "./replied-values";

describe("valueAtName", () => {
  const values = { comment: "abc", profile: { city: "Lyon" }, statements: [{ text: "one" }, { text: "two" }] };

  it("reads a field's value by the name its control posts, as conform nests it", () => {
    expect(valueAtName(values, "comment")).toBe("abc");
    expect(valueAtName(values, "profile.city")).toBe("Lyon");
    expect(valueAtName(values, "statements[1].text")).toBe("two");
  });

  it("answers nothing for a field the reply leaves out", () => {
    expect(valueAtName(values, "password")).toBeUndefined();
    expect(valueAtName(values, "statements[4].text")).toBeUndefined();
    expect(valueAtName(values, "profile.city.name")).toBeUndefined();
  });
});
