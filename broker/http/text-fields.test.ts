/**
 * Issue 41, point 7: the broker refuses what the portal refuses. Every string of every request body
 * of the route table is a single-line text (no tab, line break or bidirectional control) or, for the
 * text areas named below, a multi-line one (no bidirectional control): walked here, so a new field
 * that forgets it fails this test.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { allRoutes } from "../routes";
import { directionCharacterCode, layoutCharacterCode } from "../../contract/wire/common";

/** Text areas: the fields whose last path segment is one of these may hold lines and tabs. */
const multiLineNames = new Set(["circumstances", "damages", "text", "message", "comment", "details", "description", "additional_information"]);

/** String formats that refuse these characters by their own pattern. */
const selfCheckedFormats = new Set(["email", "uuid", "url", "date", "datetime"]);

type Leaf = { path: string; schema: z.ZodType; format: string | null };

/** The string leaves of a schema, with their dotted paths (`third_parties.*.name`). */
function stringLeaves(schema: z.ZodType, path = "", out: Leaf[] = []): Leaf[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown, at = path) => stringLeaves(inner as z.ZodType, at, out);
  switch (def.type) {
    case "object":
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(value, path ? `${path}.${key}` : key);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      walk(def.innerType);
      break;
    case "pipe":
      walk(def.in);
      break;
    case "array":
      walk(def.element, `${path}.*`);
      break;
    case "union":
      for (const option of def.options as z.ZodType[]) walk(option);
      break;
    case "intersection":
      walk(def.left);
      walk(def.right);
      break;
    case "string":
      out.push({ path, schema, format: (def.format as string | undefined) ?? null });
      break;
  }
  return out;
}

const codesOf = (schema: z.ZodType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const bodies = allRoutes.filter((route) => route.body).map((route) => ({ name: `${route.method.toUpperCase()} ${route.path}`, body: route.body as z.ZodType }));

describe("the text fields of the broker's request bodies", () => {
  it("finds the fields of the issue among them", () => {
    const paths = bodies.flatMap(({ name, body }) => stringLeaves(body).map((leaf) => `${name} ${leaf.path}`));
    expect(paths).toEqual(
      expect.arrayContaining([
        "POST /v2/clients/{client}/delegations firstname",
        "POST /v2/clients/{client}/claims third_parties.*.name",
        "POST /v2/requests/contact name",
        "POST /v2/requests/contact reason",
      ]),
    );
  });

  it.each(bodies)("$name: single-line fields refuse tabs, line breaks and bidi controls; text areas refuse bidi controls", ({ body }) => {
    const wrong: string[] = [];
    for (const leaf of stringLeaves(body)) {
      if (leaf.format && selfCheckedFormats.has(leaf.format)) continue;
      const multiLine = multiLineNames.has(leaf.path.split(".").at(-1)!);
      const refused = (value: string) => codesOf(leaf.schema, value).includes(layoutCharacterCode);
      // A text area's refusal names only the bidi control: its words must not say line breaks and tabs are refused.
      if (multiLine) {
        if (!codesOf(leaf.schema, "Ab\u202E12").includes(directionCharacterCode)) wrong.push(`${leaf.path}: keeps a bidi control`);
        if (refused("Ab\u202E12")) wrong.push(`${leaf.path}: says line breaks and tabs are refused`);
        continue;
      }
      if (!refused("Ab\u202E12")) wrong.push(`${leaf.path}: keeps a bidi control`);
      for (const [name, value] of [
        ["line feed", "Ab\n12"],
        ["carriage return", "Ab\r12"],
        ["tab", "Ab\t12"],
      ]) {
        if (!refused(value)) wrong.push(`${leaf.path}: keeps a ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
