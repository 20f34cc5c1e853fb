import { z } from "zod";

/**
 * A form's parsed value as a v2 body: optional fields may also be `null`,
 * which tells the broker to clear them (absent still means "unchanged").
 */
export type Clearable<T> = T extends Date | Blob | readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]: undefined extends T[K] ? Clearable<Exclude<T[K], undefined>> | null | undefined : Clearable<T[K]> }
    : T;

/** The form posted this field, and only blanks in it: the person left it empty or erased it. */
function postedEmpty(formData: FormData, name: string): boolean {
  const values = formData.getAll(name);
  return values.length > 0 && values.every((value) => typeof value === "string" && value.trim() === "");
}

function objectShape(schema: z.ZodType): z.ZodObject | null {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return objectShape(schema.unwrap() as z.ZodType);
  return null;
}

function clearEmpty(schema: z.ZodObject, value: unknown, formData: FormData, prefix: string): unknown {
  const out: Record<string, unknown> = { ...(value as Record<string, unknown> | undefined) };
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const name = prefix ? `${prefix}.${key}` : key;
    const nested = objectShape(field);
    if (nested) {
      if (out[key] !== undefined && out[key] !== null) out[key] = clearEmpty(nested, out[key], formData, name);
    } else if (field.isOptional() && (out[key] === undefined || out[key] === "") && postedEmpty(formData, name)) {
      out[key] = null;
    }
  }
  return out;
}

/**
 * The v2 body of a submitted form (every form that writes to the broker goes
 * through here). conform's parse turns an empty field into an absent one,
 * and the broker reads absent as "leave unchanged": erasing a field would
 * answer "saved" and keep the old value. So an optional field the form
 * posted empty (or blank) becomes `null`, which the broker stores. A field
 * the form did not post at all (an unticked radio group, an input the page
 * did not show) stays absent: nothing was typed or erased there.
 */
export function v2Body<Schema extends z.ZodObject>(schema: Schema, value: z.output<Schema>, formData: FormData): Clearable<z.output<Schema>> {
  return clearEmpty(schema, value, formData, "") as Clearable<z.output<Schema>>;
}
