import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fieldErrorId, fieldId, formParts, type FieldState } from "./form-parts";

type Schema = { login: string; person: { firstname: string; city: string } };
type ConformField = { id: string; name: string; formId: string; errors: string[] | undefined; initialValue: unknown };
type Seen = {
  ours: ReturnType<typeof formParts<Schema>>;
  conforms: ReturnType<typeof getFormProps>;
  errors: string[] | undefined;
  errorId: string;
  fields: Record<string, { ours: FieldState; conforms: ConformField }>;
};

const read = (meta: ConformField): ConformField => ({
  id: meta.id,
  name: meta.name,
  formId: meta.formId,
  errors: meta.errors,
  initialValue: meta.initialValue,
});

/** Renders a form with conform's useForm and reports what formParts and conform's own helpers give. */
function seenWith(lastResult: SubmissionResult<string[]> | undefined, defaultValue?: Partial<Schema>): Seen {
  let seen: Seen | undefined;
  function Probe() {
    const [form, fields] = useForm<Schema>({ id: "password-form", lastResult, defaultValue });
    const ours = formParts(form);
    const person = fields.person.getFieldset();
    seen = {
      ours,
      conforms: getFormProps(form),
      errors: form.errors,
      errorId: form.errorId,
      fields: {
        login: { ours: ours.field("login"), conforms: read(fields.login) },
        "person.firstname": { ours: ours.field("person.firstname"), conforms: read(person.firstname) },
        "person.city": { ours: ours.field("person.city"), conforms: read(person.city) },
      },
    };
    return null;
  }
  renderToString(<Probe />);
  return seen!;
}

/** A field's state as formParts gives it must be what conform's own field metadata says. */
function expectFieldsAsConform(fields: Seen["fields"]) {
  for (const { ours, conforms } of Object.values(fields)) {
    expect(fieldId(ours)).toBe(conforms.id);
    expect(fieldErrorId(ours)).toBe(`${conforms.id}-error`);
    expect(ours).toEqual({ formId: conforms.formId, name: conforms.name, errors: conforms.errors, initialValue: conforms.initialValue });
  }
}

describe("formParts", () => {
  it("gives a form without errors the attributes getFormProps gives (noValidate aside, written on each form)", () => {
    const { ours, conforms, errors, fields } = seenWith(undefined);
    const { noValidate, ...rest } = conforms;
    expect(noValidate).toBe(true);
    expect(ours.props).toEqual({ ...rest, "aria-describedby": undefined });
    expect(ours.errors).toBe(errors);
    expect(ours.errors).toBeUndefined();
    expectFieldsAsConform(fields);
    expect(fields.login.ours).toEqual({ formId: "password-form", name: "login", errors: undefined, initialValue: undefined });
  });

  it("names the form's error as getFormProps does, with conform's own errors and error id", () => {
    const lastResult: SubmissionResult<string[]> = { status: "error", initialValue: { login: "a@b.c" }, error: { "": ["The service is unavailable."] } };
    const { ours, conforms, errors, errorId, fields } = seenWith(lastResult);
    const { noValidate: _, ...rest } = conforms;
    expect(ours.props).toEqual(rest);
    expect(ours.props["aria-describedby"]).toBe("password-form-error");
    expect(ours.errors).toEqual(["The service is unavailable."]);
    expect(ours.errors).toEqual(errors);
    expect(ours.errorId).toBe(errorId);
    expectFieldsAsConform(fields);
  });

  it("gives each field, nested ones too, the errors and the value the server sent back, as conform's field metadata does", () => {
    const lastResult: SubmissionResult<string[]> = {
      status: "error",
      initialValue: { login: "not-an-address", person: { firstname: "Zoé", city: "" } },
      error: { login: ["Enter a valid e-mail address."], "person.city": ["Enter the city."] },
    };
    const { ours, fields } = seenWith(lastResult);
    expectFieldsAsConform(fields);
    expect(ours.errors).toBeUndefined();
    expect(fields.login.ours).toEqual({ formId: "password-form", name: "login", errors: ["Enter a valid e-mail address."], initialValue: "not-an-address" });
    expect(fields["person.firstname"].ours).toMatchObject({ errors: undefined, initialValue: "Zoé" });
    expect(fields["person.city"].ours.errors).toEqual(["Enter the city."]);
  });

  it("starts a field from the form's default value", () => {
    const { fields } = seenWith(undefined, { person: { firstname: "Ana", city: "Lyon" } });
    expectFieldsAsConform(fields);
    expect(fields["person.city"].ours.initialValue).toBe("Lyon");
  });
});
