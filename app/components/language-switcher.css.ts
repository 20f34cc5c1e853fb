import { style } from "@vanilla-extract/css";
import { brandVars, tokens } from "~/styles/theme.css";
import { disclosure as headerDisclosure, item, panel, summary as headerSummary } from "./header-disclosure.css";

export const switcher = style({});
export const disclosure = headerDisclosure;
export const summary = headerSummary;
/** The five languages, one under the other; from tablet width on, a panel under the control. */
export const list = panel;
export const code = style({ display: "inline-block", minWidth: "2rem", color: tokens.color.textMuted });
export const link = style([
  item,
  { color: tokens.color.text, selectors: { '&[aria-current="true"]': { background: brandVars.primary[100], color: brandVars.primary[900] } } },
]);
