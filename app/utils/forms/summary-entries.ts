/**
 * One line of a form's error summary: the field's message, the field's name as its label shows it
 * (FormErrors writes "label: message", so each line says which field, as GOV.UK's do; issue 31),
 * and a link to the field (conform's id, `<form>-<name>`).
 */
export type SummaryEntry = { href: string; message: string; label: string | null };

/**
 * The fields' names for the summary, by field as the form posts it: `{ holder: "Account holder" }`;
 * a group's or rows' fields in an object (`{ profile: { email: "E-mail" } }` for `profile.email`,
 * `{ third_parties: { name: "Name" } }` for every row's `third_parties[0].name`). Null for a field
 * whose own messages already name it (a box to tick: "Tick the box to accept the mandate").
 */
export type SummaryLabel = string | null | { [name: string]: SummaryLabel };
export type SummaryLabels = { [name: string]: SummaryLabel };

/** A field's label for the summary: its own, else its group's; rows' fields (`rows[2].name`) as `rows.name`. */
export function summaryLabel(labels: SummaryLabels, name: string): string | null {
  let label: SummaryLabel = labels;
  for (const part of name.replace(/\[\d+\]/g, "").split(".")) {
    if (label === null || typeof label === "string") return label;
    label = label[part] ?? null;
  }
  return typeof label === "string" ? label : null;
}

/**
 * Where a field stands in its form, from the order of the form's labels (the order its fields show
 * in): each part of its name by its place among its group's labels, a row by its number.
 * `third_parties[1].name` → [third_parties' place, 1, name's place]. Unlabelled parts go last.
 */
function placeOf(labels: SummaryLabels, name: string): number[] {
  const place: number[] = [];
  let level: SummaryLabel = labels;
  for (const part of name.split(/\.|(?=\[)/)) {
    const row = /^\[(\d+)\]$/.exec(part);
    if (row) {
      place.push(Number(row[1]));
      continue;
    }
    const keys: string[] = level && typeof level === "object" ? Object.keys(level) : [];
    const index: number = keys.indexOf(part);
    place.push(index === -1 ? keys.length : index);
    level = index === -1 || !level || typeof level !== "object" ? null : level[part];
  }
  return place;
}

function byPlace(a: number[], b: number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) if (a[index] !== b[index]) return a[index] - b[index];
  return a.length - b.length;
}

/**
 * The fields' errors of a form, as links to the fields: conform's `allErrors` minus the form's own (""),
 * in the order of the form's labels (the order its fields show in), whatever order the errors came in
 * (the schema's, then the server's own checks, then the broker's).
 */
export function summaryEntries(formId: string, allErrors: Record<string, string[] | undefined>, labels: SummaryLabels = {}): SummaryEntry[] {
  const entries: { entry: SummaryEntry; place: number[] }[] = [];
  for (const [name, messages] of Object.entries(allErrors)) {
    if (name === "" || !messages || messages.length === 0) continue;
    entries.push({ entry: { href: `#${formId}-${name}`, message: messages.join(" "), label: summaryLabel(labels, name) }, place: placeOf(labels, name) });
  }
  // Array.prototype.sort is stable: fields of the same place (no labels) keep the errors' order.
  return entries.sort((a, b) => byPlace(a.place, b.place)).map(({ entry }) => entry);
}
