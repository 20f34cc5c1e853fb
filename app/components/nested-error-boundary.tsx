import { useRouteError } from "@remix-run/react";
import { ErrorPanel } from "~/components/error-screens";
import { useOptionalRootData } from "~/utils/routing/root-data";
import * as styles from "./nested-error-boundary.css";

/**
 * Error boundary of a nested layout route: a failed child page (its loader
 * threw a SPEC section 8 error) shows the error panel in place of the page,
 * inside the layouts above it, so the visitor keeps the header, the
 * navigation and the other tabs.
 */
export function NestedErrorBoundary() {
  const error = useRouteError();
  const shell = useOptionalRootData()?.shell ?? null;
  return (
    <div className={styles.frame}>
      <ErrorPanel error={error} shell={shell} embedded />
    </div>
  );
}
