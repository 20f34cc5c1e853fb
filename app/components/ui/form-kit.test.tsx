import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxGroup } from "./checkbox-group";
import { CheckboxField, Field, FormErrors } from "./field";
import { FileInput } from "./file-input";
import type { FieldState } from "./form-parts";
import { RadioGroup } from "./radio-group";
import { SelectField } from "./select-field";
import { TextArea } from "./text-area";

const ok = (name: string, initialValue?: string, required = false): FieldState => ({
  formId: "f",
  name,
  initialValue,
  errors: undefined,
  constraint: { required, maxLength: 200 },
});
const refused = (name: string, initialValue?: string): FieldState => ({ ...ok(name, initialValue, true), errors: ["This field is required."] });

/** The rendered HTML of a control. */
const html = (node: React.ReactElement) => renderToString(node);

describe("the form kit's controls", () => {
  const controls = {
    Field: (field: FieldState) => <Field field={field} label="Name" hint="As on your ID" />,
    TextArea: (field: FieldState) => <TextArea field={field} label="Message" hint="A few words" />,
    SelectField: (field: FieldState) => (
      <SelectField field={field} label="Day" hint="Working days" placeholder="Choose" options={[{ value: "mon", label: "Monday" }]} />
    ),
    FileInput: (field: FieldState) => <FileInput field={field} label="Files" hint="PDF or JPG" accept=".pdf" multiple />,
  };

  for (const [kind, control] of Object.entries(controls)) {
    it(`${kind}: conform's ids, the hint read with the control, no error state while the field is fine`, () => {
      const out = html(control(ok("x")));
      expect(out).toContain('for="f-x"');
      expect(out).toContain('id="f-x"');
      expect(out).toContain('name="x"');
      expect(out).toContain('aria-describedby="f-x-hint"');
      expect(out).toContain('id="f-x-hint"');
      expect(out).not.toContain("aria-invalid");
      expect(out).not.toContain("f-x-error");
    });

    it(`${kind}: a refused field says so (aria-invalid), its message first then its hint, and is marked required`, () => {
      const out = html(control(refused("x")));
      expect(out).toContain('aria-invalid="true"');
      expect(out).toContain('aria-describedby="f-x-error f-x-hint"');
      expect(out).toMatch(/<p id="f-x-error"[^>]*>This field is required\.<\/p>/);
      expect(out).toContain('required=""');
      expect(out).toContain("form.required");
    });
  }

  it("keep what was typed: the server's reply comes back in text, list and text area (never in a file input)", () => {
    expect(html(controls.Field(ok("x", "Ada")))).toContain('value="Ada"');
    expect(html(controls.TextArea(ok("x", "Hello")))).toMatch(/<textarea[^>]*>Hello<\/textarea>/);
    expect(html(controls.SelectField(ok("x", "mon")))).toMatch(/<option value="mon" selected="">/);
    expect(html(controls.FileInput(ok("x", "secret.pdf")))).not.toContain("secret.pdf");
  });

  it("a list without a placeholder has no empty choice, so it starts on its first (a claim's proof file), or on the reply's", () => {
    const options = [
      { value: "invoice", label: "Invoice" },
      { value: "photo", label: "Photo" },
    ];
    const first = html(<SelectField field={ok("type")} label="What the file is" options={options} />);
    expect(first).not.toContain('<option value="">');
    expect(first).not.toMatch(/selected=""/);
    expect(html(<SelectField field={ok("type", "photo")} label="What the file is" options={options} />)).toMatch(/<option value="photo" selected="">/);
    expect(html(controls.SelectField(ok("x")))).toMatch(/<option value="" selected="">Choose<\/option>/);
  });

  it("take the schema's length limit, unless the form gives its own", () => {
    expect(html(controls.TextArea(ok("x")))).toContain('maxLength="200"');
    expect(html(<TextArea field={ok("x")} label="Details" maxLength={2000} />)).toContain('maxLength="2000"');
  });

  it("a box to tick names its message and the text it agrees to", () => {
    const out = html(<CheckboxField field={refused("accept")} label="I accept" describedBy="mandate-text" />);
    expect(out).toContain('aria-describedby="f-accept-error mandate-text"');
    expect(out).toContain('aria-invalid="true"');
  });
});

describe("the radio group", () => {
  const options = [
    { value: "yes", label: "Yes" },
    { value: "no", label: "No" },
  ];
  for (const variant of ["tiles", "list"] as const) {
    it(`(${variant}) gives its first radio the field's id, where the summary's link leads, and ties the message to the group`, () => {
      const out = html(<RadioGroup field={refused("third", "no")} legend="A third party?" options={options} variant={variant} />);
      expect(out.match(/id="f-third"/g)).toHaveLength(1);
      expect(out).toMatch(/<fieldset[^>]*aria-describedby="f-third-error"/);
      expect(out).toMatch(/checked="" value="no"/);
      expect(out.match(/aria-invalid="true"/g)).toHaveLength(2);
      expect(out).toContain("<legend");
    });
  }

  it("the list variant puts one choice a line without the tiles' wrapper", () => {
    const tiles = html(<RadioGroup field={ok("third")} legend="?" options={options} />);
    const list = html(<RadioGroup field={ok("third")} legend="?" options={options} variant="list" />);
    expect(tiles.match(/<div/g)?.length).toBe(1);
    expect(list).not.toContain("<div");
  });

  it("reads its hint with the group, after the message, and marks the question required only when told", () => {
    const out = html(<RadioGroup field={refused("third")} legend="A third party?" hint="Anyone not insured here" options={options} required />);
    expect(out).toMatch(/<fieldset[^>]*aria-describedby="f-third-error f-third-hint"/);
    expect(out).toMatch(/<p id="f-third-hint"[^>]*>Anyone not insured here<\/p>/);
    expect(out).toMatch(/<legend[^>]*>A third party\?<span[^>]*> (?:<!-- -->)?form\.required<\/span><\/legend>/);
    expect(html(<RadioGroup field={ok("third", undefined, true)} legend="?" options={options} />)).not.toContain("form.required");
  });
});

describe("the checkbox group", () => {
  const options = [
    { value: "news", label: "News" },
    { value: "partners", label: "Partners' offers" },
    { value: "surveys", label: "Surveys" },
  ];

  it("gives its first box the field's id, where the summary's link leads, and ties the message then the hint to the group", () => {
    const out = html(<CheckboxGroup field={refused("optins")} legend="Keep me informed" hint="Tick any" options={options} />);
    expect(out.match(/id="f-optins"/g)).toHaveLength(1);
    expect(out).toMatch(/<fieldset[^>]*aria-describedby="f-optins-error f-optins-hint"/);
    expect(out).toMatch(/<legend[^>]*>Keep me informed<\/legend>/);
    expect(out).toMatch(/<p id="f-optins-error"[^>]*>This field is required\.<\/p>/);
    expect(out.match(/type="checkbox"/g)).toHaveLength(3);
    expect(out.match(/aria-invalid="true"/g)).toHaveLength(3);
    expect(out.match(/name="optins"/g)).toHaveLength(3);
  });

  it("never makes a box required natively (that would ask for every box); the legend says so when told", () => {
    const out = html(<CheckboxGroup field={refused("optins")} legend="?" options={options} required />);
    expect(out).not.toContain('required=""');
    expect(out).toContain("form.required");
    expect(html(<CheckboxGroup field={ok("optins", undefined, true)} legend="?" options={options} />)).not.toContain("form.required");
  });

  it("ticks what the reply or the form's default gives back: one value as a string, several as a list", () => {
    const ticked = (initialValue: unknown) =>
      [...html(<CheckboxGroup field={{ ...ok("optins"), initialValue }} legend="?" options={options} />).matchAll(/checked="" value="(\w+)"/g)].map(
        (m) => m[1],
      );
    expect(ticked("partners")).toEqual(["partners"]);
    expect(ticked(["news", "surveys"])).toEqual(["news", "surveys"]);
    expect(ticked(undefined)).toEqual([]);
  });

  it("is plain while the field is fine: no message, no aria-invalid, nothing for the group to name", () => {
    const out = html(<CheckboxGroup field={ok("optins")} legend="?" options={options} />);
    expect(out).not.toContain("aria-invalid");
    expect(out).not.toContain("aria-describedby");
  });
});

describe("a field's message", () => {
  it("is announced as it appears only where the form says so (a file sent by a script, no summary to move to)", () => {
    const announced = html(<FileInput field={refused("file")} label="Document" accept=".pdf" alertError />);
    expect(announced).toMatch(/<p id="f-file-error" role="alert"[^>]*>This field is required\.<\/p>/);
    expect(html(<FileInput field={refused("file")} label="Document" accept=".pdf" />)).not.toContain('role="alert"');
  });
});

describe("the error summary", () => {
  it("comes from the form's own errors: its messages, then a link per field in the form's order", () => {
    const form = {
      errorId: "f-error",
      errors: ["The broker refused."],
      summary: [
        { href: "#f-name", message: "Required.", label: "Name" },
        { href: "#f-legal", message: "Tick the box.", label: null },
      ],
    };
    const out = renderToString(<FormErrors form={form} />);
    expect(out).toContain('id="f-error"');
    expect(out).toContain('role="alert"');
    expect(out).toContain("The broker refused.");
    expect(out.indexOf('href="#f-name"')).toBeLessThan(out.indexOf('href="#f-legal"'));
    expect(out).toContain("Tick the box.");
  });

  it("shows nothing for a form without errors", () => {
    expect(renderToString(<FormErrors form={{ errorId: "f-error", errors: undefined, summary: [] }} />)).toBe("");
  });
});
