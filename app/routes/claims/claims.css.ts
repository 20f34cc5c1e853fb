import { globalStyle, style } from "@vanilla-extract/css";
import { button } from "~/components/ui/button.css";
import { tokens } from "~/styles/theme.css";
import { longWords } from "~/styles/long-words";

export const subtitle = style({ margin: 0, fontSize: tokens.font.size.lg });
export const primaryLink = style([button.primary, { textDecoration: "none" }]);
export const secondaryLink = style([button.secondary, { textDecoration: "none" }]);
/**
 * A card's facts, label beside value: the label takes at most 45% (with `max-content` "Dernière mise à jour" left a
 * 390 px phone's value 90 px, and "23 novembre 2026" broke inside "2026"); words break only when a word is too long,
 * a German one at a syllable where the browser can ("Kfz-Flottenversicherung" in a 320 px card, decision 0141).
 */
export const facts = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "fit-content(45%) minmax(0, 1fr)",
  gap: `${tokens.space.xs} ${tokens.space.md}`,
  ...longWords,
  // After longWords: a label keeps its longest word's width (fit-content) rather than break it anywhere.
  overflowWrap: "break-word",
});
globalStyle(`${facts} dt`, { fontWeight: 600, color: tokens.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });
/** The claim's own facts (long texts: circumstances, statements): label above value on a phone, beside it from a tablet. */
export const detailFacts = style([
  facts,
  {
    gridTemplateColumns: "minmax(0, 1fr)",
    rowGap: 0,
    "@media": { [tokens.breakpoint.tablet]: { gridTemplateColumns: "minmax(10rem, 16rem) minmax(0, 1fr)", rowGap: tokens.space.sm } },
  },
]);
globalStyle(`${detailFacts} dd`, { "@media": { "screen and (max-width: 47.99em)": { marginBottom: tokens.space.sm } } });
export const timeline = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
/** The status history, newest first: one line down the steps, a dot at each, the newest step's dot filled. */
export const history = style({ listStyle: "none", margin: 0, padding: 0 });
export const timelineStep = style({
  position: "relative",
  borderLeft: `2px solid ${tokens.color.border}`,
  marginLeft: "6px",
  padding: `0 0 ${tokens.space.md} ${tokens.space.lg}`,
  selectors: {
    "&::before": {
      content: "",
      position: "absolute",
      left: "-8px",
      top: "0.3rem",
      width: "10px",
      height: "10px",
      borderRadius: "50%",
      border: `2px solid ${tokens.color.textMuted}`,
      background: tokens.color.surface,
    },
    "&:last-child": { borderLeftColor: "transparent", paddingBottom: 0 },
    "&:first-child::before": { background: tokens.color.textMuted },
  },
});
/** A proof file: its name and state, the delete button at the right, the same on every row. */
export const fileRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: tokens.space.sm,
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
});
export const fileText = style({ display: "flex", flexDirection: "column", gap: "2px", flex: 1, minWidth: 0, ...longWords });
export const muted = style({ margin: 0, color: tokens.color.textMuted });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.sm });
/**
 * A step of the declaration: its fields a line apart, as the profile's. With the upload form's 4 px, a date field
 * sat 4 px above the next question and the third parties' fields ran together.
 */
export const stepForm = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  borderTop: `1px solid ${tokens.color.borderSubtle}`,
  paddingTop: tokens.space.sm,
});
/**
 * A group of the declaration's fields, as wide as its column and no wider: a fieldset is at least as wide as its content
 * by default (`min-inline-size: min-content`), and a file input's own width (its button and "No file chosen") made the
 * proof files' group 347 px on a 360 px screen, 3 px past its edge (2026-12-04), in every language.
 */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0, display: "flex", flexDirection: "column", gap: tokens.space.md });
/** One third party or statement of the declaration: a group of its own, set off from the next by a rule. */
export const listRow = style([fieldset, { borderTop: `1px solid ${tokens.color.border}`, paddingTop: tokens.space.sm }]);
export const listRowTitle = style({ fontWeight: 600, padding: 0 });
export const plainList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.xs });
/** Text typed in a textarea (circumstances, damages, a statement) keeps its line breaks. */
export const multiLine = style({ whiteSpace: "pre-line" });
export const statementAuthor = style({ display: "block", fontWeight: 600 });
export const groupLegend = style({ padding: 0, marginBottom: tokens.space.xs, fontWeight: 700, fontSize: tokens.font.size.md });
/** A claim and its declaration read in one column, as wide as a form, on a wide screen too. */
export const reading = style({ maxWidth: "48rem" });
/** A status badge in a card (a column of flex items) keeps the width of its words. */
export const cardStatus = style({ alignSelf: "flex-start" });
/** A group of the declaration (third parties, statements, documents): set apart from the one before (after `fieldset`, whose margin it overrides). */
export const declareGroup = style({ marginTop: tokens.space.sm });
