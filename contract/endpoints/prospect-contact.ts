/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/prospect-contact.ts. */
import { endpoint } from "../endpoint";
import { ClientParams } from "../wire/common";
import { ProspectContactBody, ProspectContactInput } from "../wire/prospect";

const tags = ["client"];

export const getProspectContact = endpoint({
  method: "get",
  path: "/v2/clients/{client}/contact-details",
  summary: "A prospect's contact details (civility, names, e-mail, mobile phone)",
  tags,
  auth: "customer",
  params: ClientParams,
  response: ProspectContactBody,
});

export const updateProspectContact = endpoint({
  method: "put",
  path: "/v2/clients/{client}/contact-details",
  summary: "Update a prospect's contact details",
  description:
    "Names and civility are the account's; the e-mail is the prospect's contact address (the login is unchanged). The phone is changed by SMS confirmation only.",
  tags,
  auth: "customer",
  params: ClientParams,
  body: ProspectContactInput,
  response: ProspectContactBody,
});
