import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageLink } from "~/components/page-link";
import type { ReactNode } from "react";
import { NotificationList } from "~/components/notification-list";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageMeta } from "~/utils/routing/meta";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { clientDashboard, prospectDashboard, type ClientDashboard, type ProspectDashboard } from "./panes.server";
import { gridLayout } from "./grid-columns";
import * as styles from "./home.css";
import { WholeNumber } from "~/components/ui/whole-number";

export const handle = pageHandle("index");

/**
 * The welcome uses the broker's own view of the person (the session answer
 * every page already has, docs/decisions/0028); a client's panes read its
 * lists in parallel, a prospect's are their quotes and bespoke quotes.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { account } = page.brokerSession;
  const fullName = [account.firstname, account.lastname].filter(Boolean).join(" ");
  const panes = page.user.kind === "client" ? await clientDashboard(page) : await prospectDashboard(page);
  return { fullName, panes };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, null);

export default function Home() {
  const { t } = useTranslation("home");
  const { fullName, panes } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <section className={styles.welcome} aria-labelledby="welcome-title">
        <h1 id="welcome-title" className={styles.title}>
          {fullName ? t("welcomeNamed", { name: fullName }) : t("welcome")}
        </h1>
        <p className={styles.intro}>{t("intro")}</p>
      </section>
      {panes.kind === "client" ? <ClientPanes panes={panes} /> : <ProspectPanes panes={panes} />}
    </div>
  );
}

function ClientPanes({ panes }: { panes: ClientDashboard }) {
  const { t } = useTranslation("home");
  const { contracts, payments, certificates, claims, openQuotes, openBespokeQuotes } = panes;
  return (
    <>
      {panes.notifications.length > 0 ? (
        <section aria-labelledby="dashboard-notifications" className={styles.section}>
          <h2 id="dashboard-notifications" className={styles.sectionTitle}>
            {t("notifications.title")}
          </h2>
          <NotificationList notifications={panes.notifications} />
        </section>
      ) : null}
      <div className={gridClass(3 + [certificates, claims, openQuotes, openBespokeQuotes].filter(Boolean).length)}>
        <Pane id="contracts" title={t("contracts.title")} href={contracts.href} linkText={t("contracts.link")}>
          <p className={styles.figure}>{contracts.count > 0 ? t("contracts.count", { count: contracts.count }) : t("contracts.none")}</p>
          {contracts.signatureNeeded > 0 ? (
            <p className={styles.attention}>{t(`contracts.${contracts.signatureWords}`, { count: contracts.signatureNeeded })}</p>
          ) : null}
          {contracts.formalNotice > 0 ? <p className={styles.attention}>{t("contracts.formalNotice", { count: contracts.formalNotice })}</p> : null}
          {contracts.pendingTerminations.map((pending) => (
            <p key={pending.id} className={styles.attention} data-pending-termination>
              {pending.href ? <a href={pending.href}>{pending.text}</a> : pending.text}
            </p>
          ))}
        </Pane>
        <Pane id="payments" title={t("payments.title")} href={payments.href} linkText={t("payments.link")}>
          <p className={styles.figure}>{payments.next ? t("payments.next", payments.next) : t("payments.noNext")}</p>
          {payments.next ? <p data-next-contract={payments.next.contractId}>{t("payments.nextContract", payments.next)}</p> : null}
          {payments.overdue ? <p className={styles.attention}>{t("payments.overdue", payments.overdue)}</p> : null}
        </Pane>
        {certificates ? (
          <Pane id="certificates" title={t("certificates.title")} href={certificates.href} linkText={t("certificates.link")}>
            <p className={styles.figure}>{certificates.count > 0 ? t("certificates.count", { count: certificates.count }) : t("certificates.none")}</p>
            {certificates.latest ? <p>{t("certificates.latestOf", certificates.latest)}</p> : null}
          </Pane>
        ) : null}
        {claims ? (
          <Pane id="claims" title={t("claims.title")} href={claims.href} linkText={t("claims.link")}>
            <p className={styles.figure}>{claims.open > 0 ? t("claims.open", { count: claims.open }) : t("claims.none")}</p>
            {claims.openClaims.length > 0 ? (
              <ul className={styles.quoteList}>
                {/* Named as the claims list names them, with the day each occurred (panes.server.ts words it). */}
                {claims.openClaims.map((claim) => (
                  <li key={claim.id}>
                    <a href={claim.href}>
                      {claim.nature} — <WholeNumber>{claim.reference}</WholeNumber>
                    </a>
                    <br />
                    <span className={styles.quoteMeta}>{claim.occurred}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {claims.total > claims.open ? <p>{t("claims.closed", { count: claims.total - claims.open })}</p> : null}
          </Pane>
        ) : null}
        {openQuotes ? <QuotesPane id="quotes" title={t("quotes.title")} pane={openQuotes} linkText={t("quotes.link")} /> : null}
        {openBespokeQuotes ? (
          <QuotesPane id="bespoke-quotes" title={t("bespokeQuotes.title")} pane={openBespokeQuotes} linkText={t("bespokeQuotes.link")} />
        ) : null}
        <ContactPane href={panes.contact.href} />
      </div>
      <Discovery products={panes.products} services={panes.services} />
    </>
  );
}

function ProspectPanes({ panes }: { panes: ProspectDashboard }) {
  const { t } = useTranslation("home");
  return (
    <div className={gridClass(panes.bespokeQuotes ? 3 : 2)}>
      <QuotesPane id="quotes" title={t("quotes.title")} pane={panes.quotes} linkText={t("quotes.link")} />
      {panes.bespokeQuotes ? (
        <QuotesPane id="bespoke-quotes" title={t("bespokeQuotes.title")} pane={panes.bespokeQuotes} linkText={t("bespokeQuotes.link")} />
      ) : null}
      <ContactPane href={panes.contact.href} />
    </div>
  );
}

/** Quotes in progress counted, then each quote with its step, linked to its page. */
function QuotesPane({ id, title, pane, linkText }: { id: string; title: string; pane: ProspectDashboard["quotes"]; linkText: string }) {
  const { t } = useTranslation("home");
  return (
    <Pane id={id} title={title} href={pane.href} linkText={linkText}>
      <p className={styles.figure}>{pane.inProgress > 0 ? t("quotes.count", { count: pane.inProgress }) : t("quotes.none")}</p>
      {pane.items.length > 0 ? (
        <ul className={styles.quoteList}>
          {pane.items.map((item) => (
            <li key={item.id}>
              {item.href ? <PageLink to={item.href}>{item.name}</PageLink> : item.name}{" "}
              <span className={styles.quoteMeta}>
                <WholeNumber>{item.number}</WholeNumber>
              </span>
              <br />
              <span className={styles.quoteStep[item.step === "sign_needed" || item.step === "quote_ready" ? "action" : "other"]}>{item.stepText}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Pane>
  );
}

function ContactPane({ href }: { href: string | null }) {
  const { t } = useTranslation("home");
  return (
    <Pane id="contact" title={t("contact.title")} href={href} linkText={t("contact.link")}>
      <p>{t("contact.text")}</p>
    </Pane>
  );
}

/** A grid of `count` panes or offers, with no pane alone on its last row. */
const gridClass = (count: number) => {
  const layout = gridLayout(count);
  return `${styles.grid} ${styles.columns[layout.columns]} ${styles.lastRow[layout.lastRow]}`;
};

/** One pane: a heading, its figures, and a link to its page when that page exists. */
function Pane({ id, title, href, linkText, children }: { id: string; title: string; href: string | null; linkText: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`pane-${id}`} className={styles.pane} data-pane={id}>
      <h2 id={`pane-${id}`} className={styles.paneTitle}>
        {title}
      </h2>
      <div className={styles.paneBody}>{children}</div>
      {href ? (
        <PageLink to={href} className={styles.paneLink} prefetch="none">
          {linkText}
        </PageLink>
      ) : null}
    </section>
  );
}

function Discovery({ products, services }: Pick<ClientDashboard, "products" | "services">) {
  const { t } = useTranslation("home");
  if (products.length === 0 && services.length === 0) return null;
  // What a screen reader hears after a link's words: the offer it is about, and that it opens a new tab. Worded once an offer.
  const newTab = t("discover.newTab");
  const aboutOf = (name: string) => ` ${t("discover.about", { name })} ${newTab}`;
  return (
    <section aria-labelledby="discover-title" className={styles.section}>
      <h2 id="discover-title" className={styles.sectionTitle}>
        {t("discover.title")}
      </h2>
      <ul className={gridClass(products.length + services.length)}>
        {products.map((product) => {
          const about = product.subscribeUrl || product.quoteUrl ? aboutOf(product.name) : "";
          return (
            <li key={product.id} className={styles.offer}>
              <h3 className={styles.offerTitle}>{product.name}</h3>
              {product.description ? <p className={styles.offerText}>{product.description}</p> : null}
              <p className={styles.offerLinks}>
                {product.subscribeUrl ? <ExternalLink href={product.subscribeUrl} text={t("discover.subscribe")} about={about} /> : null}
                {product.quoteUrl ? <ExternalLink href={product.quoteUrl} text={t("discover.quote")} about={about} /> : null}
              </p>
            </li>
          );
        })}
        {services.map((service) => (
          <li key={service.id} className={styles.offer}>
            <h3 className={styles.offerTitle}>{service.label}</h3>
            {service.description ? <p className={styles.offerText}>{service.description}</p> : null}
            {service.url ? (
              <p className={styles.offerLinks}>
                <ExternalLink href={service.url} text={t("discover.serviceLink")} about={aboutOf(service.label)} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A link to the brand's site: opens in a new tab, and says so and what it is about (`about`) to screen readers. */
function ExternalLink({ href, text, about }: { href: string; text: string; about: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.offerLink}>
      {text}
      <span className="visually-hidden">{about}</span>
    </a>
  );
}
