import { Link } from "@remix-run/react";
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { addToast, createToast, removeToast, type Toast, type ToastAction, type ToastInput } from "~/utils/ui/toast";

// Radix Toast (timers, swipe, hotkey) is fetched only when a toast is shown.
const InteractiveToasts = lazy(() => import("./toast-interactive"));
import * as styles from "./toast-region.css";

type ToastApi = { show: (input: ToastInput & { actions?: ToastAction[] }) => void; dismiss: (id: string) => void };
const ToastContext = createContext<ToastApi | null>(null);

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

  return (
    <ToastContext.Provider value={api}>
      {children}
      {!hydrated ? (
        <StaticToasts toasts={toasts} />
      ) : toasts.length > 0 ? (
        <Suspense fallback={<StaticToasts toasts={toasts} />}>
          <InteractiveToasts toasts={toasts} dismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Server render and no-JavaScript: a polite status region. */
function StaticToasts({ toasts }: { toasts: Toast[] }) {
  return (
    <div role="status" aria-live="polite" className={styles.viewport}>
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-type={toast.type}>
          {toast.title ? <p className={styles.title}>{toast.title}</p> : null}
          <p className={styles.message}>{toast.message}</p>
          {toast.actions.map((action) =>
            action.to ? (
              <Link key={action.label} to={action.to} className={styles.actionLink}>
                {action.label}
              </Link>
            ) : null,
          )}
        </div>
      ))}
    </div>
  );
}
