import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { switchLocalePath } from "~/utils/routing/href";
import { languages, languageTags, type Locale } from "~/utils/routing/locale";
import * as styles from "./language-switcher.css";

/** Links to the current page in every language; plain links, so no JavaScript needed. */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  return (
    <nav aria-label={t("language.label")} className={styles.switcher}>
      <ul className={styles.list}>
        {languages.map((lang) => {
          const target = { lang, country: locale.country };
          const current = lang === locale.lang;
          return (
            <li key={lang}>
              <Link
                to={`${switchLocalePath(location.pathname, locale, target)}${location.search}`}
                hrefLang={languageTags[lang]}
                lang={languageTags[lang]}
                aria-current={current ? "true" : undefined}
                className={styles.link}
                reloadDocument
              >
                <span aria-hidden="true">{lang.toUpperCase()}</span>
                <span className="visually-hidden">{t(`language.autonyms.${lang}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
