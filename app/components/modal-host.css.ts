import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

// z-index comes from the stack position (set through the CSSOM, which CSP allows).
export const overlay = style({ position: "fixed", inset: 0, background: "rgba(0,0,0,0.55)" });

export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(44rem, calc(100vw - 2rem))",
  maxHeight: "calc(100vh - 2rem)",
  overflowY: "auto",
  background: tokens.color.surface,
  borderRadius: tokens.radius.lg,
  padding: tokens.space.lg,
  boxShadow: "0 12px 40px rgba(0,0,0,0.3)",
});

export const header = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: tokens.space.md });
export const title = style({ margin: 0, fontSize: tokens.font.size.lg });
export const close = style({
  minWidth: "44px",
  minHeight: "44px",
  border: 0,
  background: "transparent",
  fontSize: "1.75rem",
  cursor: "pointer",
  color: tokens.color.text,
});
export const body = style({ marginTop: tokens.space.md });
