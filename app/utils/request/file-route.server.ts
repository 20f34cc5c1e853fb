import { isRouteErrorResponse } from "@remix-run/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { logger } from "~/utils/request/logger.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { attempt } from "~/utils/v2/attempt.server";

/**
 * A screen a resource route (a file, an upload) asks for instead of its own
 * answer: the SPEC section 8 screen a page would show (error, not found,
 * maintenance, too many attempts), rendered by remix-handler.server.ts
 * through the rejection route. Without this, Remix answers a resource
 * route's failure in raw JSON and logs every expected 404 at error level.
 */
export type Screen = { status: number; data: Record<string, unknown> };

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/** What a thrown `data(…)` (DataWithResponseInit) or error response stands for, or null. */
function screenOf(thrown: unknown): Screen | null {
  if (isRouteErrorResponse(thrown)) return { status: thrown.status, data: isRecord(thrown.data) ? thrown.data : {} };
  if (!isRecord(thrown) || thrown.type !== "DataWithResponseInit") return null;
  const init = thrown.init as ResponseInit | null | undefined;
  return { status: init?.status ?? 500, data: isRecord(thrown.data) ? thrown.data : {} };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Wraps a resource route's loader or action: redirects and answers pass
 * through; a thrown screen (`throwV2Failure`, a not-found) becomes that
 * screen as HTML with its status. Anything else is a fault and stays one.
 */
export function withScreens<A extends Args, R>(handler: (args: A) => Promise<R>) {
  return async (args: A): Promise<R | Response> => {
    try {
      return await handler(args);
    } catch (thrown) {
      if (thrown instanceof Response) throw thrown;
      const screen = screenOf(thrown);
      if (!screen) throw thrown;
      if (screen.status >= 500) logger.warn("file.screen", { status: screen.status, code: screen.data.code ?? null });
      args.context.screen = screen;
      return new Response(null, { status: screen.status });
    }
  };
}

/**
 * A file the broker streams through the portal (an invoice, a certificate…).
 * Only the broker failing (a 5xx, unreachable, timing out) goes back to the
 * page it was asked from with the toast, whose SPEC section 8 message says to
 * try again: a retry may work. Every other failure keeps the screen a page
 * would show (decision 0273): a file that is not there or not the visitor's
 * (404, 403) is the not-found or refused screen, since trying again never
 * helps; a session that ended goes to login, which brings the visitor back.
 */
export function downloadOrBack(download: Promise<Response>, back: { to: string; title: string; message: string }): Promise<Response> {
  return attempt(download, { "5xx": () => redirectWithToast(back.to, { type: "error", title: back.title, message: back.message }) });
}
