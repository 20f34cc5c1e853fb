import type { Route } from "../http/registry";

// Filled by the engineer who owns this area.
export const accountAccessRoutes: readonly Route[] = [];
