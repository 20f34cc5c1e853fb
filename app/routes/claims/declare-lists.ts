import { parse, type SubmissionResult } from "@conform-to/react";

/**
 * The lists of a declaration's last step (third parties, statements): their
 * intents, and the step answered again with a row added or removed, for the
 * posts made without JavaScript (decision 0145). No server import: the page
 * reads the intents too.
 */
/** At most this many third parties and statements, as the broker takes (wire/claims.ts CreateClaimInput). */
export const maxListRows = 10;

/** The lists of step 3, and the intents that add a row to one or remove a row of it (no JavaScript: a post each, the step comes back). */
export const declareLists = { third_parties: "third", statements: "statement" } as const;
export type DeclareList = keyof typeof declareLists;

/** The step-3 intents: declare, or add/remove a row of a list (`remove-third-2`). Any other is a 400 page (formIntent). */
export const detailsIntents = [
  "declare",
  ...Object.values(declareLists).flatMap((short) => [`add-${short}`, ...Array.from({ length: maxListRows }, (_, index) => `remove-${short}-${index}`)]),
] as const;

/** Which list an add/remove intent changes, and how; null for `declare`. */
export function listChange(intent: string): { list: DeclareList; remove: number | null } | null {
  const match = /^(add|remove)-(third|statement)(?:-(\d+))?$/.exec(intent);
  if (!match) return null;
  const list = (Object.keys(declareLists) as DeclareList[]).find((name) => declareLists[name] === match[2])!;
  return { list, remove: match[1] === "remove" ? Number(match[3]) : null };
}

/** A list's rows as the form's values hold them (conform drops a lone empty row and leaves holes for empty ones). */
export function listRows(value: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(value) ? value : value && typeof value === "object" ? [value] : [];
  // Array.from fills the holes a form leaves (an empty row), which map would skip.
  return Array.from(rows as unknown[], (row) => (row && typeof row === "object" ? { ...(row as Record<string, unknown>) } : {}));
}

/**
 * The step again with a row added to a list or one removed, everything typed kept (without JavaScript: with it,
 * the page adds and removes rows itself). Nothing is checked yet: the declaration is. `hideFields`: the files,
 * which never come back.
 */
export function changedList(form: FormData, change: { list: DeclareList; remove: number | null }, hideFields: string[]): SubmissionResult<string[]> {
  const reply = parse<unknown, string[]>(form, { resolve: () => ({ value: {} }) }).reply({ hideFields });
  const values = { ...(reply.initialValue ?? {}) };
  const rows = listRows(values[change.list]);
  if (change.remove === null) {
    if (rows.length < maxListRows) rows.push({});
  } else if (change.remove < rows.length) rows.splice(change.remove, 1);
  values[change.list] = rows as Record<string, string>[];
  return { ...reply, initialValue: values };
}
