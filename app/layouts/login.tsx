import { Outlet } from "@remix-run/react";
import { PageErrorBoundary } from "~/components/error-screens";
import { AppShell } from "~/components/app-shell";
import { useRootData } from "~/utils/routing/root-data";
import * as styles from "./login.css";
import type { RouteHandle } from "~/utils/routing/handle";

export const handle = { i18n: ["auth"] } satisfies RouteHandle;

/** Login pages: the brand's login illustration as a band at the top of the forms' card from tablets up (decision 0156). */
export default function LoginLayout() {
  const { shell } = useRootData();
  return (
    <AppShell variant="login">
      <div className={styles.card}>
        <div className={styles.visual} aria-hidden="true" data-login-illustration>
          <img src={shell.brand.login.image} alt="" width={400} height={300} className={styles.image} />
        </div>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </AppShell>
  );
}

/** A refusal of this layout's pages, read or post, is the whole page's screen (decision 0277). */
export const ErrorBoundary = PageErrorBoundary;
