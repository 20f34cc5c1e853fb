import { languages } from "~/utils/routing/locale";

/** i18next options shared by the server and the browser. */
export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: "fr",
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  // Keys render as their text only once loaded: no key ever flashes on screen.
  react: { useSuspense: true },
} as const;

/** Namespaces every page uses (the shell, errors, toasts). */
export const shellNamespaces = ["common", "errors"] as const;

export const namespaces = ["common", "errors", "legal", "legal-texts", "auth", "account", "home", "contact", "health"] as const;
export type Namespace = (typeof namespaces)[number];

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (namespaces as readonly string[]).includes(value);
}
