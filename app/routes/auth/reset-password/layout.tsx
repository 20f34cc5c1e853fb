import { Outlet } from "@remix-run/react";

export const handle = { i18n: ["auth"] };

/** `login/reset-password`: the steps of a password reset (SPEC section 2), each a page of its own. */
export default function ResetPasswordLayout() {
  return <Outlet />;
}
