import type { Route } from "../../http/registry";
import { cardRoutes } from "./cards";
import { contractFileRoutes } from "./files";
import { mandateRoutes } from "./mandate";
import { mandateDocumentRoutes } from "./mandate-document";
import { paymentMethodRoutes } from "./payment-method";
import { periodicityRoutes } from "./periodicity";
import { planningNoticeRoutes } from "./planning-notice";
import { contractReadRoutes } from "./read";
import { recipientRoutes } from "./recipients";
import { requiredDocumentRoutes } from "./required-documents";
import { contractResourceRoutes } from "./resources";
import { signableRoutes } from "./signable";
import { contractTerminationRoutes } from "./termination";
import { contractTerminationReadRoutes } from "./termination-read";
import { timelineRoutes } from "./timeline";

/** Everything under clients/{client}/contracts/{contract}. Quotes are not contracts: routes/quotes.ts. */
export const contractRoutes: readonly Route[] = [
  ...contractReadRoutes,
  ...contractFileRoutes,
  ...planningNoticeRoutes,
  ...timelineRoutes,
  ...requiredDocumentRoutes,
  ...contractTerminationRoutes,
  ...contractTerminationReadRoutes,
  ...contractResourceRoutes,
  ...recipientRoutes,
  ...paymentMethodRoutes,
  ...mandateRoutes,
  ...mandateDocumentRoutes,
  ...cardRoutes,
  ...periodicityRoutes,
  ...signableRoutes,
];
