import { useLocation } from "@remix-run/react";
import { PageLink } from "./page-link";
import { useTranslation } from "~/utils/i18n/use-translation";
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { addToast, createToast, removeToast, type Toast, type ToastAction, type ToastInput } from "~/utils/ui/toast";

// Radix Toast (timers, swipe, hotkey) is fetched only when a toast is shown.
const InteractiveToasts = lazy(() => import("./toast-interactive"));
import * as styles from "./toast-region.css";

type ToastApi = { show: (input: ToastInput & { actions?: ToastAction[] }) => void; dismiss: (id: string) => void };
const ToastContext = createContext<ToastApi | null>(null);

/**
 * The server's toasts before hydration, for the page to place in its flow (ToastSlot, at the top of
 * the main content), and whether a page did: written in render order (the slot renders inside the
 * page, before the region's own fallback after it). One object for the region's life, rewritten on
 * each render: a new context value would reach every form still waiting for its module and make React
 * drop its server HTML (error 421, forms-on-demand.tsx).
 */
type StaticPlacement = { toasts: Toast[]; placed: boolean };
const StaticToastsContext = createContext<StaticPlacement | null>(null);

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToasts used outside ToastRegion");
  return api;
}

/**
 * Toasts: the server's one-time toast is rendered as a plain status message
 * (it works without JavaScript); once hydrated, Radix Toast takes over with
 * timeouts, close buttons and actions.
 */
export function ToastRegion({ initial, children }: { initial: Toast | null; children?: ReactNode }) {
  const hydrated = useHydrated();
  const [toasts, setToasts] = useState<Toast[]>(initial ? [initial] : []);

  useEffect(() => {
    if (initial) setToasts((list) => addToast(list, initial));
  }, [initial]);

  const dismiss = useCallback((id: string) => setToasts((list) => removeToast(list, id)), []);
  const api = useMemo<ToastApi>(() => ({ show: (input) => setToasts((list) => addToast(list, createToast(input))), dismiss }), [dismiss]);
  const placement = useRef<StaticPlacement>({ toasts: [], placed: false }).current;
  placement.toasts = toasts;
  placement.placed = false;

  return (
    <ToastContext.Provider value={api}>
      <StaticToastsContext.Provider value={placement}>{children}</StaticToastsContext.Provider>
      {!hydrated ? (
        <StaticToastsFallback placement={placement} />
      ) : toasts.length > 0 ? (
        <Suspense fallback={<StaticToasts toasts={toasts} />}>
          <InteractiveToasts toasts={toasts} dismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/**
 * Where a page shows the server's toast without JavaScript: in the flow at the top of its main
 * content (docs/design-notes.md "Toasts without JavaScript", was decision 0131), where it hides nothing (WCAG 2.4.11). Once hydrated it renders nothing:
 * Radix Toast shows the same toasts in its corner.
 */
export function ToastSlot() {
  const placement = useContext(StaticToastsContext);
  const hydrated = useHydrated();
  if (!placement || hydrated) return null;
  placement.placed = true;
  if (placement.toasts.length === 0) return null;
  return <StaticToasts toasts={placement.toasts} inFlow />;
}

/**
 * A page without a slot (a bare layout) still shows the toast, in the corner as before. Nothing without a toast: a
 * page drawn on demand (an error screen, decision 0277) may have placed its slot on the server and not yet in the
 * browser as it hydrates, and an empty region drawn on one side only failed the hydration.
 */
function StaticToastsFallback({ placement }: { placement: StaticPlacement }) {
  return placement.placed || placement.toasts.length === 0 ? null : <StaticToasts toasts={placement.toasts} />;
}

/**
 * Server render and no-JavaScript: a polite status region. Its close control is a link to the
 * page itself: the toast is a one-time cookie the page that showed it already spent, so the
 * page comes back without it, with no JavaScript.
 */
function StaticToasts({ toasts, inFlow = false }: { toasts: Toast[]; inFlow?: boolean }) {
  const { t } = useTranslation("common");
  const location = useLocation();
  return (
    <div role="status" aria-live="polite" className={inFlow ? styles.inFlow : styles.viewport}>
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-type={toast.type}>
          <a href={`${location.pathname}${location.search}`} className={styles.close} aria-label={t("toast.close")}>
            <span aria-hidden="true">×</span>
          </a>
          {toast.title ? <p className={styles.title}>{toast.title}</p> : null}
          <p className={styles.message}>{toast.message}</p>
          {toast.actions.map((action) =>
            action.to ? (
              <PageLink key={action.label} to={action.to} className={styles.actionLink}>
                {action.label}
              </PageLink>
            ) : null,
          )}
        </div>
      ))}
    </div>
  );
}
