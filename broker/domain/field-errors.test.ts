import { describe, expect, it } from "vitest";
import { z } from "zod";
import { addFieldError, fieldErrorsFromZod, hasErrors } from "./field-errors";

describe("field errors", () => {
  it("keys by dotted path and keeps codes unique", () => {
    const errors = {};
    addFieldError(errors, "contract.address.city", "field.required");
    addFieldError(errors, "contract/address/city", "field.required");
    expect(errors).toEqual({ "contract.address.city": ["field.required"] });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });

  it("maps zod issues to generic codes", () => {
    const schema = z.object({
      name: z.string().trim().min(1).max(3),
      code: z.string().min(4),
      email: z.email(),
      kind: z.enum(["a", "b"]),
      other: z.enum(["a", "b"]),
      flag: z.boolean(),
      list: z.array(z.number()).max(1),
      day: z.string().refine((value) => value === "ok", "custom.code"),
      wrong: z.number(),
    });
    const result = schema.safeParse({ name: "abcd", code: "ab", email: "x", kind: "c", list: [1, 2], day: "no", wrong: "1" }, { reportInput: true });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error)).toEqual({
      name: ["field.too-long"],
      code: ["field.too-short"],
      email: ["field.email"],
      kind: ["field.not-allowed"],
      other: ["field.required"],
      flag: ["field.required"],
      list: ["field.too-many"],
      day: ["custom.code"],
      wrong: ["field.format"],
    });
  });
});
