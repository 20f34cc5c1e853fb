import { isRouteErrorResponse, useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/utils/routing/root-loader.server";
import type { Shell } from "~/utils/request/scope.server";

export function useOptionalRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export type RootData = NonNullable<ReturnType<typeof useOptionalRootData>>;

/** The frame data a 404 thrown by the root loader carries. */
export function rootErrorShell(error: unknown): Shell | null {
  if (isRouteErrorResponse(error) && error.data && typeof error.data === "object" && "shell" in error.data) {
    return (error.data as { shell: Shell }).shell;
  }
  return null;
}

export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error("useRootData used outside the root loader's pages");
  return data;
}
