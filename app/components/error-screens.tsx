import { useRouteError } from "@remix-run/react";
import { formsOnDemand } from "~/utils/forms/forms-on-demand";
import { rootErrorShell, useOptionalRootData } from "~/utils/routing/root-data";
// The screens' styles stay in the first load (one stylesheet in the page's head, decision 0151): a page
// answered with an error screen is styled without JavaScript; only the screens' code comes on demand.
import "~/components/full-page-error.css";

/**
 * The error screens (SPEC sections 2 and 8) on demand, as a page's forms are (decision 0155): most
 * pages never show one, so their code is out of every page's first load. The server renders a screen
 * whole; in the browser it hydrates when its module has arrived, which the root fetches right after
 * hydration (`errorScreens.preload()`), so a client navigation that fails draws its screen at once.
 */
export const errorScreens = formsOnDemand(() => import("~/components/full-page-error"));

/** The root's error boundary: the whole page. */
export const FullPageError = errorScreens.form("FullPageError");

/** A nested layout's error boundary: the panel inside the page. */
export const ErrorPanel = errorScreens.form("ErrorPanel");

/**
 * The error boundary of the root and of the page layouts (decision 0277): the whole page, in the frame of
 * the root's data, or of the error's own when the root loader is what failed. The layouts have it so that
 * an action's refusal stops below the root: Remix then runs the root loader (it skips the loaders at and
 * below the boundary), and a refused post without JavaScript gets the same branded screen as a read.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const shell = useOptionalRootData()?.shell ?? rootErrorShell(error);
  return <FullPageError error={error} shell={shell} />;
}
