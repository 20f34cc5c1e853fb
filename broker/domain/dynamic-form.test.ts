import { describe, expect, it } from "vitest";
import type { DynamicField } from "../../contract/wire/dynamic-forms";
import { checkStepAnswers } from "./dynamic-form";

const fields: DynamicField[] = [
  { kind: "text", name: "name", label: "Name", required: true, max_length: 5 },
  {
    kind: "text",
    name: "nir",
    label: "NIR",
    required: false,
    max_length: 24,
    check: "social_security_number",
    country: "FR",
    birth_date_field: "born",
  },
  { kind: "date", name: "born", label: "Born", required: false, min: "1900-01-01", max: "2010-01-01" },
  { kind: "choice", name: "form", label: "Form", required: true, options: [{ value: "a", label: "A" }] },
  { kind: "yes_no", name: "insured", label: "Insured", required: true },
  { kind: "number", name: "staff", label: "Staff", required: false, integer: true, min: 0, max: 10 },
  { kind: "iban", name: "iban", label: "IBAN", required: false },
];

describe("a dynamic form step's answers", () => {
  it("keeps the cleaned answers of the step's fields and drops names it does not ask for", () => {
    const checked = checkStepAnswers(fields, {
      name: " Ann ",
      nir: "2 69 05 49 588 157 80",
      form: "a",
      insured: false,
      staff: 3,
      iban: "fr76 3000 6000 0112 3456 7890 189",
      other: "x",
    });
    expect(checked).toEqual({
      ok: true,
      value: { name: "Ann", nir: "269054958815780", born: null, form: "a", insured: false, staff: 3, iban: "FR7630006000011234567890189" },
    });
  });

  it("checks a social security number against the birth date beside it, once that date holds", () => {
    const nir = "2 69 05 49 588 157 80";
    expect(checkStepAnswers(fields, { name: "Ann", form: "a", insured: true, nir, born: "1969-05-20" }).ok).toBe(true);
    expect(checkStepAnswers(fields, { name: "Ann", form: "a", insured: true, nir, born: "1970-05-20" })).toEqual({
      ok: false,
      errors: { nir: ["social-security.birth-date"] },
    });
    // A date refused on its own field does not also make the number wrong.
    expect(checkStepAnswers(fields, { name: "Ann", form: "a", insured: true, nir, born: "2011-01-01" })).toEqual({
      ok: false,
      errors: { born: ["dynamic-form.too-late"] },
    });
  });

  it("answers one code per wrong field", () => {
    const checked = checkStepAnswers(fields, {
      name: "Too long",
      nir: "269054958815781",
      born: "2011-02-30",
      form: "b",
      insured: "yes",
      staff: 2.5,
      iban: "FR7630006000011234567890188",
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: ["field.too-long"],
        nir: ["social-security.check"],
        born: ["field.format"],
        form: ["field.not-allowed"],
        insured: ["field.format"],
        staff: ["dynamic-form.not-integer"],
        iban: ["iban.checksum"],
      },
    });
    expect(checkStepAnswers(fields, { born: "2010-01-02", staff: 11 })).toMatchObject({
      ok: false,
      errors: {
        name: ["field.required"],
        born: ["dynamic-form.too-late"],
        form: ["field.required"],
        insured: ["field.required"],
        staff: ["dynamic-form.too-large"],
      },
    });
  });
});

describe("a file question (docs/decisions/0149)", () => {
  const file = (required: boolean): DynamicField => ({
    kind: "file",
    name: "extract",
    label: "Extract",
    required,
    accept: ["application/pdf"],
    max_bytes: 1000,
  });

  it("answers the name of the file uploaded for it, whatever the data says", () => {
    expect(checkStepAnswers([file(true)], { extract: "forged.pdf" }, { extract: "kbis.pdf" })).toEqual({ ok: true, value: { extract: "kbis.pdf" } });
    expect(checkStepAnswers([file(false)], { extract: "forged.pdf" })).toEqual({ ok: true, value: { extract: null } });
  });

  it("is missing when required and nothing was uploaded, even with a name in the data", () => {
    expect(checkStepAnswers([file(true)], { extract: "forged.pdf" })).toEqual({ ok: false, errors: { extract: ["field.required"] } });
  });
});
