/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/client/lists.ts. */
import { endpoint } from "../../endpoint";
import { ClientParams, LangQuery } from "../../wire/common";
import { InvoicesByContract, ClientCertificates, ClientMenus, ServiceList, ProductList } from "../../wire/client-space";
import { ContractsQuery, ContractList, NotificationList } from "../../wire/contracts";

export const listClientInvoices = endpoint({
  method: "get",
  path: "/v2/clients/{client}/invoices",
  summary: "Invoices of every contract, as a map contract id → invoices (newest first)",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: InvoicesByContract,
});

export const listClientContracts = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts",
  summary: "Contracts of the client (quotes excluded), optionally with their signable documents and next payment",
  description: "A contract of type `quote` that is not signed is a quote (SPEC section 4): it is listed by the quote calls, not here.",
  tags: ["contracts"],
  auth: "client",
  params: ClientParams,
  query: ContractsQuery,
  response: ContractList,
});

export const listClientNotifications = endpoint({
  method: "get",
  path: "/v2/clients/{client}/notifications",
  summary: "Notifications of the client, newest first",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: NotificationList,
});

export const listClientCertificates = endpoint({
  method: "get",
  path: "/v2/clients/{client}/certificates",
  summary: "Insurance certificates, grouped by contract",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: ClientCertificates,
});

export const listClientMenus = endpoint({
  method: "get",
  path: "/v2/clients/{client}/menus",
  summary: "The menu of each contract, in the session's space (private with personal_access, else customer)",
  tags: ["contracts"],
  auth: "client",
  params: ClientParams,
  query: LangQuery,
  response: ClientMenus,
});

export const listClientServices = endpoint({
  method: "get",
  path: "/v2/clients/{client}/services",
  summary: "Services offered to the client by the brand",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: ServiceList,
});

export const listAvailableProducts = endpoint({
  method: "get",
  path: "/v2/clients/{client}/products/available",
  summary: "Products the client can subscribe to or ask a quote for",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  response: ProductList,
});
