import { describe, expect, it } from "vitest";
import { z } from "zod";
import { builtOncePerWords, builtOnFirstUse, type SchemaWords } from "~/utils/forms/schema-words";

const words: Record<string, Record<string, string>> = {
  fr: { "common:validation.required": "Ce champ est obligatoire", "common:validation.maxLength": "{{count}} caractères au plus" },
  en: { "common:validation.required": "This field is required", "common:validation.maxLength": "At most {{count}} characters" },
};

function tOf(lng: string, read: string[] = []): SchemaWords {
  return (key, options) => {
    read.push(key);
    return (words[lng][key] ?? key).replace("{{count}}", String(options?.count ?? ""));
  };
}

describe("builtOncePerWords", () => {
  let builds = 0;
  const schemaOf = builtOncePerWords((t) => {
    builds += 1;
    return z.object({ name: z.string({ error: t("common:validation.required") }).max(3, t("common:validation.maxLength", { count: 3 })) });
  });

  it("builds a schema once per set of words and returns it again for the same words", () => {
    const first = schemaOf(tOf("fr"));
    expect(schemaOf(tOf("fr"))).toBe(first);
    expect(builds).toBe(1);
  });

  it("builds another for other words, each in its own language", () => {
    const fr = schemaOf(tOf("fr"));
    const en = schemaOf(tOf("en"));
    expect(en).not.toBe(fr);
    expect(en.safeParse({ name: "abcd" }).error?.issues[0].message).toBe("At most 3 characters");
    expect(fr.safeParse({ name: "abcd" }).error?.issues[0].message).toBe("3 caractères au plus");
    expect(schemaOf(tOf("en"))).toBe(en);
  });

  it("still asks the render's t every key the schema reads, so the page inlines their texts", () => {
    schemaOf(tOf("fr"));
    const read: string[] = [];
    schemaOf(tOf("fr", read));
    expect(read).toEqual(["common:validation.required", "common:validation.maxLength"]);
  });
});

describe("builtOnFirstUse", () => {
  it("builds nothing as its module loads, then the same schema on every use", () => {
    let builds = 0;
    const schemaOf = builtOnFirstUse(() => {
      builds += 1;
      return z.object({ intent: z.literal("revoke") });
    });
    expect(builds).toBe(0);
    expect(schemaOf()).toBe(schemaOf());
    expect(builds).toBe(1);
  });
});
