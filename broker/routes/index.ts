import type { Route } from "../http/registry";
import { authenticationRoutes } from "./authentication";
import { clientRoutes } from "./clients";
import { healthRoutes } from "./health";

/** Every /v2 route. Add a module's array here (README "Adding an endpoint"). */
export const allRoutes: readonly Route[] = [...healthRoutes, ...authenticationRoutes, ...clientRoutes];
