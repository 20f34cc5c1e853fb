import { languages } from "~/utils/routing/locale";

/** i18next options (server); the browser's translations follow them (app/utils/i18n/translate.ts). */
export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: "fr",
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  // i18next's defaults, written out: separators the options name are taken as meant, so each `t` skips the check
  // of whether its key looks like a sentence rather than a path (a regular expression per call; issue 43).
  keySeparator: ".",
  nsSeparator: ":",
} as const;

/** Namespaces every page uses (the shell, errors, toasts). */
export const shellNamespaces = ["common", "errors"] as const;

export const namespaces = [
  "common",
  "errors",
  "legal",
  "legal-texts",
  "auth",
  "account",
  "home",
  "contact",
  "health",
  "contract",
  "contracts",
  "payments",
  "codes",
  "rights",
  "delegation",
  "bespoke-quotes",
  "kyc",
  "termination",
  "claims",
  "quotes",
] as const;
export type Namespace = (typeof namespaces)[number];

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (namespaces as readonly string[]).includes(value);
}
