/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/account-access.ts. */
import { endpoint } from "../endpoint";
import { ClientAccountsParams, ClientAccountsBody, SelectClientAccountInput } from "../wire/authentication";
import { SessionBody } from "../wire/session";

export const listClientAccounts = endpoint({
  method: "get",
  path: "/v2/client-accounts/{token}",
  summary: "Customer accounts (clients, then prospects) the session's person may act for",
  tags: ["authentication"],
  auth: "brand",
  params: ClientAccountsParams,
  response: ClientAccountsBody,
});

export const selectClientAccount = endpoint({
  method: "post",
  path: "/v2/client-accounts/{token}/select",
  summary: "Choose the customer account: returns a new session bound to it (the old token is revoked)",
  tags: ["authentication"],
  auth: "brand",
  // The answer holds a new session token: never stored for replays.
  idempotency: false,
  params: ClientAccountsParams,
  body: SelectClientAccountInput,
  response: SessionBody,
});
