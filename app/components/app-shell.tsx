import type { ReactNode } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { AccountMenu } from "~/components/account-menu";
import { LanguageSwitcher } from "~/components/language-switcher";
import { RouteLink } from "~/components/route-link";
import { ToastSlot } from "~/components/toast-region";
import { legalNavigation, mainNavigation } from "~/utils/routing/navigation";
import { useRootData } from "~/utils/routing/root-data";
import { useLocation } from "@remix-run/react";
import { useHref } from "~/components/route-link";
import type { RouteName } from "~/route-table";
import * as styles from "./app-shell.css";

type ShellVariant = "default" | "dashboard" | "legals" | "login";

/**
 * The frame of every page: skip link, header with brand logo, main
 * navigation and language switcher, the page, and the footer with legal
 * links. Layout routes pick a variant.
 */
export function AppShell({ variant, children, aside }: { variant: ShellVariant; children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation("common");
  const { shell, session } = useRootData();
  const items =
    variant === "login"
      ? []
      : mainNavigation(session.kind, session.signedIn, {
          bespokeQuotes: session.bespokeQuotes,
          quotes: session.quotes,
          permissions: session.permissions,
        });
  // The wordmark on every page, the dashboard's too (it showed the square icon alone).
  const logo = variant === "login" ? shell.brand.login.logo : shell.brand.headerLogo;
  const isCurrent = useCurrentPage();

  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        {t("skipToContent")}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <RouteLink to={session.signedIn ? "index" : "login"} className={styles.logoLink}>
            <img src={logo} alt={shell.logoAlt} width={160} height={40} className={styles.logo} />
          </RouteLink>
          {/* On a phone the navigation, the account and the languages fold into one menu that opens
              without JavaScript; from tablet width on, the same markup lies open in the header. */}
          <details className={styles.menu}>
            <summary className={styles.menuButton}>{t("menu.toggle")}</summary>
            <div className={styles.menuContent}>
              {items.length > 0 ? (
                <nav aria-label={t("nav.label")} className={styles.nav}>
                  <ul className={styles.navList}>
                    {items.map((item) => (
                      <li key={item.route}>
                        <RouteLink to={item.route} className={styles.navLink} prefetch="intent" aria-current={isCurrent(item.route) ? "page" : undefined}>
                          {t(item.labelKey)}
                        </RouteLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
              <div className={styles.tools}>
                <AccountMenu session={session} />
                <LanguageSwitcher locale={shell.locale} />
              </div>
            </div>
          </details>
        </div>
      </header>
      <div className={variant === "legals" || aside ? styles.bodyWithAside : styles.body}>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
        <main id="main" tabIndex={-1} className={styles.main}>
          <ToastSlot />
          {children}
        </main>
      </div>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <img src={shell.brand.footerLogo} alt="" width={128} height={32} className={styles.footerLogo} />
          <nav aria-label={t("footer.legalLabel")}>
            <ul className={styles.footerList}>
              {legalNavigation().map((route) => (
                <li key={route}>
                  <RouteLink to={route} className={styles.footerLink}>
                    {t(`footer.links.${route}`)}
                  </RouteLink>
                </li>
              ))}
              <li>
                <RouteLink to="contact" className={styles.footerLink}>
                  {t("nav.contact")}
                </RouteLink>
              </li>
              <li>
                <RouteLink to="easy-termination" className={styles.footerLink}>
                  {t("footer.terminate")}
                </RouteLink>
              </li>
            </ul>
          </nav>
          <p className={styles.copyright}>{shell.copyright}</p>
        </div>
      </footer>
    </div>
  );
}

/**
 * Whether a navigation entry is the page shown or one of its sub-pages (a contract under "Contracts"); home only
 * itself. The header's navigation and the legal pages' side list mark it with aria-current="page".
 */
export function useCurrentPage() {
  const { pathname } = useLocation();
  const link = useHref();
  return (route: RouteName) => {
    const target = link(route).replace(/\/$/, "");
    const here = pathname.replace(/\/$/, "");
    return here === target || (route !== "index" && here.startsWith(`${target}/`));
  };
}
