import { useForm, type DefaultValue, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useFormAction } from "@remix-run/react";
import { useMemo } from "react";
import { config as zodConfig, type z } from "zod";
import { formParts } from "~/components/ui/form-parts";
import type { SummaryLabel } from "~/utils/forms/summary-entries";
import { formList } from "~/utils/forms/form-list";
import { useRepliedValues } from "~/utils/forms/replied-values";

/** Every field the form posts but `intent` (the button's, never in error): a label each, so no form leaves one out. */
type Labels<Schema extends z.ZodObject> = { [K in Exclude<keyof z.input<Schema>, "intent"> & string]: SummaryLabel } & { [name: string]: SummaryLabel };

/** The fields a schema reads, as the form posts them. */
type Fields<Schema extends z.ZodObject> = z.input<Schema> & Record<string, unknown>;

type SchemaFormOptions<Schema extends z.ZodObject> = {
  /** The form's id: conform's ids for its fields and messages start with it. */
  id: string;
  /** The form's zod schema, built from the same module the action parses with (messages in the page's language). */
  schema: Schema;
  /** The server's reply to this form's last post (useFormReply), if any. */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<z.input<Schema>>;
  /**
   * Each field's name as its label shows it, for the error summary's lines ("IBAN: This field is required"):
   * a line that said only "This field is required" did not say which field (issue 31). Every form gives them.
   */
  labels: Labels<Schema>;
};

// In the browser zod parses without compiling code (its documented `jitless` setting): its object schemas otherwise
// probe `new Function` as they are built, which the page's CSP (no 'unsafe-eval') reports as a violation, a console
// error and Lighthouse's lost best-practices points on every page with a form (issue 43). Set before any schema is
// built: every form's schema is built while rendering, after this module has run. The server keeps zod's compiled parsers.
if (typeof document !== "undefined") zodConfig({ jitless: true });

/** The native constraints of a schema, read once per schema object (a schema built once per language is read once). */
const constraints = new WeakMap<z.ZodObject, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: z.ZodObject) {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}

/**
 * One form of the portal (docs/decisions/0077): conform's useForm over the
 * form's shared zod schema.
 * - Native constraints (`required`) come from the schema through getZodConstraint
 *   and are written in the HTML, so they cost no JavaScript; each form keeps
 *   `noValidate`, so the visitor always reads the portal's translated message
 *   and its error summary, never the browser's bubble.
 * - With JavaScript, every form behaves the same (decision 0233): the browser
 *   checks the whole form with the same schema on submit, and posts only what it
 *   passes; after a refusal, a field is checked again as it is typed or ticked,
 *   so its message goes while it is fixed, never as the focus leaves it (a
 *   message going on blur moves the button under the pointer, decision 0086).
 *   A list's row added or removed (conform's list intents) is done in the page.
 *   The only post is the customer's own submission, which alone makes its
 *   button busy; what only the server knows (the broker's refusals, its checks
 *   of a company number or an IBAN, the upload checks) comes back in its reply.
 * - Without JavaScript, the server parses the same schema (parseForm) and
 *   answers the same page with the reply, whose values and errors this renders.
 */
export function useSchemaForm<Schema extends z.ZodObject>(options: SchemaFormOptions<Schema>) {
  const { schema } = options;
  const constraint = useMemo(() => constraintOf(schema), [schema]);
  const [form] = useForm<Fields<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // What the server changed in a refused post (characters it removed) comes back into the fields, as without JavaScript.
  useRepliedValues(options.id, options.lastResult);
  const parts = formParts(form, constraint, options.labels);
  // The action is the route's own (Remix's default), with no fragment: a browser keeps the posted address's
  // fragment through the redirect that follows a success. The summary's autofocus lands a refusal (decision 0130).
  // A list's rows and its buttons, read only by a form that has lists.
  const list = (name: string) => formList(form as unknown as FormMetadata<Record<string, unknown>, string[]>, name);
  return { ...parts, list, props: { ...parts.props, action: useFormAction() } };
}
