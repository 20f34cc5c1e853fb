import { describe, expect, it } from "vitest";
import { translateFieldCodes } from "~/utils/forms/field-codes.server";

describe("translateFieldCodes", () => {
  it("puts the broker's upload and field codes in the site language", async () => {
    expect(await translateFieldCodes({ file: ["upload.too-large"], phone: ["field.format"] }, "fr")).toEqual({
      file: ["Le fichier dépasse 10 Mo. Choisissez un fichier plus léger."],
      phone: ["Le format n'est pas valide."],
    });
    expect((await translateFieldCodes({ file: ["upload.missing"] }, "es")).file).toEqual(["Elija un archivo para enviar."]);
    expect((await translateFieldCodes({ "": ["required-document-missing"] }, "de"))[""]).toEqual(["Ein erforderlicher Nachweis fehlt."]);
  });

  it("never shows a raw code or an English sentence: both read as the generic message", async () => {
    const errors = await translateFieldCodes({ a: ["no.such-code"], b: ["Invalid option: expected one of M|F"] }, "it");
    expect(errors.a).toEqual(errors.b);
    expect(errors.a[0]).not.toMatch(/no\.such-code|Invalid/);
    expect(errors.a[0].length).toBeGreaterThan(10);
  });
});
