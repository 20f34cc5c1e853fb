import { globalStyle, style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const switcher = style({});
export const disclosure = style({ position: "relative" });
export const summary = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  minWidth: "44px",
  minHeight: "44px",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  fontWeight: 600,
  fontSize: tokens.font.size.sm,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&::after": { content: '"▾"' } },
});
globalStyle(`${disclosure}[open] > ${summary}::after`, { content: '"▴"' });
/** The five languages, one under the other; from tablet width on, a panel under the control. */
export const list = style({
  display: "flex",
  flexDirection: "column",
  listStyle: "none",
  margin: 0,
  padding: tokens.space.xs,
  background: tokens.color.surface,
  "@media": {
    [tokens.breakpoint.tablet]: {
      position: "absolute",
      right: 0,
      top: "100%",
      zIndex: 20,
      minWidth: "11rem",
      border: `1px solid ${tokens.color.border}`,
      borderRadius: tokens.radius.md,
      boxShadow: "0 4px 16px rgba(0,0,0,0.12)",
    },
  },
});
export const code = style({ display: "inline-block", minWidth: "2rem", color: tokens.color.textMuted });
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "flex-start",
  gap: tokens.space.xs,
  width: "100%",
  padding: `0 ${tokens.space.sm}`,
  minWidth: "44px",
  minHeight: "44px",
  borderRadius: tokens.radius.sm,
  fontWeight: 600,
  fontSize: tokens.font.size.sm,
  textDecoration: "none",
  color: tokens.color.text,
  selectors: { '&[aria-current="true"]': { background: brandVars.primary[100], color: brandVars.primary[900] } },
});
