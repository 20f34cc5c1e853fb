/** A toast, with the fields of SPEC section 2. Isomorphic. */
export const toastTypes = ["success", "info", "warning", "error"] as const;
export type ToastType = (typeof toastTypes)[number];

export type ToastAction = {
  /** Translated label. */
  label: string;
  /** Optional link target (works without JavaScript). */
  to?: string;
  /** Client-side handler; a returned promise shows a loading state until it settles. */
  onAction?: () => void | Promise<unknown>;
};

export type Toast = {
  id: string;
  type: ToastType;
  icon: string;
  title: string;
  message: string;
  /** Milliseconds before it goes away on its own. */
  timeout: number;
  theme: string;
  color: string;
  actions: ToastAction[];
};

/** What a server action may send: translated texts, the rest defaulted. */
export type ToastInput = Partial<Omit<Toast, "id" | "actions">> & {
  title?: string;
  message: string;
  actions?: Omit<ToastAction, "onAction">[];
};

/** SPEC section 9 defaults. */
export const toastDefaults = { timeout: 10_000, type: "info" as ToastType, theme: "default" };

const iconByType: Record<ToastType, string> = { success: "check", info: "info", warning: "alert", error: "error" };
const colorByType: Record<ToastType, string> = { success: "success", info: "info", warning: "warning", error: "danger" };

export function createToast(input: ToastInput, id: string = randomId()): Toast {
  const type = input.type ?? toastDefaults.type;
  return {
    id,
    type,
    icon: input.icon ?? iconByType[type],
    title: input.title ?? "",
    message: input.message,
    timeout: input.timeout ?? toastDefaults.timeout,
    theme: input.theme ?? toastDefaults.theme,
    color: input.color ?? colorByType[type],
    actions: input.actions ?? [],
  };
}

/** New toasts go to the front of the list (SPEC section 2). */
export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  return [toast, ...list.filter((existing) => existing.id !== toast.id)];
}

export function removeToast(list: readonly Toast[], id: string): Toast[] {
  return list.filter((toast) => toast.id !== id);
}

function randomId(): string {
  return Math.random().toString(36).slice(2, 10);
}
