import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.lg });
export const title = style({ margin: 0, fontSize: tokens.font.size.xl, lineHeight: 1.2, overflowWrap: "anywhere" });
export const cards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: tokens.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
});
export const card = style({
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.borderSubtle}`,
  borderRadius: tokens.radius.md,
  padding: tokens.space.md,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  // Long product names (German compounds) break at a syllable rather than anywhere.
  overflowWrap: "break-word",
  hyphens: "auto",
});
export const cardTitle = style({ margin: 0, fontSize: tokens.font.size.md });
export const cardLink = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", fontWeight: 700, color: brandVars.primary[700] });
export const muted = style({ margin: 0, color: tokens.color.textMuted });
export const strong = style({ margin: 0, fontWeight: 700 });
export const step = style({ margin: 0, fontWeight: 600 });

/** The progress line: the steps in order, the current one marked. */
export const steps = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: tokens.space.sm });
const stepBase = { padding: `${tokens.space.xs} ${tokens.space.sm}`, borderRadius: tokens.radius.sm, border: `1px solid ${tokens.color.borderSubtle}` };
export const stepDone = style({ ...stepBase, color: tokens.color.success });
export const stepCurrent = style({ ...stepBase, fontWeight: 700, borderColor: brandVars.primary[700], color: tokens.color.text });
export const stepTodo = style({ ...stepBase, color: tokens.color.textMuted });
export const notice = style({
  border: `2px solid ${tokens.color.warning}`,
  borderRadius: tokens.radius.md,
  padding: tokens.space.md,
  background: tokens.color.surface,
  margin: 0,
});
