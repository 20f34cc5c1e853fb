import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

// A page without the site's header and navigation (an error the shell cannot draw, a provider's return page):
// the brand's logo at the content's edge, the page's card centred below it.
export const page = style({ minHeight: "100vh", display: "flex", flexDirection: "column", background: tokens.color.surfaceMuted });
export const header = style({ padding: tokens.space.md, background: tokens.color.surface, borderBottom: `1px solid ${tokens.color.borderSubtle}` });
export const headerInner = style({ maxWidth: "72rem", margin: "0 auto" });
export const main = style({ flex: 1, display: "flex", alignItems: "flex-start", justifyContent: "center", padding: tokens.space.md });
export const card = style({
  width: "100%",
  maxWidth: "36rem",
  marginTop: tokens.space.xl,
  padding: tokens.space.xl,
  background: tokens.color.surface,
  borderRadius: tokens.radius.lg,
  boxShadow: "0 1px 3px rgba(0,0,0,0.12)",
  "@media": { "screen and (max-width: 30em)": { marginTop: tokens.space.md, padding: tokens.space.lg } },
});
