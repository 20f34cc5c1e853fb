import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const field = style({ display: "flex", flexDirection: "column", gap: tokens.space.xs });
export const label = style({ fontWeight: 600 });
export const hint = style({ fontSize: tokens.font.size.sm, color: tokens.color.textMuted, margin: 0 });
export const input = style({
  font: "inherit",
  minHeight: "44px",
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.sm,
  background: tokens.color.surface,
  color: tokens.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: tokens.color.danger, borderWidth: "2px" } },
});
/** A field's message; a word longer than the line (a file's name, "IMG_20261201_143512_constat.pdf") breaks rather than widen the page. */
export const error = style({ color: tokens.color.danger, fontSize: tokens.font.size.sm, margin: 0, fontWeight: 600, overflowWrap: "anywhere" });
export const formError = style({
  padding: tokens.space.md,
  border: `2px solid ${tokens.color.danger}`,
  borderRadius: tokens.radius.md,
  color: tokens.color.danger,
  background: tokens.color.surface,
  margin: 0,
  // Its lines quote what was typed or chosen (a file's name): a word longer than the line breaks rather than widen the page.
  overflowWrap: "anywhere",
});
export const status = style({
  padding: tokens.space.md,
  borderLeft: `4px solid ${tokens.color.success}`,
  background: tokens.color.surfaceMuted,
  margin: 0,
});
export const form = style({ display: "flex", flexDirection: "column", gap: tokens.space.md, maxWidth: "28rem" });
export const rules = style({ margin: 0, paddingLeft: tokens.space.lg, fontSize: tokens.font.size.sm });
export const ruleMet = style({ color: tokens.color.success });
export const ruleUnmet = style({ color: tokens.color.textMuted });
export const requiredMark = style({ fontWeight: 400, color: tokens.color.textMuted, fontSize: tokens.font.size.sm });
export const checkbox = style({ display: "flex", alignItems: "flex-start", gap: tokens.space.sm, minHeight: "44px", cursor: "pointer" });
/** A file input: the browser's own button, as tall as a text input, never wider than its column. */
export const fileInput = style({ font: "inherit", minHeight: "44px", maxWidth: "100%" });
/**
 * A box or radio before its words: no browser margin (a radio's 5 px start put it off the column of the legend
 * and the fields), as tall as the words' first line (24 px), so its middle is that line's.
 */
export const checkboxInput = style({ width: "24px", height: "24px", flexShrink: 0, margin: 0 });

// The error summary (FormErrors, decision 0130): a heading, the form's own errors, links to the fields.
export const summaryTitle = style({ margin: `0 0 ${tokens.space.sm}`, fontSize: "1.125rem", lineHeight: 1.3, color: tokens.color.text });
export const summaryMessage = style({ margin: `0 0 ${tokens.space.sm}` });
export const summaryList = style({ margin: 0, paddingLeft: tokens.space.lg, display: "grid", gap: tokens.space.xs });
export const summaryLink = style({ color: tokens.color.danger, fontWeight: 600, textDecoration: "underline" });
