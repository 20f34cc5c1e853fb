/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/health.ts. */
import { endpoint } from "../endpoint";
import { HealthBody } from "../wire/health";

export const health = endpoint({
  method: "get",
  path: "/v2/health",
  summary: "Liveness and database check",
  tags: ["meta"],
  auth: "public",
  response: HealthBody,
});
