import type { ReactNode } from "react";
import { wholeNumber } from "./whole-number.css";

/**
 * A contract, claim, invoice or quote reference as the broker writes it: capitals and digits joined by hyphens,
 * slashes or dots ("MIS-001007", "SIN-MISTRAL-COLLISION", "FAC-2026-0042"). Browsers break a line after a hyphen;
 * a reader copying or reading out a number needs it on one line (decision 0141; docs/design-notes.md "References stay whole", was decision 0187).
 */
const REFERENCE = /[\p{Lu}\d]+(?:[-/._][\p{Lu}\d]+)+/gu;

/** One number, kept on one line. */
export function WholeNumber({ children }: { children: string }) {
  return <span className={wholeNumber}>{children}</span>;
}

/** Words with the references in them kept whole ("Auto — MIS-001007"); the rest wraps as usual. */
export function withWholeNumbers(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(REFERENCE)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(<WholeNumber key={match.index}>{match[0]}</WholeNumber>);
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
