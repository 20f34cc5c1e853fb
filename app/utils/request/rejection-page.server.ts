import { data } from "@remix-run/node";
import { getFixedT } from "~/utils/i18n/i18n.server";
import { requestScope, shellContext, type Shell } from "~/utils/request/scope.server";

/**
 * SPEC section 8 gives 403 and 404 the not-found words and every other status
 * the internal-error words, unless the error brings its own: a refused
 * request is the visitor's, not ours, so 400 and 413 say what happened.
 */
/** The part of the error page's data (ErrorPageData in full-page-error.tsx) a refusal fills in. */
type RefusalPageData = { title?: string; details?: string; goBack?: boolean; notFoundPath?: string };

const ownWords: Partial<Record<number, "badRequest" | "methodNotAllowed" | "tooLarge">> = { 400: "badRequest", 405: "methodNotAllowed", 413: "tooLarge" };

/** The title and details of a status that has its own words (400, 405, 413), in the page's language. */
async function ownWordsOf(status: number, lang: Parameters<typeof getFixedT>[0]): Promise<RefusalPageData> {
  const words = ownWords[status];
  if (!words) return {};
  const t = await getFixedT(lang, "errors");
  return { title: t(`${words}.title`), details: t(`${words}.details`), goBack: true };
}

/**
 * What to throw (from a loader or an action) to refuse a request with the
 * translated full-page error of the root error boundary. It carries the
 * frame (brand, locale) itself: when an action throws, the root loader does
 * not run, and the page would otherwise lose its brand and language.
 */
export async function rejectionPage(request: Request, status: number, extra: Pick<RefusalPageData, "notFoundPath"> = {}) {
  const context = await shellContext(requestScope(request));
  return data({ shell: context.shell, ...(await ownWordsOf(status, context.locale.lang)), ...extra }, { status });
}

/**
 * The screen a failed resource route asked for (file-route.server.ts), with
 * the frame (brand, locale): the same data a page's loader would have thrown.
 */
export async function screenPage(request: Request, screen: { status: number; data: Record<string, unknown> }) {
  const context = await shellContext(requestScope(request));
  const { path, ...rest } = screen.data;
  const notFound = screen.status === 404 && typeof path === "string" ? { notFoundPath: path } : {};
  // A 429 says how long to wait: the broker's Retry-After, carried by the screen (failure.server.ts).
  const wait = typeof screen.data.retryAfterSeconds === "number" ? screen.data.retryAfterSeconds : 60;
  const headers = screen.status === 429 ? { "Retry-After": String(wait) } : undefined;
  return data({ shell: context.shell, ...(await ownWordsOf(screen.status, context.locale.lang)), ...rest, ...notFound }, { status: screen.status, headers });
}

/** What Remix's `data()` throws: a page answer with its status, not an error of ours. */
export function isDataWithResponseInit(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * An unexpected error while framing a page (the root loader): the 500 screen (SPEC sections 2 and 8) with
 * the page's brand, language and way back, instead of a frameless page in the default language; in the
 * debug environments (shell.showDebug: every APP_ENV but production) the error itself for the debug
 * tree, never in production.
 */
export function fatalPage(shell: Shell, error: unknown) {
  const debug = !shell.showDebug
    ? {}
    : { debug: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack ?? null } : { error: String(error) } };
  return data({ shell, ...debug }, { status: 500 });
}
