import * as RadixToast from "@radix-ui/react-toast";
import { PageLink } from "./page-link";
import { useState } from "react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { Button } from "~/components/ui/button";
import type { Toast, ToastAction } from "~/utils/ui/toast";
import * as styles from "./toast-region.css";

/** Toasts once hydrated: Radix Toast with timeouts, close buttons and actions. */
export default function InteractiveToasts({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: string) => void }) {
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
        <PageLink to={action.to} className={styles.actionLink}>
          {action.label}
        </PageLink>
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
