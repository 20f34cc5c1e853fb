import { Outlet } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";

export default function DefaultLayout() {
  return (
    <AppShell variant="default">
      <Outlet />
    </AppShell>
  );
}
