import { describe, expect, it } from "vitest";
import { refusalWords } from "~/utils/forms/refusal.server";

const refusal = (errors: Record<string, string[]>, code: string | null = null) => ({ errors, code });

describe("refusalWords: the one way a broker refusal becomes words (issue 42 §1)", () => {
  it("puts the broker's codes in the site language, next to the form's fields, others on the form", async () => {
    expect(await refusalWords(refusal({ file: ["upload.too-large"], phone: ["field.format"] }), "fr", { fields: ["file", "phone"] })).toEqual({
      file: ["Le fichier dépasse 10 Mo. Choisissez un fichier plus léger."],
      phone: ["Le format n'est pas valide."],
    });
    expect((await refusalWords(refusal({ file: ["upload.missing"] }), "es", { fields: ["file"] })).file).toEqual(["Elija un archivo para enviar."]);
    expect(await refusalWords(refusal({ contract: ["required-document-missing"] }), "de", { fields: ["file"] })).toEqual({
      "": ["Ein erforderlicher Nachweis fehlt."],
    });
  });

  it("never shows a raw code or an English sentence: both read as the generic message, unless the field has words", async () => {
    const errors = await refusalWords(refusal({ a: ["no.such-code"], b: ["Invalid option: expected one of M|F"] }), "it", { fields: ["a", "b"] });
    expect(errors.a).toEqual(errors.b);
    expect(errors.a[0]).not.toMatch(/no\.such-code|Invalid/);
    expect(errors.a[0].length).toBeGreaterThan(10);
    expect((await refusalWords(refusal({ phone: ["field.format", "no.such-code"] }), "fr", { fields: ["phone"] })).phone).toEqual([
      "Le format n'est pas valide.",
    ]);
    const generic = (await refusalWords(refusal({ a: ["no.such-code"] }), "fr", { fields: [] }))[""];
    expect(await refusalWords(refusal({}), "fr", { fields: [] })).toEqual({ "": generic });
  });

  it("says an item's codes on its field (file/0 → file), in the page's own words where it has some", async () => {
    const words = { "upload.too-many": "termination:files.tooMany", "upload.bad-type": "termination:files.badType" };
    const said = await refusalWords(refusal({ "file/0": ["upload.bad-type"], "file/3": ["upload.too-large"] }), "en", { fields: ["file"], words });
    expect(said.file).toHaveLength(2);
    expect(said.file[1]).toMatch(/10 MB/);
    expect(said.file[0]).not.toMatch(/upload\./);
  });

  it("a form with no field to point at: every word on the form, the page's 'otherwise' where none is known, the code when no field is named", async () => {
    const quote = { words: { "quote.already-signed": "quotes:refusal.signed" }, otherwise: "quotes:refusal.other", onForm: true, fields: [] };
    const signed = await refusalWords(refusal({}, "quote.already-signed"), "en", quote);
    const other = await refusalWords(refusal({ phone: ["no.such-code"] }), "en", quote);
    expect(Object.keys(signed)).toEqual([""]);
    expect(Object.keys(other)).toEqual([""]);
    expect(signed[""]).toHaveLength(1);
    expect(other[""]).toHaveLength(1);
    expect(signed[""]).not.toEqual(other[""]);
  });
});
