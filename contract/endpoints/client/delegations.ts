/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/client/delegations.ts. */
import { endpoint } from "../../endpoint";
import { ClientParams } from "../../wire/common";
import { CreateDelegationInput, DelegationBody, DelegationList, DelegationParams } from "../../wire/client-space";
import { z } from "zod";

export const createDelegation = endpoint({
  method: "post",
  path: "/v2/clients/{client}/delegations",
  summary: "Give a person access to the client space (sends an invitation e-mail)",
  tags: ["delegations"],
  auth: "client",
  params: ClientParams,
  body: CreateDelegationInput,
  response: DelegationBody,
  status: 201,
});

export const listDelegations = endpoint({
  method: "get",
  path: "/v2/clients/{client}/delegations",
  summary: "Access delegations of the client",
  tags: ["delegations"],
  auth: "client",
  params: ClientParams,
  response: DelegationList,
});

export const deleteDelegation = endpoint({
  method: "delete",
  path: "/v2/clients/{client}/delegations/{id}",
  summary: "Revoke a delegation (deletes the entry)",
  tags: ["delegations"],
  auth: "client",
  params: DelegationParams,
  response: z.object({}),
  status: 204,
});
