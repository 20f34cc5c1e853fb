import { globalStyle, style } from "@vanilla-extract/css";
import { markedSummary, markOpen } from "~/styles/disclosure-marker";
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
// From desktop width on, one row in every language (docs/design-notes.md "The header", was decision 0133): logo, navigation, account and language,
// as wide as the content (72 rem) so the logo starts at its edge (docs/design-notes.md "The header", was decision 0157; the 80 rem row put the logo
// 64 px left of it at 1280 px): the gaps, the links' sides and type a little smaller to keep German on one row.
globalStyle(`${headerInner}`, {
  "@supports": {
    "selector(::details-content)": {
      "@media": {
        [tokens.breakpoint.desktop]: {
          gridTemplateColumns: "auto 1fr auto",
          gridTemplateAreas: '"logo nav tools"',
          columnGap: tokens.space.sm,
        },
      },
    },
  },
});
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
  ...markedSummary,
});
markOpen(menu, menuButton);
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
export const nav = style({ gridArea: "nav", minWidth: 0, "@media": { [tokens.breakpoint.tablet]: { flex: 1 } } });
/** One under the other in the phone's menu, in a row from tablet width on. */
export const navList = style({
  display: "flex",
  flexDirection: "column",
  gap: 0,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [tokens.breakpoint.tablet]: { flexDirection: "row", flexWrap: "wrap", gap: tokens.space.xs }, [tokens.breakpoint.desktop]: { gap: 0 } },
});
export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${tokens.space.sm}`,
  color: tokens.color.text,
  fontWeight: 600,
  "@media": { [tokens.breakpoint.desktop]: { padding: `0 0.25rem`, fontSize: "0.8125rem" } },
  textDecoration: "none",
  borderRadius: tokens.radius.sm,
  whiteSpace: "nowrap",
  selectors: {
    '&[aria-current="page"]': {
      color: brandVars.primary[900],
      textDecoration: "underline",
      textDecorationThickness: "3px",
      textUnderlineOffset: "6px",
      textDecorationColor: brandVars.primary.default,
    },
  },
});
/** In the phone's menu the account, then the languages, one under the other; in a row from tablet width on. */
export const tools = style({
  gridArea: "tools",
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: tokens.space.sm,
  minWidth: 0,
  borderTop: `1px solid ${tokens.color.border}`,
  paddingTop: tokens.space.sm,
  "@media": {
    [tokens.breakpoint.tablet]: {
      flexDirection: "row",
      flexWrap: "wrap",
      alignItems: "center",
      marginLeft: "auto",
      justifyContent: "flex-end",
      borderTop: "none",
      paddingTop: 0,
    },
  },
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

/**
 * Where the menu is a button (phones), the open menu is a panel under the header, across its width:
 * the button keeps its place on the logo's row instead of jumping to a row of its own.
 */
globalStyle(`${headerInner}`, { position: "relative" });
globalStyle(`${menu}[open] > ${menuContent}`, {
  "@media": {
    "screen and (max-width: 47.99em)": {
      position: "absolute",
      left: 0,
      right: 0,
      top: "100%",
      zIndex: 50,
      padding: tokens.space.md,
      background: tokens.color.surface,
      borderBottom: `4px solid ${brandVars.primary.default}`,
      boxShadow: "0 8px 16px rgba(0,0,0,0.12)",
    },
  },
});
