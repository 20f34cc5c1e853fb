import { describe, expect, it } from "vitest";
import { isFormlessPage } from "./formless-page";

describe("isFormlessPage", () => {
  it("is true of the legal documents, in either path language", () => {
    expect(isFormlessPage("/fr-fr/mentions-legales")).toBe(true);
    expect(isFormlessPage("/en-fr/legals")).toBe(true);
    expect(isFormlessPage("/fr-fr/politique-de-confidentialite")).toBe(true);
  });

  it("is false of pages with forms, of unknown pages and of paths without a locale", () => {
    expect(isFormlessPage("/fr-fr/connexion")).toBe(false);
    expect(isFormlessPage("/fr-fr/contact")).toBe(false);
    expect(isFormlessPage("/fr-fr/nowhere")).toBe(false);
    expect(isFormlessPage("/")).toBe(false);
  });
});
