import { globalStyle, style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const article = style({ background: tokens.color.surface, borderRadius: tokens.radius.lg, padding: tokens.space.lg, maxWidth: "48rem" });
export const updated = style({ color: tokens.color.textMuted, fontSize: tokens.font.size.sm });
export const status = style({
  padding: tokens.space.md,
  background: brandVars.primary[50],
  borderLeft: `4px solid ${brandVars.primary.default}`,
  fontWeight: 600,
});
export const intro = style({ fontSize: tokens.font.size.lg });
export const toc = style({ margin: `${tokens.space.lg} 0`, padding: tokens.space.md, background: tokens.color.surfaceMuted, borderRadius: tokens.radius.md });
export const tocTitle = style({ margin: 0, fontWeight: 700 });
export const tableWrap = style({ overflowX: "auto" });
export const table = style({ borderCollapse: "collapse", width: "100%", marginTop: tokens.space.lg });

globalStyle(`${table} th, ${table} td`, {
  border: `1px solid ${tokens.color.borderSubtle}`,
  padding: tokens.space.sm,
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(`${table} caption`, { textAlign: "left", fontWeight: 700, marginBottom: tokens.space.sm });
