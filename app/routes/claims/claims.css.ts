import { globalStyle, style } from "@vanilla-extract/css";
import { button } from "~/components/ui/button.css";
import { tokens } from "~/styles/theme.css";

export { badge } from "~/components/ui/badge.css";
export { card, cardTitle, group, list, page, title } from "../contracts/list.css";
export { fieldError, fileInput, itemMeta, section, uploadForm } from "../contracts/contract/tab.css";

export const subtitle = style({ margin: 0, fontSize: tokens.font.size.lg });
export const primaryLink = style([button.primary, { textDecoration: "none" }]);
export const secondaryLink = style([button.secondary, { textDecoration: "none" }]);
export const facts = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${tokens.space.xs} ${tokens.space.md}`,
  overflowWrap: "anywhere",
});
globalStyle(`${facts} dt`, { fontWeight: 600, color: tokens.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });
export const timeline = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const timelineStep = style({ borderLeft: `3px solid ${tokens.color.border}`, paddingLeft: tokens.space.md });
export const muted = style({ margin: 0, color: tokens.color.textMuted });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.sm });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const textarea = style({
  font: "inherit",
  minHeight: "6rem",
  padding: tokens.space.sm,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.sm,
  width: "100%",
  boxSizing: "border-box",
});
/** One third party or statement of the declaration: a group of its own, set off from the next by a rule. */
export const listRow = style([fieldset, { borderTop: `1px solid ${tokens.color.border}`, paddingTop: tokens.space.sm, minInlineSize: 0 }]);
export const listRowTitle = style({ fontWeight: 600, padding: 0 });
export const plainList = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.xs });
/** Text typed in a textarea (circumstances, damages, a statement) keeps its line breaks. */
export const multiLine = style({ whiteSpace: "pre-line" });
export const statementAuthor = style({ display: "block", fontWeight: 600 });
