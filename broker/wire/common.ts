import { z } from "zod";
import { languages } from "../domain/language";

/** `{client}` path parameter: the current client (or prospect) id from the session. */
export const ClientParams = z.object({ client: z.string().min(1) });

/** Comma-separated query list (`?include=a,b`) → string[]. */
export const csvList = z.string().transform((s) =>
  s
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean),
);

/** Calendar date `YYYY-MM-DD`. */
export const isoDate = z.iso.date();
/** Timestamp as ISO 8601 with offset. Handlers may return Date objects: they are serialised. */
export const timestamp = z.union([z.iso.datetime({ offset: true }), z.date().transform((d) => d.toISOString())]);

export const Empty = z.object({});

/** `?lang=` for the words the broker still writes (menus of product tabs, signing pages); default: the brand country's language. Codes (claim natures, termination reasons…) are worded by the portal. */
export const LangQuery = z.object({ lang: z.enum(languages).optional() });
