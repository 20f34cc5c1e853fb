import { globalStyle, style } from "@vanilla-extract/css";
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
/**
 * From tablet width on (where the menu below lies open), two rows as insurers' portals have them: the logo with the
 * account and the languages, then the navigation across the whole width. The menu's own boxes step aside
 * (display: contents) so its navigation and tools take their places in this grid.
 */
const openHeader = (rules: Record<string, string | number>) => ({
  "@supports": { "selector(::details-content)": { "@media": { [tokens.breakpoint.tablet]: rules } } },
});
globalStyle(
  `${headerInner}`,
  openHeader({ display: "grid", gridTemplateColumns: "auto 1fr", gridTemplateAreas: '"logo tools" "nav nav"', rowGap: tokens.space.xs }),
);
export const logoLink = style({ display: "inline-flex", minHeight: "44px", alignItems: "center", gridArea: "logo" });
export const logo = style({ height: "40px", width: "auto" });
export const logoSquare = style({ height: "44px", width: "44px" });
/**
 * The header menu: a <details> that a phone opens with its summary; from
 * tablet width on, where the browser lets CSS show a closed <details>'s
 * content (::details-content), the summary goes and the content lies open.
 * Browsers without it keep the summary at every width: nothing is lost.
 */
export const menu = style({ flex: "1 1 auto", minWidth: 0, display: "flex", flexDirection: "column", alignItems: "flex-end" });
export const menuButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.sm,
  minHeight: "44px",
  padding: `0 ${tokens.space.md}`,
  border: `1px solid ${brandVars.primary.default}`,
  borderRadius: tokens.radius.sm,
  color: brandVars.primary[900],
  fontWeight: 600,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&::after": { content: '"▾"' } },
});
globalStyle(`${menu}[open] > ${menuButton}::after`, { content: '"▴"' });
export const menuContent = style({
  width: "100%",
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.sm,
  paddingTop: tokens.space.sm,
  "@media": { [tokens.breakpoint.tablet]: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", paddingTop: 0 } },
});
globalStyle(`${menu} > ${menuButton}`, {
  "@supports": { "selector(::details-content)": { "@media": { [tokens.breakpoint.tablet]: { display: "none" } } } },
});
globalStyle(`${menu}, ${menuContent}`, openHeader({ display: "contents" }));
globalStyle(`${menu}::details-content`, {
  "@supports": { "selector(::details-content)": { "@media": { [tokens.breakpoint.tablet]: { contentVisibility: "visible", display: "contents" } } } },
});
export const nav = style({ gridArea: "nav", "@media": { [tokens.breakpoint.tablet]: { flex: 1 } } });
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
export const tools = style({
  gridArea: "tools",
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-start",
  alignItems: "center",
  gap: tokens.space.sm,
  minWidth: 0,
  "@media": { [tokens.breakpoint.tablet]: { marginLeft: "auto", justifyContent: "flex-end" } },
});

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
export const footerList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `0 ${tokens.space.md}`,
  listStyle: "none",
  margin: `${tokens.space.md} 0`,
  padding: 0,
});
export const footerLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: "#ffffff",
  selectors: { "&:hover": { color: "#ffffff", textDecorationThickness: "2px" } },
});
export const copyright = style({ margin: 0, fontSize: tokens.font.size.sm });
