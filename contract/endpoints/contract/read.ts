/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/contract/read.ts. */
import { endpoint } from "../../endpoint";
import {
  ContractParams,
  ContractBody,
  MenuParams,
  ContractMenuBody,
  ContractDetailsBody,
  AmendmentList,
  ApproveAmendmentInput,
  AmendmentBody,
  PaymentList,
  InvoiceList,
  NotificationList,
  PlanningList,
  DisputeParams,
  DisputeDataBody,
} from "../../wire/contracts";
import { LangQuery } from "../../wire/common";

const tags = ["contracts"];

export const getContract = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}",
  summary: "The contract, with its payments, next payment, plannings, invoices, notifications and signable documents",
  tags,
  auth: "client",
  params: ContractParams,
  response: ContractBody,
});

export const getContractMenu = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/menus/{space}",
  summary: "Tabs of the contract page for a space (customer, or private with the personal_access flag)",
  description: "The private space is only served to sessions with personal_access; otherwise it answers 404.",
  tags,
  auth: "client",
  params: MenuParams,
  query: LangQuery,
  response: ContractMenuBody,
});

export const getContractDetails = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/details",
  summary: "Contract details (the details tab): terms, dates, billing and holder",
  tags,
  auth: "client",
  params: ContractParams,
  response: ContractDetailsBody,
});

export const listPendingAmendments = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/pending-amendments",
  summary: "Pending endorsements waiting for the client's approval",
  tags,
  auth: "client",
  params: ContractParams,
  response: AmendmentList,
});

export const approveAmendment = endpoint({
  method: "post",
  path: "/v2/clients/{client}/contracts/{contract}/amendments",
  summary: "Approve a pending endorsement",
  description: "Body `amendment_id`. An id of another contract or client is a 404; an amendment no longer pending is a 422 on `amendment_id`.",
  tags,
  auth: "client",
  params: ContractParams,
  body: ApproveAmendmentInput,
  response: AmendmentBody,
});

export const listContractPayments = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/payments",
  summary: "Payments of the contract, newest first",
  tags,
  auth: "client",
  params: ContractParams,
  response: PaymentList,
});

export const listContractInvoices = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/invoices",
  summary: "Invoices of the contract, newest first",
  tags,
  auth: "client",
  params: ContractParams,
  response: InvoiceList,
});

export const listContractNotifications = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/notifications",
  summary: "Notifications about the contract, newest first",
  tags,
  auth: "client",
  params: ContractParams,
  response: NotificationList,
});

export const listContractPlannings = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/plannings",
  summary: "Payment schedule of the contract, by due date",
  tags,
  auth: "client",
  params: ContractParams,
  response: PlanningList,
});

export const getDisputeData = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contracts/{contract}/payments/dispute/{dispute}/data",
  summary: "Data of a disputed payment (provider dispute id)",
  tags: ["payments"],
  auth: "client",
  params: DisputeParams,
  response: DisputeDataBody,
});
