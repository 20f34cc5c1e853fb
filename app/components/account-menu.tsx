import { Form } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { FormSecurityFields } from "~/components/form-security-fields";
import { RouteLink, useHref } from "~/components/route-link";
import { isBuiltRoute } from "~/utils/routing/href";
import type { RootData } from "~/utils/routing/root-data";
import * as styles from "./account-menu.css";

/**
 * The signed-in visitor's tools in the header: who is signed in, the
 * profile, switching account (several accounts only) and logging out (a
 * POST with the CSRF token, so it works without JavaScript).
 */
export function AccountMenu({ session }: { session: RootData["session"] }) {
  const { t } = useTranslation("common");
  const link = useHref();
  if (!session.signedIn) return null;
  return (
    <div className={styles.menu}>
      {session.fullName ? (
        <span className={styles.name} data-testid="signed-in-name">
          <span className="visually-hidden">{t("account.signedInAs")} </span>
          {session.fullName}
          {session.manager ? ` (${t("account.managerSpace")})` : null}
        </span>
      ) : null}
      {session.signedIn && isBuiltRoute("profile") ? (
        <RouteLink to="profile" className={styles.link}>
          {t("account.profile")}
        </RouteLink>
      ) : null}
      {session.kind === "client" && session.permissions?.includes("delegations") && isBuiltRoute("delegation") ? (
        <RouteLink to="delegation" className={styles.link}>
          {t("account.delegation")}
        </RouteLink>
      ) : null}
      {session.flags.has_multi_account ? (
        <RouteLink to="login-select-account" className={styles.link}>
          {t("account.switch")}
        </RouteLink>
      ) : null}
      <Form method="post" action={link("logout")} className={styles.logout}>
        <FormSecurityFields />
        <button type="submit" className={styles.logoutButton}>
          {t("account.logout")}
        </button>
      </Form>
    </div>
  );
}
