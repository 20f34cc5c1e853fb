import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";

export const frame = style({ display: "flex", flexDirection: "column", minHeight: "100vh" });

export const skipLink = style({
  position: "absolute",
  left: tokens.space.md,
  top: "-100px",
  padding: tokens.space.sm,
  background: tokens.color.surface,
  color: tokens.color.text,
  zIndex: 3000,
  selectors: { "&:focus": { top: tokens.space.md } },
});

export const header = style({ background: tokens.color.surface, borderBottom: `4px solid ${brandVars.primary.default}` });
export const headerInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: tokens.space.md,
  maxWidth: "72rem",
  margin: "0 auto",
  padding: `${tokens.space.sm} ${tokens.space.md}`,
});
export const logoLink = style({ display: "inline-flex", minHeight: "44px", alignItems: "center" });
export const logo = style({ height: "40px", width: "auto" });
export const logoSquare = style({ height: "44px", width: "44px" });
export const nav = style({ order: 3, flexBasis: "100%", "@media": { [tokens.breakpoint.desktop]: { order: 0, flexBasis: "auto", flex: 1 } } });
export const navList = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${tokens.space.sm}`,
  color: tokens.color.text,
  fontWeight: 600,
  textDecoration: "none",
  borderRadius: tokens.radius.sm,
  selectors: { '&[aria-current="page"]': { color: brandVars.primary[900], textDecoration: "underline", textDecorationThickness: "3px" } },
});
export const tools = style({ marginLeft: "auto", display: "flex", flexWrap: "wrap", justifyContent: "flex-end", alignItems: "center", gap: tokens.space.sm, minWidth: 0 });

export const body = style({ flex: 1, width: "100%", maxWidth: "72rem", margin: "0 auto", padding: tokens.space.md });
export const bodyWithAside = style([
  body,
  { display: "grid", gap: tokens.space.lg, "@media": { [tokens.breakpoint.desktop]: { gridTemplateColumns: "16rem 1fr" } } },
]);
export const aside = style({});
export const main = style({ minWidth: 0, outline: "none" });

export const footer = style({ background: brandVars.primary[900], color: "#ffffff", marginTop: tokens.space.xl });
export const footerInner = style({ maxWidth: "72rem", margin: "0 auto", padding: `${tokens.space.lg} ${tokens.space.md}` });
export const footerLogo = style({ height: "32px", width: "auto" });
export const footerList = style({ display: "flex", flexWrap: "wrap", gap: `0 ${tokens.space.md}`, listStyle: "none", margin: `${tokens.space.md} 0`, padding: 0 });
export const footerLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: "#ffffff",
  selectors: { "&:hover": { color: "#ffffff", textDecorationThickness: "2px" } },
});
export const copyright = style({ margin: 0, fontSize: tokens.font.size.sm });
