/**
 * What a form's schema needs of the page's translations: a key (with its
 * namespace) and its values in, words out. The server's i18next `t` and the
 * browser's `useTranslation().t` both are one, so the same schema module
 * gives the same messages on both sides.
 */
export type SchemaWords = (key: string, options?: Record<string, string | number>) => string;

type Read = { key: string; options: Record<string, string | number> | undefined; words: string };

/** Kinds of words a schema is kept for (languages, and a change of texts in development). */
const keptPerSchema = 10;

/**
 * A schema builder that builds once per set of words: zod schemas are immutable and meant to be
 * defined once, but a form's messages are the page's language, so each render built its schema
 * anew (on the login page, its two forms' schemas were a twentieth of the page's server CPU; issue 43).
 * The builder's reads of `t` are noted on the first build; a later call asks `t` the same keys
 * (so the render still notes which texts it read, docs/decisions/0031) and, when the words are
 * the same, returns the schema built with them.
 */
export function builtOncePerWords<Schema>(build: (t: SchemaWords) => Schema): (t: SchemaWords) => Schema {
  const kept: { reads: Read[]; schema: Schema }[] = [];
  return (t) => {
    for (const entry of kept) {
      if (entry.reads.every((read) => t(read.key, read.options) === read.words)) return entry.schema;
    }
    const reads: Read[] = [];
    const schema = build((key, options) => {
      const words = t(key, options);
      reads.push({ key, options, words });
      return words;
    });
    if (kept.length >= keptPerSchema) kept.shift();
    kept.push({ reads, schema });
    return schema;
  };
}

/**
 * A schema without words (hidden fields only: a confirmation, a withdrawal, a revocation), built on its
 * first use rather than as its module loads. A browser module that builds a zod object schema before
 * use-schema-form.ts has set zod's `jitless` makes zod probe `new Function`, which the page's CSP reports
 * (the sign-in's return address did, stop 49); built on first use, it is built by a rendering form, after.
 */
export function builtOnFirstUse<Schema>(build: () => Schema): () => Schema {
  let schema: Schema | undefined;
  return () => (schema ??= build());
}
