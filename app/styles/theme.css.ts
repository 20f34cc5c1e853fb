import { createGlobalThemeContract, globalStyle } from "@vanilla-extract/css";

/**
 * Brand tokens. Named globally (`--brand-primary-500`) because the root
 * fills them per request from the brand theme, in a nonce'd <style>.
 */
export const brandVars = createGlobalThemeContract(
  {
    primary: {
      50: "primary-50",
      100: "primary-100",
      200: "primary-200",
      300: "primary-300",
      400: "primary-400",
      500: "primary-500",
      600: "primary-600",
      700: "primary-700",
      800: "primary-800",
      900: "primary-900",
      default: "primary",
    },
    icon: { left: "icon-left", right: "icon-right", background: "icon-background" },
  },
  (value) => `brand-${value}`,
);

/** Fixed tokens shared by every brand. Contrasts checked for WCAG 2.2 AA. */
export const tokens = {
  color: {
    text: "#1a1a1a",
    textMuted: "#4d4d4d",
    surface: "#ffffff",
    surfaceMuted: "#f4f5f7",
    border: "#8a8f98",
    borderSubtle: "#d9dce1",
    success: "#1e7b34",
    info: "#0b5cad",
    warning: "#8a5300",
    danger: "#b3261e",
    focus: "#1a1a1a",
  },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2rem", xxl: "3rem" },
  radius: { sm: "4px", md: "8px", lg: "16px" },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    size: { sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.75rem", xxl: "2.25rem" },
  },
  breakpoint: { tablet: "screen and (min-width: 48em)", desktop: "screen and (min-width: 64em)" },
};

/** Courtia's colours: used until a brand's own fill in, and on bare error pages. */
const fallback: Record<string, string> = {
  "--brand-primary-50": "#f3f0fb",
  "--brand-primary-100": "#e4dcf6",
  "--brand-primary-200": "#c9b8ee",
  "--brand-primary-300": "#a98fe2",
  "--brand-primary-400": "#8a67d4",
  "--brand-primary-500": "#6c47c0",
  "--brand-primary-600": "#5a38a6",
  "--brand-primary-700": "#482c86",
  "--brand-primary-800": "#372166",
  "--brand-primary-900": "#261647",
  "--brand-primary": "#5a38a6",
  "--brand-icon-left": "#6c47c0",
  "--brand-icon-right": "#c9b8ee",
  "--brand-icon-background": "#f3f0fb",
};

globalStyle(":root", { vars: fallback });
