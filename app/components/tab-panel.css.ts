import { globalStyle, style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";
import { longWords } from "~/styles/long-words";

/** Shared by the contract's tabs: one panel, its heading, a facts list, a table. */
export const heading = style({ margin: 0, fontSize: tokens.font.size.lg });
export const subheading = style({ margin: `${tokens.space.md} 0 0`, fontSize: tokens.font.size.md });
export const facts = style({
  display: "grid",
  gap: `${tokens.space.xs} ${tokens.space.lg}`,
  margin: 0,
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  padding: tokens.space.md,
  "@media": { [tokens.breakpoint.tablet]: { gridTemplateColumns: "minmax(10rem, 16rem) 1fr" } },
});
export const term = style({ fontWeight: 600, color: tokens.color.textMuted });
export const value = style({ margin: 0, ...longWords, "@media": { "screen and (max-width: 47.99em)": { marginBottom: tokens.space.sm } } });
export const empty = style({ margin: 0, color: tokens.color.textMuted });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const item = style({
  position: "relative",
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.sm,
});
export const itemText = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0, ...longWords });
export const itemMeta = style({ color: tokens.color.textMuted, fontSize: tokens.font.size.sm });
export const download = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", fontWeight: 600 });
export const factRow = style({ display: "contents" });

// Required documents and signature: a card per document, its form below.
export const warning = style({ margin: 0, fontWeight: 600, color: tokens.color.warning });
export const card = style({
  position: "relative",
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  padding: tokens.space.md,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  ...longWords,
});
// Facts inside a card (a contract's payment method) take the card's sides: with their own 16 px they stood indented
// from the card's first line.
globalStyle(`${card} > ${facts}`, { padding: 0 });
export const cardHead = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: tokens.space.sm });
export const cardTitle = style({ margin: 0, fontSize: tokens.font.size.md });
export const inlineLink = style({ display: "inline-block", paddingBlock: "12px", fontWeight: 600 });
export const uploadForm = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  borderTop: `1px solid ${tokens.color.borderSubtle}`,
  paddingTop: tokens.space.sm,
});
export const fieldError = style({ color: tokens.color.danger, fontSize: tokens.font.size.sm, margin: 0, fontWeight: 600 });
export const progress = style({ width: "12rem", maxWidth: "100%", verticalAlign: "middle" });
export const formActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.lg });
export const signForm = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });

// Payments tab: a form behind its disclosure, the mandate's wording.
export const disclosure = style({
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  padding: `0 ${tokens.space.md}`,
  selectors: { "&[open]": { paddingBottom: tokens.space.md } },
});
// A flex summary loses the browser's disclosure triangle (issue 31): it draws its own, turned down when open; no text, so
// nothing is added to the summary's name.
export const summary = style({
  cursor: "pointer",
  fontWeight: 600,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
  gap: tokens.space.sm,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::before": {
      content: '""',
      flex: "none",
      width: "0.5em",
      height: "0.5em",
      borderRight: "2px solid currentColor",
      borderBottom: "2px solid currentColor",
      transform: "rotate(-45deg)",
      transition: "transform 0.15s",
    },
    "details[open] > &::before": { transform: "rotate(45deg)" },
  },
});
export const mandateText = style({ margin: 0, fontSize: tokens.font.size.sm, color: tokens.color.textMuted, maxWidth: "40rem" });
export const section = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm });

// Payments tab: the schedule's compact tables (dates in the short style, so four columns fit a 390 px phone).
export const schedule = style({ width: "100%", borderCollapse: "collapse", background: tokens.color.surface, borderRadius: tokens.radius.md });
export const scheduleCaption = style({ textAlign: "left", fontWeight: 600, padding: `${tokens.space.sm} ${tokens.space.sm} 0` });
globalStyle(`${schedule} th, ${schedule} td`, {
  textAlign: "left",
  // On a phone the cells' sides are narrower, so the four columns fit 358 px in every language ("Mitteilung" alone takes 81).
  padding: `${tokens.space.xs} ${tokens.space.xs}`,
  borderTop: `1px solid ${tokens.color.borderSubtle}`,
  whiteSpace: "nowrap",
  verticalAlign: "middle",
  "@media": { [tokens.breakpoint.tablet]: { padding: `${tokens.space.xs} ${tokens.space.sm}` } },
});
// A status of several words ("Direct debit in progress", "Lastschrift läuft") wraps inside its badge instead of
// widening the table past the screen (at 390 px the tables were up to 462 px wide in German, 407 in English).
globalStyle(`${schedule} td:nth-child(3)`, { whiteSpace: "normal" });
// On a phone the rows in the small size and the badges' sides narrower: German's "Demnächst" and "Mitteilung" still fit.
globalStyle(`${schedule} td`, { fontSize: tokens.font.size.sm, "@media": { [tokens.breakpoint.tablet]: { fontSize: "inherit" } } });
globalStyle(`${schedule} td > span`, { paddingInline: tokens.space.xs, "@media": { [tokens.breakpoint.tablet]: { paddingInline: tokens.space.sm } } });
globalStyle(`${schedule} thead th`, { color: tokens.color.textMuted, fontSize: tokens.font.size.sm, borderTop: 0 });
globalStyle(`${disclosure} ${schedule}`, { background: "transparent" });
// Where a table is still wider than its place (German's "Widersprochen" among past lines, any table at 320 px), its
// box scrolls sideways, not the whole page (WCAG 1.4.10 lets a data table scroll, inside its own box).
export const scheduleBox = style({ overflowX: "auto" });
// The line under a debit cut short (the contract ends within its period), its one cell across the four columns: it wraps,
// and reads as part of the debit above it (no rule between them). A selector, not a class: no export added to the
// module every contract tab loads.
globalStyle(`${schedule} td[colspan]`, { whiteSpace: "normal", borderTop: 0, paddingTop: 0, color: tokens.color.textMuted });
export const numeric = style({});
globalStyle(`${schedule} ${numeric}`, { textAlign: "right" });
export const tableLink = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", minWidth: "44px", fontWeight: 600 });
