/** Endpoints declared once (contract/endpoint.ts); their handlers are in broker/routes/client/requests.ts. */
import { endpoint } from "../../endpoint";
import { ContactSlotsBody, PublicContactInput, PublicContactBody } from "../../wire/requests";
import { ClientParams } from "../../wire/common";
import { ContactRequestInput, ContactRequestBody } from "../../wire/client-space";
import { z } from "zod";

const ContactRequestParams = ClientParams.extend({ request: z.string().min(1).max(64) });

const PublicContactParams = z.object({ reference: z.string().min(1).max(64) });

export const contactSlots = endpoint({
  method: "get",
  path: "/v2/requests/contact/slots",
  summary: "The callback days (working days of the brand's country from the next one) and hour ranges",
  tags: ["client"],
  auth: "brand",
  response: ContactSlotsBody,
});

export const createContactRequest = endpoint({
  method: "post",
  path: "/v2/clients/{client}/requests/contact",
  summary: "Ask to be called back (one of the days offered, in one of the hour ranges)",
  tags: ["client"],
  auth: "client",
  params: ClientParams,
  body: ContactRequestInput,
  response: ContactRequestBody,
  status: 201,
});

export const createPublicContactRequest = endpoint({
  method: "post",
  path: "/v2/requests/contact",
  summary: "The open contact form: anyone asks to be called back (no session)",
  description: "Rate-limited per address. Stored for the brand, without a client: the call centre matches it.",
  tags: ["client"],
  auth: "brand",
  body: PublicContactInput,
  response: PublicContactBody,
  status: 201,
});

/**
 * The contact page's confirmation and its calendar file read the callback
 * asked for here, never from their address (issue 41, decision 0172): the
 * client's own request in its scope, or an open form's request of the
 * brand by its reference (80 random bits, an answer with no personal data)
 * until its callback day has passed. Anything else is 404.
 */
export const getContactRequest = endpoint({
  method: "get",
  path: "/v2/clients/{client}/requests/contact/{request}",
  summary: "A callback the client asked for (the confirmation and its calendar file)",
  tags: ["client"],
  auth: "client",
  params: ContactRequestParams,
  response: ContactRequestBody,
});

export const getPublicContactRequest = endpoint({
  method: "get",
  path: "/v2/requests/contact/received/{reference}",
  summary: "A callback asked for with the open form, by its reference (the confirmation and its calendar file); 404 once its day has passed",
  tags: ["client"],
  auth: "brand",
  params: PublicContactParams,
  response: PublicContactBody,
});
