import { useTranslation as useI18nextTranslation } from "react-i18next";
import { i18nConfig, type Namespace } from "~/utils/i18n/config";

/**
 * The components' translations: react-i18next's `useTranslation`, over the
 * render's i18next instance (entry.server.tsx) or the browser's
 * (entry.client.tsx). Components import it from here so the namespace names
 * are checked and `t` keeps the narrow type they pass around.
 */
export type TranslateOptions = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; ns?: string | readonly string[] };
export type TFunction = (key: string, options?: TranslateOptions) => string;

export const defaultNs = typeof i18nConfig.defaultNS === "string" ? i18nConfig.defaultNS : "common";

/**
 * `const { t, i18n } = useTranslation("auth")`. A namespace not loaded yet
 * suspends the component until it is (react-i18next's `useSuspense`), so no
 * key ever shows in its place.
 */
export function useTranslation(ns: Namespace | readonly Namespace[] = defaultNs as Namespace): { t: TFunction; i18n: { language: string } } {
  const { t, i18n } = useI18nextTranslation(ns as string | string[]);
  return { t: t as unknown as TFunction, i18n };
}
