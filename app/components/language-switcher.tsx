import { useLocation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { localeSwitch } from "~/utils/routing/href";
import { languages, languageTags, type Locale } from "~/utils/routing/locale";
import { useDisclosureDismiss } from "~/utils/ui/use-disclosure-dismiss";
import * as styles from "./language-switcher.css";

/**
 * Links to the current page in every language; plain links, so no JavaScript needed. Following one
 * loads the whole page (the other language's texts are not in the browser): Remix's
 * `<Link reloadDocument>` gave the same anchor, through its router hooks, five times on every page.
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  const pathIn = localeSwitch(location.pathname, locale);
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(ref);
  // One control, not five tab stops before the content (docs/design-notes.md "The header", was decision 0133): a disclosure that opens
  // without JavaScript, its summary naming the language shown.
  return (
    <nav aria-label={t("language.label")} className={styles.switcher}>
      <details ref={ref} className={styles.disclosure}>
        <summary className={styles.summary}>
          <span aria-hidden="true">{locale.lang.toUpperCase()}</span>
          <span className="visually-hidden">{t(`language.autonyms.${locale.lang}`)}</span>
        </summary>
        <ul className={styles.list}>
          {languages.map((lang) => {
            const target = { lang, country: locale.country };
            const current = lang === locale.lang;
            return (
              <li key={lang}>
                <a
                  href={`${pathIn(target)}${location.search}`}
                  hrefLang={languageTags[lang]}
                  lang={languageTags[lang]}
                  aria-current={current ? "true" : undefined}
                  className={styles.link}
                >
                  <span aria-hidden="true" className={styles.code}>
                    {lang.toUpperCase()}
                  </span>
                  {t(`language.autonyms.${lang}`)}
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}
