import type { RouteEntry } from "../../utils/routing/route-entry";

/** Signing in and out, password reset and the steps the session flags impose. */
export const authRoutes = [
  { name: "login", en: "login", fr: "connexion", module: "auth/login.tsx", access: "public", layout: "login" },
  { name: "login-create-password", en: "login/create-password", fr: "login/create-password", module: "auth/create-password.tsx", access: "session", layout: "login" },
  { name: "login-existing-session", en: "login/existing-session", fr: "login/existing-session", module: "auth/existing-session.tsx", access: "public", layout: "login" },
  { name: "login-new-password", en: "login/new-password", fr: "login/new-password", module: "auth/new-password.tsx", access: "public", layout: "login" },
  { name: "login-reset-password", en: "login/reset-password", fr: "login/reset-password", module: "auth/reset-password/layout.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-root", en: "", fr: "", parent: "login-reset-password", module: "auth/reset-password/choose.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-code-by", en: "code-by", fr: "code-by", parent: "login-reset-password", module: "auth/reset-password/code-by.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-email", en: "email/:token", fr: "email/:token", parent: "login-reset-password", module: "auth/reset-password/email-link.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-enter-code", en: "enter-code", fr: "enter-code", parent: "login-reset-password", module: "auth/reset-password/enter-code.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-got-email", en: "got-email", fr: "got-email", parent: "login-reset-password", module: "auth/reset-password/got-email.tsx", access: "public", layout: "login" },
  { name: "login-reset-password-send-link", en: "send-link", fr: "send-link", parent: "login-reset-password", module: "auth/reset-password/send-link.tsx", access: "public", layout: "login" },
  { name: "login-select-account", en: "login/select-account", fr: "login/select-account", module: "auth/select-account.tsx", access: "session", layout: "login" },
  // Not in SPEC section 2 (docs/decisions): the step the must_confirm_phone flag leads to, and logging out.
  { name: "login-confirm-phone", en: "login/confirm-phone", fr: "login/confirmer-telephone", module: "auth/confirm-phone.tsx", access: "session", layout: "login" },
  { name: "logout", en: "logout", fr: "deconnexion", module: "auth/logout.tsx", access: "open", layout: "login" },
  { name: "connect-sso", en: "connect_sso/:token", fr: "connect_sso/:token", module: "auth/sso.tsx", access: "public", layout: "login" },
] as const satisfies readonly RouteEntry[];
