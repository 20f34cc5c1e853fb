import type { Route } from "../http/registry";
import { contractFileRoutes } from "./contract/files";
import { contractReadRoutes } from "./contract/read";
import { contractResourceRoutes } from "./contract/resources";
import { contractTerminationRoutes } from "./contract/termination";

/** Everything under clients/{client}/contracts/{contract} except payment methods, signatures and quotes (other modules). */
export const contractRoutes: readonly Route[] = [
  ...contractReadRoutes,
  ...contractFileRoutes,
  ...contractTerminationRoutes,
  ...contractResourceRoutes,
];
