import { isRouteErrorResponse, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { RouteLink } from "~/components/route-link";
import { errorKind, showsGoBack } from "~/utils/v2/errors";
import { href } from "~/utils/routing/href";
import type { Shell } from "~/utils/request/scope.server";
import { AppShell } from "~/components/app-shell";
import * as frame from "~/components/standalone-frame.css";
import { useOptionalRootData } from "~/utils/routing/root-data";
import * as styles from "./full-page-error.css";

/** What a loader may attach to a thrown error response to shape this page. */
export type ErrorPageData = {
  title?: string | null;
  details?: string | null;
  code?: string | null;
  /** Force the go-back button on or off (SPEC section 2). */
  goBack?: boolean;
  goBackLabel?: string;
  notFoundPath?: string;
  /** A 429's wait (the Retry-After sent with it): the page says it in minutes. */
  retryAfterSeconds?: number;
};

function describe(error: unknown): { status: number; data: ErrorPageData; debug: unknown } {
  if (isRouteErrorResponse(error)) {
    const data = (error.data && typeof error.data === "object" ? error.data : {}) as ErrorPageData;
    return { status: error.status, data, debug: { status: error.status, statusText: error.statusText, data: omitShell(error.data) } };
  }
  if (error instanceof Error) {
    return { status: 500, data: {}, debug: { name: error.name, message: error.message, stack: error.stack } };
  }
  return { status: 500, data: {}, debug: error };
}

function omitShell(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const { shell: _shell, ...rest } = value as Record<string, unknown>;
  return rest;
}

const textKeys = { "not-found": "notFound", maintenance: "maintenance", "rate-limited": "rateLimited", fatal: "fatal" } as const;

/**
 * The full-page error screen (SPEC sections 2 and 8): brand logo, a panel
 * with an illustration, title, details, optional go-back button, and the
 * debug data tree in non-production environments. The root's error
 * boundary, for errors that leave no frame to draw in.
 */
export function FullPageError({ error, shell }: { error: unknown; shell: Shell | null }) {
  const rootData = useOptionalRootData();
  const brandName = shell?.brand.name ?? "";
  // A page no route answers, or an action the person's access refuses (the root's loader ran, so the visitor and brand are known): the site's own
  // header, navigation and footer around the panel, so the visitor carries on from there (issue 31).
  const kind = errorKind(describe(error).status);
  if (rootData && kind === "not-found") {
    return (
      <AppShell variant="default">
        <div className={styles.shellMain}>
          <ErrorPanel error={error} shell={shell} />
        </div>
      </AppShell>
    );
  }
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <div className={frame.headerInner}>{shell ? <img src={shell.brand.headerLogo} alt={brandName} width={160} height={40} /> : null}</div>
      </header>
      <main id="main" className={frame.main}>
        <ErrorPanel error={error} shell={shell} />
      </main>
    </div>
  );
}

/**
 * The error panel alone: inside a nested layout (a contract's tabs, the
 * password-reset steps) the page keeps its header, navigation and footer.
 */
export function ErrorPanel({ error, shell, embedded = false }: { error: unknown; shell: Shell | null; embedded?: boolean }) {
  const { t } = useTranslation("errors");
  const { status, data, debug } = describe(error);
  const navigate = useNavigate();
  const loggedOut = status === 401;

  useEffect(() => {
    // 401: the server already cleared the session; just go to login.
    if (loggedOut && shell) navigate(href("login", {}, shell.locale), { replace: true });
  }, [loggedOut, shell, navigate]);
  if (loggedOut) return null;

  const kind = errorKind(status);
  const textKey = textKeys[kind];
  const title = data.title ?? t(`${textKey}.title`);
  const wait = kind === "rate-limited" && typeof data.retryAfterSeconds === "number" ? Math.max(1, Math.ceil(data.retryAfterSeconds / 60)) : null;
  const details = data.details ?? (wait !== null ? t("rateLimited.wait", { count: wait }) : t(`${textKey}.details`));
  const path = data.notFoundPath ?? (status === 404 ? shell?.path : undefined);
  const goBack = showsGoBack(status, data.goBack);
  const brandName = shell?.brand.name ?? "";

  return (
    <section className={embedded ? styles.embeddedPanel : styles.panel} aria-labelledby="error-title">
      <ErrorIllustration kind={kind} />
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.details}>{details}</p>
      {path && kind === "not-found" ? (
        <p className={styles.path}>
          {t("notFound.path")} <code>{path}</code>
        </p>
      ) : null}
      {kind === "maintenance" ? <p className={styles.signature}>{t("maintenance.signature", { brand: brandName })}</p> : null}
      {goBack && shell ? (
        <p className={styles.next}>
          <RouteLink to="index" locale={shell.locale} className={styles.goBack}>
            {data.goBackLabel ?? t("goBack")}
          </RouteLink>
          {kind === "not-found" ? (
            <RouteLink to="contact" locale={shell.locale} className={styles.nextLink}>
              {t("notFound.contact")}
            </RouteLink>
          ) : null}
        </p>
      ) : null}
      {shell?.showDebug ? (
        <details className={styles.debug}>
          <summary>{t("debug")}</summary>
          <pre>{JSON.stringify(debug, null, 2)}</pre>
        </details>
      ) : null}
    </section>
  );
}

function ErrorIllustration({ kind }: { kind: string }) {
  if (kind === "not-found") return <NotFoundIllustration />;
  return (
    <svg className={styles.illustration} viewBox="0 0 120 80" aria-hidden="true" focusable="false" data-kind={kind}>
      <rect x="10" y="14" width="100" height="56" rx="8" fill="var(--brand-icon-background)" />
      <circle cx="42" cy="42" r="14" fill="var(--brand-icon-left)" />
      <circle cx="78" cy="42" r="14" fill="var(--brand-icon-right)" />
      {kind === "maintenance" ? <rect x="30" y="62" width="60" height="6" rx="3" fill="var(--brand-primary)" /> : null}
    </svg>
  );
}

/** A page with nothing on it under a magnifying glass, in the brand's colours. */
function NotFoundIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 120 80" aria-hidden="true" focusable="false" data-kind="not-found">
      <rect x="4" y="6" width="112" height="70" rx="12" fill="var(--brand-icon-background)" />
      <rect x="28" y="14" width="44" height="56" rx="5" fill="#ffffff" stroke="var(--brand-icon-right)" strokeWidth="2" />
      <rect x="35" y="24" width="24" height="4" rx="2" fill="var(--brand-icon-right)" />
      <rect x="35" y="33" width="30" height="3" rx="1.5" fill="var(--brand-icon-right)" opacity=".6" />
      <rect x="35" y="40" width="26" height="3" rx="1.5" fill="var(--brand-icon-right)" opacity=".6" />
      <rect x="35" y="47" width="18" height="3" rx="1.5" fill="var(--brand-icon-right)" opacity=".6" />
      <circle cx="74" cy="44" r="15" fill="#ffffff" fillOpacity=".7" stroke="var(--brand-icon-left)" strokeWidth="5" />
      <path d="M85 55l12 12" stroke="var(--brand-icon-left)" strokeWidth="7" strokeLinecap="round" />
      <path d="M70 39.5a4.5 4.5 0 1 1 6 4.2c-1.3.6-2 1.4-2 2.8v1" fill="none" stroke="var(--brand-primary)" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="74" cy="52.5" r="1.7" fill="var(--brand-primary)" />
    </svg>
  );
}
