import { Outlet } from "@remix-run/react";
import { PageErrorBoundary } from "~/components/error-screens";
import { AppShell } from "~/components/app-shell";

export default function DefaultLayout() {
  return (
    <AppShell variant="default">
      <Outlet />
    </AppShell>
  );
}

/** A refusal of this layout's pages, read or post, is the whole page's screen (decision 0277). */
export const ErrorBoundary = PageErrorBoundary;
