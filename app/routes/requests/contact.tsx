import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/utils/i18n/use-translation";
import { RouteLink, useHref } from "~/components/route-link";
import { pageMeta } from "~/utils/routing/meta";
import { useRootData } from "~/utils/routing/root-data";
import * as styles from "./contact.css";
import { pageTitle } from "~/utils/routing/page-title.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("contact");

/** SPEC section 9: callback hour ranges, Monday to Friday. */
export const callbackHourRanges = ["9-10", "10-11", "11-12", "14-15", "15-16", "16-17", "17-18"] as const;

export function loader(args: LoaderFunctionArgs) {
  return pageTitle(args, handle, "title");
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * Contact: the ways to reach the broker. The callback request form needs a
 * client record and is wired with authentication; signed-out visitors are
 * told to sign in.
 */
export default function Contact() {
  const { t } = useTranslation("contact");
  const { session } = useRootData();
  const contactPath = useHref()("contact");
  return (
    <div className={styles.page}>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <section aria-labelledby="callback-title" className={styles.card}>
        <h2 id="callback-title">{t("callback.title")}</h2>
        <p>{t("callback.days")}</p>
        <ul className={styles.hours}>
          {callbackHourRanges.map((range) => {
            const [from, to] = range.split("-");
            return <li key={range}>{t("callback.range", { from, to })}</li>;
          })}
        </ul>
        {session.signedIn ? (
          <p>{t("callback.formSoon")}</p>
        ) : (
          <p>
            {t("callback.signInFirst")}{" "}
            <RouteLink to="login" query={{ redirectTo: contactPath }}>
              {t("callback.signIn")}
            </RouteLink>
          </p>
        )}
      </section>
      <section aria-labelledby="complaint-title" className={styles.card}>
        <h2 id="complaint-title">{t("complaint.title")}</h2>
        <p>
          {t("complaint.body")} <RouteLink to="complaints">{t("complaint.link")}</RouteLink>
        </p>
      </section>
    </div>
  );
}
