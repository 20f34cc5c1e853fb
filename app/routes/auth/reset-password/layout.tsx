import { Outlet } from "@remix-run/react";
import { NestedErrorBoundary } from "~/components/nested-error-boundary";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("login-reset-password");

/** `login/reset-password`: the steps of a password reset (SPEC section 2), each a page of its own. */
export default function ResetPasswordLayout() {
  return <Outlet />;
}

/** A failed step keeps the login frame around it. */
export function ErrorBoundary() {
  return <NestedErrorBoundary />;
}
