import { style } from "@vanilla-extract/css";

export const frame = style({ display: "flex", justifyContent: "center" });
