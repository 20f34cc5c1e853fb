import { z } from "zod";
import { conformIntentFieldName } from "~/utils/forms/form-list";
import { rejectionPage } from "~/utils/request/rejection-page.server";

/** What conform posts in it: its intent as JSON (`{"type":"insert","payload":{"name":"statements"}}`). */
const conformIntent = z.object({ type: z.string(), payload: z.record(z.string(), z.unknown()) });

/**
 * Whether a post's conform intent, if it has one, is one conform can read: conform's own parse
 * throws on anything else (a 500), so readForm answers it with the 400 page first, as any other
 * body no form of ours sends.
 */
export function readableConformIntent(form: FormData): boolean {
  const value = form.get(conformIntentFieldName);
  if (value === null) return true;
  if (typeof value !== "string") return false;
  try {
    return conformIntent.safeParse(JSON.parse(value)).success;
  } catch {
    return false;
  }
}

/** The only list intents a form's buttons post: a row added at the end of a list, a row removed by its place. */
const listIntent = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("insert"), payload: z.strictObject({ name: z.string() }) }),
  z.strictObject({ type: z.literal("remove"), payload: z.strictObject({ name: z.string(), index: z.int().min(0) }) }),
]);

export type ListChange = z.infer<typeof listIntent>;

/** How many rows a list has in a post: conform's, one more than the highest `list[n]` posted. */
function postedRows(form: FormData, list: string): number {
  let rows = 0;
  const prefix = `${list}[`;
  for (const name of form.keys()) {
    if (!name.startsWith(prefix)) continue;
    const index = Number(/^\[(\d{1,3})\]/.exec(name.slice(list.length))?.[1]);
    if (Number.isInteger(index)) rows = Math.max(rows, index + 1);
  }
  return rows;
}

/**
 * A row added to or removed from one of a form's lists (`limits`: each list's name and its most
 * rows), or null when the post is the form's own submission. conform's list buttons post it, with
 * JavaScript or without (docs/decisions/0196); the reply gives the form back with the row added or
 * removed and everything typed kept. Explicit as `intent` is (formIntent): only a row added below
 * the list's limit or an existing row removed, on a named list; anything else is a 400 page before
 * any work.
 */
export async function formListChange(request: Request, form: FormData, limits: Readonly<Record<string, number>>): Promise<ListChange | null> {
  const value = form.get(conformIntentFieldName);
  if (value === null) return null;
  let parsed: ReturnType<typeof listIntent.safeParse> | null = null;
  try {
    parsed = typeof value === "string" ? listIntent.safeParse(JSON.parse(value)) : null;
  } catch {
    parsed = null;
  }
  const change = parsed?.success ? parsed.data : null;
  const limit = change && Object.hasOwn(limits, change.payload.name) ? limits[change.payload.name] : undefined;
  if (change && limit !== undefined) {
    const rows = postedRows(form, change.payload.name);
    if (change.type === "insert" ? rows < limit : change.payload.index < rows) return change;
  }
  throw await rejectionPage(request, 400);
}
