import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { v2Body } from "~/utils/v2/api/form-body";

const schema = z.object({
  name: z.string().trim().min(1),
  note: z.string().trim().max(20).optional(),
  civility: z.enum(["M", "F"]).optional(),
  address: z.object({ street: z.string().trim().optional(), city: z.string().trim().optional() }),
});

function submit(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") throw new Error("invalid test form");
  return v2Body(schema, submission.value, formData);
}

describe("v2Body: form fields to a v2 body", () => {
  it("sends null for an optional field posted empty (erased), so the broker clears it", () => {
    expect(submit({ name: "Ada", note: "", "address.street": "", "address.city": "Lyon" })).toEqual({
      name: "Ada",
      note: null,
      address: { street: null, city: "Lyon" },
    });
  });

  it("treats a blank (spaces only) field as erased too", () => {
    expect(submit({ name: "Ada", note: "   " }).note).toBeNull();
  });

  it("leaves absent a field the form did not post (an unticked radio group, a field not shown)", () => {
    const body = submit({ name: "Ada", "address.city": "Lyon" });
    expect("civility" in body).toBe(false);
    expect("note" in body).toBe(false);
    expect(body.address).toEqual({ city: "Lyon" });
  });

  it("keeps what was typed", () => {
    expect(submit({ name: "Ada", note: " hello ", civility: "F", "address.city": "Lyon" })).toEqual({
      name: "Ada",
      note: "hello",
      civility: "F",
      address: { city: "Lyon" },
    });
  });
});
