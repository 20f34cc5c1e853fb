import { Outlet } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";

export default function DashboardLayout() {
  return (
    <AppShell variant="dashboard">
      <Outlet />
    </AppShell>
  );
}
