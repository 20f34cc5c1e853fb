import { globalStyle } from "@vanilla-extract/css";
import { brandVars, tokens } from "./theme.css";
import { visuallyHidden } from "./visually-hidden";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  fontFamily: tokens.font.body,
  fontSize: "100%",
  lineHeight: 1.5,
  color: tokens.color.text,
  background: tokens.color.surfaceMuted,
  WebkitTextSizeAdjust: "100%",
});

globalStyle("body", { margin: 0, minHeight: "100vh", display: "flex", flexDirection: "column" });

globalStyle("h1, h2, h3", { lineHeight: 1.25, marginTop: 0 });
// German compounds ("Gebäudeversicherung") are often wider than a phone's title line: break them at a syllable with
// a hyphen where the browser has German patterns, rather than at any letter (overflow-wrap: anywhere).
globalStyle(":lang(de) :is(h1, h2, h3)", { hyphens: "auto", WebkitHyphens: "auto" });
globalStyle("h1", { fontSize: tokens.font.size.xl, "@media": { [tokens.breakpoint.tablet]: { fontSize: tokens.font.size.xxl } } });
globalStyle("h2", { fontSize: tokens.font.size.lg });

globalStyle("a", { color: brandVars.primary.default, textUnderlineOffset: "0.15em" });
globalStyle("a:hover", { color: brandVars.primary[800] });

// WCAG 2.4.7 / 2.4.11: a focus indicator that is always visible and never hidden.
globalStyle(":focus-visible", { outline: `3px solid ${tokens.color.focus}`, outlineOffset: "2px", boxShadow: "0 0 0 5px #ffffff" });

globalStyle("img, svg", { maxWidth: "100%", height: "auto" });

globalStyle(".visually-hidden", visuallyHidden);

globalStyle("*", {
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "0.01ms !important", transitionDuration: "0.01ms !important" } },
});
