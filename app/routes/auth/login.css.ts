import { globalStyle, style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });
// The page's gap spaces its title and paragraphs: with their browser margins as well, the title stood 51 px above its
// introduction and the links under the forms 48 px apart.
globalStyle(`${page} > :is(h1, p)`, { margin: 0 });
export const disclaimer = style({ padding: tokens.space.md, background: brandVars.primary[50], borderLeft: `4px solid ${brandVars.primary.default}` });
export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  // Air on both sides of the divider: it touched the heading below it.
  marginTop: tokens.space.sm,
  paddingTop: tokens.space.lg,
  borderTop: `1px solid ${tokens.color.borderSubtle}`,
});
globalStyle(`${section} > p`, { margin: 0 });
export const sectionTitle = style({ fontSize: tokens.font.size.lg, margin: 0, lineHeight: 1.3 });
export const notice = style({
  padding: tokens.space.md,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.md,
  background: tokens.color.surfaceMuted,
});
export const noticeTitle = style({ fontSize: tokens.font.size.md, margin: 0 });
export const terms = style({ fontSize: tokens.font.size.sm });
