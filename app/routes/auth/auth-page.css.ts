import { globalStyle, style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: tokens.space.md });
// The page's gap spaces its title and paragraphs, as the login page's (login.css.ts): with their browser margins as well,
// "Bestätigen Sie Ihre Mobilnummer" stood 51 px above its introduction at 390 px.
globalStyle(`${page} > :is(h1, p)`, { margin: 0 });
export const choices = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.space.sm });
export const choice = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  padding: tokens.space.md,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.md,
  color: tokens.color.text,
  textDecoration: "none",
  minHeight: "44px",
  selectors: { "&:hover": { borderColor: brandVars.primary.default, background: brandVars.primary[50] } },
});
export const notice = style({
  padding: tokens.space.md,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.md,
  background: tokens.color.surfaceMuted,
});
