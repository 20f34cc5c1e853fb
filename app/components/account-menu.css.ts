import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const menu = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: tokens.space.sm,
  fontSize: tokens.font.size.sm,
  flexBasis: "100%",
  "@media": { [tokens.breakpoint.tablet]: { flexBasis: "auto" }, [tokens.breakpoint.desktop]: { gap: tokens.space.xs, flexWrap: "nowrap" } },
});
export const name = style({ fontWeight: 600 });
export const link = style({
  color: brandVars.primary.default,
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
  padding: `0 ${tokens.space.xs}`,
});
export const logout = style({ margin: 0 });
export const logoutButton = style({
  font: "inherit",
  minHeight: "44px",
  padding: `0 ${tokens.space.md}`,
  border: `1px solid ${brandVars.primary.default}`,
  borderRadius: tokens.radius.md,
  background: tokens.color.surface,
  color: brandVars.primary.default,
  cursor: "pointer",
  fontWeight: 600,
  whiteSpace: "nowrap",
});
