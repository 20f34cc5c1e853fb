import * as RadixToast from "@radix-ui/react-toast";
import { Link } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { addToast, createToast, removeToast, type Toast, type ToastAction, type ToastInput } from "~/utils/toast";
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
  const api = useMemo<ToastApi>(
    () => ({ show: (input) => setToasts((list) => addToast(list, createToast(input))), dismiss }),
    [dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {hydrated ? <InteractiveToasts toasts={toasts} dismiss={dismiss} /> : <StaticToasts toasts={toasts} />}
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

function InteractiveToasts({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: string) => void }) {
  const { t } = useTranslation("common");
  return (
    <RadixToast.Provider label={t("toast.region")}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          duration={toast.timeout}
          type={toast.type === "error" ? "foreground" : "background"}
          className={styles.toast}
          data-type={toast.type}
          data-theme={toast.theme}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          {toast.title ? <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title> : null}
          <RadixToast.Description className={styles.message}>{toast.message}</RadixToast.Description>
          {toast.actions.map((action) => (
            <ToastActionButton key={action.label} action={action} />
          ))}
          <RadixToast.Close className={styles.close} aria-label={t("toast.close")}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} label={t("toast.viewport")} />
    </RadixToast.Provider>
  );
}

function ToastActionButton({ action }: { action: ToastAction }) {
  const [loading, setLoading] = useState(false);
  if (action.to) {
    return (
      <RadixToast.Action altText={action.label} asChild>
        <Link to={action.to} className={styles.actionLink}>
          {action.label}
        </Link>
      </RadixToast.Action>
    );
  }
  return (
    <Button
      variant="secondary"
      loading={loading}
      onClick={() => {
        const result = action.onAction?.();
        if (result instanceof Promise) {
          setLoading(true);
          result.finally(() => setLoading(false));
        }
      }}
    >
      {action.label}
    </Button>
  );
}
