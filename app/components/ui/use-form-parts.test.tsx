import type { SubmissionResult } from "@conform-to/react";
import { useId, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { partsFromReply, type FieldName } from "./form-parts";
import { useConformParts, useServerParts } from "./use-form-parts";

type Schema = { login: string; password: string; person: { firstname: string; city: string } };
const names: FieldName<Schema>[] = ["login", "password", "person.firstname", "person.city"];
type Hook = typeof useServerParts<Schema>;

/** What a form renders from its parts, with a child that asks React for an id. */
function seen(useParts: Hook, lastResult: SubmissionResult<string[]> | undefined) {
  let parts: ReturnType<Hook> | undefined;
  function IdOfChild() {
    return <i id={useId()} />;
  }
  function Probe({ children }: { children: ReactNode }) {
    parts = useParts({ id: "password-form", lastResult });
    return <form {...parts.props}>{children}</form>;
  }
  const html = renderToString(
    <Probe>
      <IdOfChild />
    </Probe>,
  );
  const { props, errors, errorId, field } = parts!;
  return { html, props: { ...props, onSubmit: undefined }, errors, errorId, fields: names.map(field) };
}

const replies: [string, SubmissionResult<string[]> | undefined][] = [
  ["no reply yet", undefined],
  ["a reply with the form's own error", { status: "error", initialValue: { login: "a@b.c" }, error: { "": ["The service is unavailable."] } }],
  [
    "a reply with field errors, nested values and an emptied field",
    {
      status: "error",
      initialValue: { login: "not-an-address", person: { firstname: "Zoé", city: "" } },
      error: { login: ["Enter a valid e-mail address."], "person.city": ["Enter the city."] },
    },
  ],
  ["a reply that keeps nothing (a password form)", { status: "error", initialValue: null, error: { password: ["Required."] } }],
  ["a reply where every value was empty", { status: "error", initialValue: { login: "", person: { firstname: "", city: "" } }, error: {} }],
];

describe("useFormParts on the server", () => {
  it.each(replies)("gives what conform's useForm gives for %s, HTML included", (_, lastResult) => {
    const server = seen(useServerParts, lastResult);
    const conform = seen(useConformParts, lastResult);
    expect(server).toEqual(conform);
  });

  it("gives the values and errors of the reply to each field", () => {
    const { fields, errors } = seen(useServerParts, replies[2][1]);
    expect(errors).toBeUndefined();
    expect(fields).toEqual([
      { formId: "password-form", name: "login", initialValue: "not-an-address", errors: ["Enter a valid e-mail address."] },
      { formId: "password-form", name: "password", initialValue: undefined, errors: undefined },
      { formId: "password-form", name: "person.firstname", initialValue: "Zoé", errors: undefined },
      { formId: "password-form", name: "person.city", initialValue: undefined, errors: ["Enter the city."] },
    ]);
  });

  it("keeps React's ids below the form where conform's useForm leaves them, which a hook without useId would not", () => {
    const childId = (useParts: Hook) => seen(useParts, undefined).html.match(/<i id="([^"]+)"/)?.[1];
    const withoutUseId: Hook = (options) => partsFromReply<Schema>(options.id, options.lastResult);
    expect(childId(useConformParts)).toBeDefined();
    expect(childId(useServerParts)).toBe(childId(useConformParts));
    expect(childId(withoutUseId)).not.toBe(childId(useConformParts));
  });
});
