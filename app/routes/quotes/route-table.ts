import { planned, type RouteEntry } from "../../utils/routing/route-entry";

/** A prospect's quotes and bespoke quotes, and the return page of their signature. */
export const quoteRoutes = [
  { name: "quotes", en: "quotes", fr: "quotes", ...planned("quotes"), access: "session", layout: "default", audience: "prospect" },
  { name: "quote", en: "quotes/:id", fr: "quotes/:id", ...planned("quotes"), access: "session", layout: "default", audience: "prospect" },
  { name: "quote-documents", en: "documents", fr: "documents", parent: "quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quotes", en: "bespoke-quotes", fr: "bespoke-quotes", ...planned("quotes"), access: "session", layout: "default", audience: "prospect" },
  {
    name: "bespoke-quote",
    en: "bespoke-quotes/:id",
    fr: "bespoke-quotes/:id",
    ...planned("quotes"),
    access: "session",
    layout: "default",
    audience: "prospect",
  },
  { name: "bespoke-quote-root", en: "", fr: "", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote-documents", en: "documents", fr: "documents", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote-required", en: "required", fr: "required", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },
  { name: "bespoke-quote-signature", en: "signature", fr: "signature", parent: "bespoke-quote", ...planned("quotes"), access: "session", layout: "default" },
  {
    name: "signature-callback",
    en: "internal/callback/signature",
    fr: "internal/callback/signature",
    ...planned("quotes"),
    access: "session",
    layout: "fullscreen",
  },
] as const satisfies readonly RouteEntry[];
