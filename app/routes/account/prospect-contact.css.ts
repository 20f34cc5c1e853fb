import { globalStyle, style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/** The mobile phone, shown and not edited: it is changed through its SMS confirmation. */
export const readOnly = style({ margin: 0, display: "flex", flexDirection: "column", gap: tokens.space.xs });
globalStyle(`${readOnly} dd`, { margin: 0 });
