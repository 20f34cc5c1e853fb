import { describe, expect, it } from "vitest";
import { refusalWords } from "~/utils/forms/refusal.server";
import { idempotencyFieldName, maxUploadBytes, newIdempotencyKey } from "~/utils/forms/form-fields";
import { checkedUploadFile } from "./upload-checks.server";

const locale = { lang: "en", country: "FR" } as const;
const pdf = (size = 4) => new File([new Uint8Array(size)], "proof.pdf", { type: "application/pdf" });
const words = async (code: string) => (await refusalWords({ errors: { file: [code] }, code: null }, "en", { fields: ["file"] })).file;

describe("checkedUploadFile", () => {
  it("takes exactly one non-empty file of 10 MB at most, in the page's words otherwise", async () => {
    const empty = new FormData();
    empty.append("file", new File([], ""));
    expect(await checkedUploadFile(empty, locale)).toEqual({ errors: await words("upload.missing") });
    const two = new FormData();
    two.append("file", pdf());
    two.append("file", pdf());
    expect(await checkedUploadFile(two, locale)).toEqual({ errors: await words("upload.too-many") });
    const big = new FormData();
    big.append("file", pdf(maxUploadBytes + 1));
    expect(await checkedUploadFile(big, locale)).toEqual({ errors: await words("upload.too-large") });
    expect((await words("upload.missing"))[0]).not.toBe("upload.missing");
  });

  it("keys the same file from the same form alike, and another file differently", async () => {
    const formKey = newIdempotencyKey();
    const form = (bytes: number) => {
      const data = new FormData();
      data.append(idempotencyFieldName, formKey);
      data.append("file", pdf(bytes));
      return data;
    };
    const first = await checkedUploadFile(form(4), locale);
    const again = await checkedUploadFile(form(4), locale);
    const other = await checkedUploadFile(form(5), locale);
    if (!("key" in first) || !("key" in again) || !("key" in other)) throw new Error("refused");
    // The form's key, then the file's own hash.
    expect(first.key?.slice(0, formKey.length + 1)).toBe(`${formKey}.`);
    expect(first.key?.slice(formKey.length + 1)).toMatch(/^[0-9a-f]{32}$/);
    expect(again.key).toBe(first.key);
    expect(other.key).not.toBe(first.key);
  });
});
