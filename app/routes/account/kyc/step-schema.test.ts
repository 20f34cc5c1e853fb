import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { DynamicField } from "../../../../contract/wire/dynamic-forms";
import { ibanValid } from "~/utils/forms/iban";
import { answersOf, formValues, stepSchema, uploadedOf } from "./step-schema";

const t = (key: string, options?: Record<string, string | number>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const fields: DynamicField[] = [
  { kind: "text", name: "company", label: "Company", required: true, max_length: 10 },
  {
    kind: "text",
    name: "nir",
    label: "NIR",
    required: true,
    max_length: 24,
    check: "social_security_number",
    country: "FR",
    birth_date_field: "born",
  },
  { kind: "text", name: "details", label: "Details", required: false, multiline: true, max_length: 50 },
  { kind: "date", name: "born", label: "Born", required: true, min: "1906-01-01", max: "2010-11-27" },
  { kind: "choice", name: "need", label: "Need", required: true, options: [{ value: "liability", label: "Liability" }] },
  { kind: "yes_no", name: "insured", label: "Insured", required: true },
  { kind: "number", name: "staff", label: "Staff", required: false, integer: true, min: 0, max: 100 },
  { kind: "iban", name: "iban", label: "IBAN", required: true },
];
const schema = stepSchema({ code: "personal", fields }, t, "en");

/** A post as the browser sends it, parsed as the action and the browser both do. */
function post(values: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ intent: "save", step: "personal", ...values })) formData.append(name, value);
  const submission = parseWithZod(formData, { schema });
  return Object.assign(submission, { error: submission.status === "error" ? submission.error : null });
}

const good = {
  company: " Fontaine ",
  nir: "2 69 05 49 588 157 80",
  details: "",
  born: "1969-05-14",
  need: "liability",
  insured: "no",
  staff: "12",
  iban: "fr76 3000 6000 0112 3456 7890 189",
};

describe("a dynamic step's schema, built from the broker's description", () => {
  it("turns a good post into the answers the broker takes", () => {
    const submission = post(good);
    expect(submission.status).toBe("success");
    const value = submission.status === "success" ? (submission.value as Record<string, unknown>) : {};
    expect(answersOf(value, fields)).toEqual({
      company: "Fontaine",
      nir: "269054958815780",
      details: null,
      born: "1969-05-14",
      need: "liability",
      insured: false,
      staff: 12,
      iban: "FR7630006000011234567890189",
    });
  });

  it("puts the portal's message on each wrong field", () => {
    const submission = post({
      company: "Far too long a name",
      nir: "2 69 05 49 588 157 81",
      details: "a\nb",
      born: "2011-01-01",
      need: "vehicles",
      insured: "maybe",
      staff: "2.5",
      iban: "FR7630006000011234567890188",
    });
    expect(submission.error).toEqual({
      company: ['common:validation.maxLength {"count":10}'],
      nir: ["kyc:errors.ssn.check"],
      born: ['kyc:errors.dateUntil {"date":"November 27, 2010"}'],
      need: ["kyc:errors.choice"],
      insured: ["common:validation.required"],
      staff: ["kyc:errors.integer"],
      iban: ["kyc:errors.iban"],
    });
    expect(post({ ...good, company: "", nir: "12345", staff: "-1", born: "yesterday" }).error).toEqual({
      company: ["common:validation.required"],
      nir: ["kyc:errors.ssn.formatFR"],
      staff: ['kyc:errors.min {"min":0}'],
      born: ["kyc:errors.date"],
    });
  });

  it("says on the number, in the page's words, when it does not carry the birth date given, once both hold", () => {
    expect(post({ ...good, born: "1970-05-14" }).error).toEqual({ nir: ["kyc:errors.ssn.birthDate"] });
    expect(post({ ...good, born: "1969-06-14" }).error).toEqual({ nir: ["kyc:errors.ssn.birthDate"] });
    // A wrong date is the date's message only.
    expect(post({ ...good, born: "2011-01-01" }).error).toEqual({ born: ['kyc:errors.dateUntil {"date":"November 27, 2010"}'] });
  });

  it("words each country's format with its own length", () => {
    for (const country of ["IT", "DE", "ES"] as const) {
      const own = stepSchema({ code: "personal", fields: [{ ...(fields[1] as Extract<DynamicField, { kind: "text" }>), country }, fields[3]] }, t, "en");
      const formData = new FormData();
      for (const [name, value] of Object.entries({ intent: "save", step: "personal", nir: "12345", born: "1969-05-14" })) formData.append(name, value);
      const submission = parseWithZod(formData, { schema: own });
      expect(submission.status === "error" ? submission.error : null).toEqual({ nir: [`kyc:errors.ssn.format${country}`] });
    }
  });

  it("refuses a step code or an intent that is not the form's", () => {
    const formData = new FormData();
    for (const [name, value] of Object.entries({ ...good, intent: "save", step: "bank" })) formData.append(name, value);
    expect(parseWithZod(formData, { schema }).status).toBe("error");
  });

  it("keeps a saved social security number out of the form and lets it be left blank (decision 0190)", () => {
    const saved = { nir: "••••••••••••780", born: "1969-05-14" };
    expect(formValues(saved, fields)).toEqual({ born: "1969-05-14" });
    expect(uploadedOf(fields, saved)).toEqual({ nir: "••••••••••••780" });
    const kept = stepSchema({ code: "personal", fields, uploaded: uploadedOf(fields, saved) }, t, "en");
    const formData = new FormData();
    for (const [name, value] of Object.entries({ intent: "save", step: "personal", ...good, nir: "" })) formData.append(name, value);
    const submission = parseWithZod(formData, { schema: kept });
    expect(submission.status).toBe("success");
    expect(answersOf(submission.status === "success" ? (submission.value as Record<string, unknown>) : {}, fields).nir).toBeNull();
  });

  it("fills the form again from saved answers", () => {
    expect(formValues({ company: "Fontaine", insured: true, staff: 3, details: null })).toEqual({ company: "Fontaine", insured: "yes", staff: "3" });
  });
});

describe("the portal's IBAN check", () => {
  it("checks an IBAN's check digits", () => {
    expect(ibanValid("FR7630006000011234567890189")).toBe(true);
    expect(ibanValid("FR7630006000011234567890188")).toBe(false);
    expect(ibanValid("DE89370400440532013000")).toBe(true);
  });
});

describe("a file question (docs/decisions/0149)", () => {
  const file: DynamicField = {
    kind: "file",
    name: "extract",
    label: "Extract",
    required: true,
    accept: ["application/pdf"],
    max_bytes: 1_000_000,
    upload: { method: "POST", path: "clients/pro_1/dynamic-forms/kyc/steps/company/files/extract" },
  };
  const parse = (part: File | null, uploaded?: Record<string, string>) => {
    const formData = new FormData();
    formData.append("intent", "save");
    formData.append("step", "company");
    // An input left empty still sends a part: no name, no bytes.
    formData.append("extract", part ?? new File([], ""));
    const submission = parseWithZod(formData, { schema: stepSchema({ code: "company", fields: [file], uploaded }, t, "en") });
    return submission.status === "error" ? submission.error : "ok";
  };

  it("asks for the file until one was sent, then keeps it when none is chosen", () => {
    expect(parse(null)).toEqual({ extract: ["common:validation.required"] });
    expect(parse(null, { extract: "kbis.pdf" })).toBe("ok");
    expect(parse(new File(["%PDF-1.4"], "kbis.pdf", { type: "application/pdf" }))).toBe("ok");
  });

  it("refuses a file too large or of another type, in the portal's words", () => {
    expect(parse(new File([new Uint8Array(1_000_001)], "big.pdf", { type: "application/pdf" }))).toEqual({ extract: ['kyc:errors.fileSize {"size":1}'] });
    expect(parse(new File(["MZ"], "tool.exe", { type: "application/x-msdownload" }), { extract: "kbis.pdf" })).toEqual({ extract: ["kyc:errors.fileType"] });
  });

  it("names the file already sent and leaves it out of the form's values", () => {
    expect(uploadedOf([file], { extract: "kbis.pdf" })).toEqual({ extract: "kbis.pdf" });
    expect(uploadedOf([file], { extract: null })).toEqual({});
    expect(formValues({ extract: "kbis.pdf", company: "Fontaine" }, [file])).toEqual({ company: "Fontaine" });
  });
});
