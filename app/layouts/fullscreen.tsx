import { Outlet } from "@remix-run/react";

/** Pages that stand alone, such as the return from the signature provider. */
export default function FullscreenLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
