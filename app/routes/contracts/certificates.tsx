import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { href } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import * as tab from "~/components/tab-panel.css";
import * as styles from "~/components/card-list.css";
import { withWholeNumbers } from "~/components/ui/whole-number";

export const handle = pageHandle("certificates");

/**
 * The kinds of certificate the broker draws in the page's language (its PDF's title is the page's): named in the
 * page's language too, not by the label the broker stored in the brand's. Any other kind keeps its own label.
 */
const certificateKinds = new Set(["certificate", "green_card"]);

/** Certificates (SPEC section 2): grouped by contract, each a PDF downloaded through the portal. */
export async function loader(args: LoaderFunctionArgs) {
  const { api, user, locale, t } = await pageFor(args, handle);
  const groups = await api.certificates(user.clientId);
  return {
    title: t("contracts:certificates.title"),
    groups: groups.map((group) => ({
      id: group.id,
      label: group.label,
      number: group.number,
      contractHref: href("contract", { id: group.id }, locale),
      certificates: group.documents.map((document) => ({
        id: document.id,
        label: certificateKinds.has(document.type) ? t(`contracts:certificates.kind.${document.type}`) : document.label,
        sublabel: document.sublabel,
        href: href("certificate-file", { contractId: group.id, certificateId: document.id }, locale),
      })),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

export default function Certificates() {
  const { t } = useTranslation("contracts");
  const { title, groups } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {groups.length === 0 ? <p className={tab.empty}>{t("certificates.none")}</p> : null}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`certificates-${group.id}`} className={styles.group}>
          <h2 id={`certificates-${group.id}`} className={tab.heading}>
            <a href={group.contractHref}>{group.label}</a>
          </h2>
          <p className={styles.count}>{withWholeNumbers(t("number", { number: group.number }))}</p>
          <ul className={tab.list}>
            {group.certificates.map((certificate) => (
              <li key={certificate.id} className={tab.item}>
                <span className={tab.itemText}>
                  <span>{certificate.label}</span>
                  {certificate.sublabel ? <span className={tab.itemMeta}>{certificate.sublabel}</span> : null}
                </span>
                <a href={certificate.href} className={tab.download}>
                  {t("certificates.download")}
                  <span className="visually-hidden">
                    {" "}
                    {certificate.label} ({group.label})
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
