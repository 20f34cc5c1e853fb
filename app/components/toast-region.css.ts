import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

export const viewport = style({
  position: "fixed",
  bottom: 0,
  right: 0,
  zIndex: 2147483000,
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  width: "100%",
  maxWidth: "26rem",
  margin: 0,
  padding: tokens.space.md,
  listStyle: "none",
  outline: "none",
});

/** Without JavaScript the toast sits at the top of the main content, in the page's flow (docs/design-notes.md "Toasts without JavaScript", was decision 0131). */
export const inFlow = style({ display: "flex", flexDirection: "column", gap: tokens.space.sm, marginBottom: tokens.space.md });

export const toast = style({
  position: "relative",
  padding: `${tokens.space.md} 3rem ${tokens.space.md} ${tokens.space.md}`,
  background: tokens.color.surface,
  color: tokens.color.text,
  borderRadius: tokens.radius.md,
  borderLeft: `6px solid ${tokens.color.info}`,
  boxShadow: "0 4px 16px rgba(0,0,0,0.18)",
  selectors: {
    '&[data-type="success"]': { borderLeftColor: tokens.color.success },
    '&[data-type="warning"]': { borderLeftColor: tokens.color.warning },
    '&[data-type="error"]': { borderLeftColor: tokens.color.danger },
  },
});

export const title = style({ margin: 0, fontWeight: 700 });
export const message = style({ margin: 0 });
export const actionLink = style({ display: "inline-block", marginTop: tokens.space.sm, fontWeight: 600 });
export const close = style({
  position: "absolute",
  top: tokens.space.xs,
  right: tokens.space.xs,
  minWidth: "44px",
  minHeight: "44px",
  border: 0,
  background: "transparent",
  fontSize: "1.5rem",
  cursor: "pointer",
  color: tokens.color.text,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  textDecoration: "none",
});
