import { Outlet } from "@remix-run/react";
import { PageErrorBoundary } from "~/components/error-screens";
import * as frame from "~/components/standalone-frame.css";
import { useOptionalRootData } from "~/utils/routing/root-data";

/**
 * Pages that stand alone, such as the return from the signature provider: no navigation to leave the
 * step by, but the brand's logo, so the customer knows whose site they are back on, and the page in a card.
 */
export default function FullscreenLayout() {
  const brand = useOptionalRootData()?.shell.brand;
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <div className={frame.headerInner}>{brand ? <img src={brand.headerLogo} alt={brand.name} width={160} height={40} /> : null}</div>
      </header>
      <main id="main" className={frame.main}>
        <div className={frame.card}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}

/** A refusal of this layout's pages, read or post, is the whole page's screen (decision 0277). */
export const ErrorBoundary = PageErrorBoundary;
