import { globalStyle, style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const menu = style({ position: "relative", fontSize: tokens.font.size.sm });
export const summary = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.sm,
  minHeight: "44px",
  maxWidth: "16rem",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&::after": { content: '"▾"' } },
});
globalStyle(`${menu}[open] > ${summary}::after`, { content: '"▴"' });
export const initials = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flex: "none",
  width: "2rem",
  height: "2rem",
  borderRadius: "50%",
  background: brandVars.primary[100],
  color: brandVars.primary[900],
  fontWeight: 700,
  fontSize: "0.75rem",
});
export const name = style({ fontWeight: 600, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
/** One under the other in the phone's menu; from tablet width on, a panel under the control, as the languages'. */
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
      minWidth: "14rem",
      border: `1px solid ${tokens.color.border}`,
      borderRadius: tokens.radius.md,
      boxShadow: "0 4px 16px rgba(0,0,0,0.12)",
    },
  },
});
const item = {
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: "44px",
  padding: `0 ${tokens.space.sm}`,
  borderRadius: tokens.radius.sm,
  fontWeight: 600,
  fontSize: tokens.font.size.sm,
} as const;
export const link = style({
  ...item,
  color: brandVars.primary.default,
  textDecoration: "none",
  selectors: { "&:hover": { background: brandVars.primary[50] } },
});
export const logout = style({ margin: 0, borderTop: `1px solid ${tokens.color.border}`, marginTop: tokens.space.xs, paddingTop: tokens.space.xs });
export const logoutButton = style({
  ...item,
  font: "inherit",
  fontWeight: 600,
  border: "none",
  background: "transparent",
  color: tokens.color.text,
  cursor: "pointer",
  textAlign: "start",
  selectors: { "&:hover": { background: brandVars.primary[50] } },
});
