import { createContext, useContext, useRef, type ReactNode } from "react";

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

type Summaries = Map<string, SummaryEntry[]>;

const SummariesContext = createContext<Summaries | null>(null);

/**
 * Where each form built with useSchemaForm leaves its fields' errors for its
 * FormErrors (decision 0130): the form's component renders before the summary
 * it holds, so the summary lists every field of every form, today's and
 * tomorrow's, without each form listing its fields by hand. One map per
 * rendered tree (one request on the server).
 */
export function FormSummariesProvider({ children }: { children: ReactNode }) {
  const summaries = useRef<Summaries>(new Map());
  return <SummariesContext.Provider value={summaries.current}>{children}</SummariesContext.Provider>;
}

/** Called by useSchemaForm while the form renders: its fields' errors, in the order the reply gave them. */
export function useRecordSummary(errorId: string, entries: SummaryEntry[]) {
  const summaries = useContext(SummariesContext);
  summaries?.set(errorId, entries);
}

/** What FormErrors reads for the form whose error id it carries. */
export function useSummary(errorId: string | undefined): SummaryEntry[] {
  const summaries = useContext(SummariesContext);
  return (errorId && summaries?.get(errorId)) || [];
}
