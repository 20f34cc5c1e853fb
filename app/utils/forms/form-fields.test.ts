import { describe, expect, it } from "vitest";
import { idempotencyKeyFrom, newIdempotencyKey } from "~/utils/forms/form-fields";

describe("form idempotency key", () => {
  it("reads back a key the portal issued", () => {
    const key = newIdempotencyKey();
    const form = new FormData();
    form.set("idempotencyKey", key);
    expect(idempotencyKeyFrom(form)).toBe(key);
  });

  it("ignores anything else, so a forged value never reaches the broker", () => {
    for (const value of ["", "abc", "'; drop table", `${newIdempotencyKey()}x`]) {
      const form = new FormData();
      form.set("idempotencyKey", value);
      expect(idempotencyKeyFrom(form)).toBeUndefined();
    }
    expect(idempotencyKeyFrom(new FormData())).toBeUndefined();
  });
});
