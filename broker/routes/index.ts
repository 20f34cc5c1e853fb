import type { Route } from "../http/registry";
import { accountAccessRoutes } from "./account-access";
import { authenticationRoutes } from "./authentication";
import { claimRoutes } from "./claims";
import { delegationRoutes } from "./client/delegations";
import { clientListRoutes } from "./client/lists";
import { clientRequestRoutes } from "./client/requests";
import { clientRoutes } from "./clients";
import { dynamicFormRoutes } from "./dynamic-forms";
import { dynamicFormFileRoutes } from "./dynamic-form-files";
import { contractRoutes } from "./contract";
import { healthRoutes } from "./health";
import { phoneConfirmationRoutes } from "./phone-confirmations";
import { prospectContactRoutes } from "./prospect-contact";
import { quoteRequiredDocumentRoutes } from "./quote-required-documents";
import { quoteRoutes } from "./quotes";
import { quoteJourneyRoutes } from "./quote-journey";
import { terminationRequestRoutes } from "./termination-requests";

/** Every /v2 route. Each module owns one area of SPEC section 7 (docs/broker/code.md "Adding an endpoint"). */
export const allRoutes: readonly Route[] = [
  ...healthRoutes,
  ...authenticationRoutes,
  ...accountAccessRoutes,
  ...clientRoutes,
  ...phoneConfirmationRoutes,
  ...clientListRoutes,
  ...delegationRoutes,
  ...clientRequestRoutes,
  ...terminationRequestRoutes,
  ...contractRoutes,
  ...quoteRoutes,
  ...quoteRequiredDocumentRoutes,
  ...prospectContactRoutes,
  ...quoteJourneyRoutes,
  ...claimRoutes,
  ...dynamicFormRoutes,
  ...dynamicFormFileRoutes,
];
