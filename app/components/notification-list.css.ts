import { style, styleVariants } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
const itemBase = style({
  background: tokens.color.surface,
  borderRadius: tokens.radius.md,
  borderLeft: "4px solid",
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `${tokens.space.xs} ${tokens.space.md}`,
});
export const item = styleVariants({
  positive: [itemBase, { borderLeftColor: tokens.color.success }],
  attention: [itemBase, { borderLeftColor: tokens.color.warning }],
  critical: [itemBase, { borderLeftColor: tokens.color.danger }],
  neutral: [itemBase, { borderLeftColor: tokens.color.border }],
});
export const title = style({ margin: 0, fontWeight: 600 });
export const meta = style({ margin: 0, color: tokens.color.textMuted, fontSize: tokens.font.size.sm });
export const action = style({ display: "inline-flex", alignItems: "center", minHeight: "44px", fontWeight: 600 });
