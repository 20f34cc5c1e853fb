import { Outlet } from "@remix-run/react";
import { PageErrorBoundary } from "~/components/error-screens";
import { useTranslation } from "~/utils/i18n/use-translation";
import { AppShell, useCurrentPage } from "~/components/app-shell";
import { RouteLink } from "~/components/route-link";
import { legalNavigation } from "~/utils/routing/navigation";
import * as styles from "./legals.css";
import type { RouteHandle } from "~/utils/routing/handle";

export const handle = { i18n: ["legal"] } satisfies RouteHandle;

export default function LegalsLayout() {
  const { t } = useTranslation("legal");
  const isCurrent = useCurrentPage();
  return (
    <AppShell
      variant="legals"
      aside={
        <nav aria-label={t("nav.label")}>
          <ul className={styles.list}>
            {legalNavigation().map((route) => (
              <li key={route}>
                <RouteLink to={route} className={styles.link} aria-current={isCurrent(route) ? "page" : undefined}>
                  {t(`nav.${route}`)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <Outlet />
    </AppShell>
  );
}

/** A refusal of this layout's pages, read or post, is the whole page's screen (decision 0277). */
export const ErrorBoundary = PageErrorBoundary;
