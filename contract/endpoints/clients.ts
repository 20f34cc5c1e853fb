/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/clients.ts. */
import { endpoint } from "../endpoint";
import { ClientParams } from "../wire/common";
import { SessionQuery, SessionBody } from "../wire/session";
import { ClientBody, UpdateClientInput } from "../wire/client";

export const getSession = endpoint({
  method: "get",
  path: "/v2/clients/{client}/session",
  summary: "Current session (account, client or prospects, feature flags)",
  tags: ["authentication"],
  auth: "customer",
  params: ClientParams,
  query: SessionQuery,
  response: SessionBody,
});

export const getClient = endpoint({
  method: "get",
  path: "/v2/clients/{client}",
  summary: "Client information",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: ClientBody,
});

export const updateClient = endpoint({
  method: "put",
  path: "/v2/clients/{client}",
  summary: "Update client information (profile form)",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  body: UpdateClientInput,
  response: ClientBody,
});
