/**
 * Deadline timeline of a contract (SPEC "Timeline entry: year, description,
 * document name"): the yearly milestones of its life. The broker sends a
 * description CODE; the portal words it in the reader's language (locales).
 *
 * Codes (keys to translate):
 * - `timeline.contract-start`: the contract took effect.
 * - `timeline.anniversary`: the contract's yearly renewal date (tacit renewal).
 * - `timeline.premium-review`: the premium is reviewed (indexation, new rate) for the year.
 * - `timeline.notice-deadline`: last day to give notice of termination before the renewal.
 * - `timeline.formal-notice`: a formal notice (unpaid premium) was sent.
 * - `timeline.termination`: the contract ends.
 */
export const timelineCodes = [
  "timeline.contract-start",
  "timeline.anniversary",
  "timeline.premium-review",
  "timeline.notice-deadline",
  "timeline.formal-notice",
  "timeline.termination",
] as const;

export type TimelineCode = (typeof timelineCodes)[number];
