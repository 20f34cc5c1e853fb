import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const switcher = style({});
export const list = style({ display: "flex", gap: tokens.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  minHeight: "44px",
  borderRadius: tokens.radius.sm,
  fontWeight: 600,
  fontSize: tokens.font.size.sm,
  textDecoration: "none",
  color: tokens.color.text,
  selectors: { '&[aria-current="true"]': { background: brandVars.primary[100], color: brandVars.primary[900] } },
});
