import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: tokens.space.sm,
  minHeight: "44px",
  minWidth: "44px",
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  borderRadius: tokens.radius.md,
  border: "2px solid transparent",
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  textDecoration: "none",
  selectors: { "&[data-loading]": { cursor: "progress", opacity: 0.85 } },
});

export const button = styleVariants({
  primary: [base, { background: brandVars.primary.default, color: "#ffffff", selectors: { "&:hover": { background: brandVars.primary[800] } } }],
  secondary: [base, { background: tokens.color.surface, color: brandVars.primary.default, borderColor: brandVars.primary.default }],
  ghost: [base, { background: "transparent", color: tokens.color.text, padding: tokens.space.sm }],
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "1em",
  height: "1em",
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
});
