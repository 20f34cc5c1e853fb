import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formParts } from "./form-parts";

type Seen = { ours: ReturnType<typeof formParts>; conforms: ReturnType<typeof getFormProps>; errors: string[] | undefined; errorId: string };

/** Renders a form with conform's useForm and reports what formParts and conform's own helpers give. */
function seenWith(lastResult: SubmissionResult<string[]> | undefined): Seen {
  let seen: Seen | undefined;
  function Probe() {
    const [form] = useForm<{ login: string }>({ id: "password-form", lastResult });
    seen = { ours: formParts(form), conforms: getFormProps(form), errors: form.errors, errorId: form.errorId };
    return null;
  }
  renderToString(<Probe />);
  return seen!;
}

describe("formParts", () => {
  it("gives a form without errors the attributes getFormProps gives (noValidate aside, written on each form)", () => {
    const { ours, conforms, errors } = seenWith(undefined);
    const { noValidate, ...rest } = conforms;
    expect(noValidate).toBe(true);
    expect(ours.props).toEqual({ ...rest, "aria-describedby": undefined });
    expect(ours.errors).toBe(errors);
    expect(ours.errors).toBeUndefined();
  });

  it("names the form's error as getFormProps does, with conform's own errors and error id", () => {
    const lastResult: SubmissionResult<string[]> = { status: "error", initialValue: { login: "a@b.c" }, error: { "": ["The service is unavailable."] } };
    const { ours, conforms, errors, errorId } = seenWith(lastResult);
    const { noValidate: _, ...rest } = conforms;
    expect(ours.props).toEqual(rest);
    expect(ours.props["aria-describedby"]).toBe("password-form-error");
    expect(ours.errors).toEqual(["The service is unavailable."]);
    expect(ours.errors).toEqual(errors);
    expect(ours.errorId).toBe(errorId);
  });
});
