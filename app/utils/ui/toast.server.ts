import { redirect } from "@remix-run/node";
import { z } from "zod";
import { signedCookieStorage } from "~/utils/request/cookies.server";
import { createToast, toastTypes, type Toast, type ToastInput } from "~/utils/ui/toast";

/**
 * Toasts travel in a one-time cookie: set by an action, read and cleared by
 * the next page load, so they show without JavaScript too.
 */
const toastKey = "toast";

let storage: ReturnType<typeof signedCookieStorage<Record<string, never>, { toast: Toast }>> | null = null;

function getStorage() {
  storage ??= signedCookieStorage<Record<string, never>, { toast: Toast }>("toast");
  return storage;
}

const toastSchema = z.object({
  id: z.string(),
  type: z.enum(toastTypes),
  icon: z.string(),
  title: z.string(),
  message: z.string(),
  timeout: z.number(),
  theme: z.string(),
  color: z.string(),
  actions: z.array(z.object({ label: z.string(), to: z.string().optional() })),
});

export async function toastHeaders(input: ToastInput): Promise<Headers> {
  const session = await getStorage().getSession();
  session.flash(toastKey, createToast(input, crypto.randomUUID()));
  return new Headers({ "Set-Cookie": await getStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, input: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  for (const [name, value] of await toastHeaders(input)) headers.append(name, value);
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("toast=")) return { toast: null, headers: null };
  const session = await getStorage().getSession(cookie);
  const parsed = toastSchema.safeParse(session.get(toastKey));
  const headers = new Headers({ "Set-Cookie": await getStorage().destroySession(session) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
