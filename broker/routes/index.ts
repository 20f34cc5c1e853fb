import type { Route } from "../http/registry";
import { accountAccessRoutes } from "./account-access";
import { authenticationRoutes } from "./authentication";
import { claimRoutes } from "./claims";
import { clientSpaceRoutes } from "./client-space";
import { clientRoutes } from "./clients";
import { contractPaymentRoutes } from "./contract-payments";
import { contractRoutes } from "./contracts";
import { healthRoutes } from "./health";
import { phoneConfirmationRoutes } from "./phone-confirmations";
import { quoteRoutes } from "./quotes";

/** Every /v2 route. Each module owns one area of SPEC section 7 (README "Adding an endpoint"). */
export const allRoutes: readonly Route[] = [
  ...healthRoutes,
  ...authenticationRoutes,
  ...accountAccessRoutes,
  ...clientRoutes,
  ...phoneConfirmationRoutes,
  ...clientSpaceRoutes,
  ...contractRoutes,
  ...contractPaymentRoutes,
  ...quoteRoutes,
  ...claimRoutes,
];
