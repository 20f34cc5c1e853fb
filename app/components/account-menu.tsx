import { Form } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { FormSecurityFields } from "~/components/form-security-fields";
import { RouteLink, useHref } from "~/components/route-link";
import type { RootData } from "~/utils/routing/root-data";
import { useDisclosureDismiss } from "~/utils/ui/use-disclosure-dismiss";
import * as styles from "./account-menu.css";

/**
 * The signed-in visitor's account in the header: a disclosure named by who is signed in (opens without
 * JavaScript), holding the profile, the data-protection rights, the delegations (owners), each as the
 * person's access allows (decision 0170), switching account (several accounts only)
 * and logging out (a POST with the CSRF token). One control in the header row, as the languages are
 * (docs/design-notes.md "The header", was decision 0133): the links beside the navigation pushed it onto two rows at 1280 px.
 */
export function AccountMenu({ session }: { session: RootData["session"] }) {
  const { t } = useTranslation("common");
  const link = useHref();
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(ref);
  if (!session.signedIn) return null;
  const name = session.fullName ?? t("account.label");
  // A person with several customer accounts reads which one they act for, on a line of its own under their name (decision 0278).
  const client = session.clientName ? (
    <span className={styles.client} data-testid="client-name">
      {session.clientName}
    </span>
  ) : null;
  return (
    <details ref={ref} className={styles.menu}>
      <summary className={styles.summary}>
        <span aria-hidden="true" className={styles.initials}>
          {initials(name)}
        </span>
        <span className={styles.name} data-testid="signed-in-name">
          <span className="visually-hidden">{t("account.signedInAs")} </span>
          {name}
          {/* On a line of its own, its parentheses drawn by the style: read "Name (manager space)". */}
          {session.manager ? <span className={styles.space}>{t("account.managerSpace")}</span> : null}
          {client}
        </span>
      </summary>
      <ul className={styles.list}>
        {/* Where the row shows only the initials, the open menu says whose it is (the control already names it). */}
        <li aria-hidden="true" className={styles.whose}>
          {name}
          {client}
        </li>
        {session.permissions?.includes("profile") ? (
          <li>
            <RouteLink to="profile" className={styles.link}>
              {t("account.profile")}
            </RouteLink>
          </li>
        ) : null}
        {/* Prospects too: they are data subjects (decision 0191). */}
        {session.permissions?.includes("data-rights") ? (
          <li>
            <RouteLink to="gdpr" className={styles.link}>
              {t("account.gdpr")}
            </RouteLink>
          </li>
        ) : null}
        {session.kind === "client" && session.permissions?.includes("delegations") ? (
          <li>
            <RouteLink to="delegation" className={styles.link}>
              {t("account.delegation")}
            </RouteLink>
          </li>
        ) : null}
        {session.flags.has_multi_account ? (
          <li>
            <RouteLink to="login-select-account" className={styles.link}>
              {t("account.switch")}
            </RouteLink>
          </li>
        ) : null}
        <li>
          <Form method="post" action={link("logout")} className={styles.logout}>
            <FormSecurityFields />
            <button type="submit" className={styles.logoutButton}>
              {t("account.logout")}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}

/** "Jeanne Martin" → "JM"; a company's name → its first two words' letters. */
function initials(name: string) {
  const letters = name
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? "");
  return letters.join("").toUpperCase();
}
