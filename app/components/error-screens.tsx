import { formsOnDemand } from "~/utils/forms/forms-on-demand";
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
