import type { z } from "zod";
import type { ContactRequestInput, RightsExerciseInput } from "../../../../contract/wire/client-space";
import type { ContactSlotsBody, PublicContactInput, RightsExerciseList } from "../../../../contract/wire/requests";
import type { Language } from "~/utils/routing/locale";
import type { V2Client } from "~/utils/v2/client.server";
import * as requests from "../../../../contract/endpoints/client/requests";
import * as rights from "../../../../contract/endpoints/client/rights";

export type ContactSlots = z.output<typeof ContactSlotsBody>;
export type RightsExercise = z.output<typeof RightsExerciseList>[number];

/** What a client or a visitor asks the broker for: a callback (SPEC section 7 "requests/contact"), a data-rights request ("rights-exercise"). */
export function requestCalls(client: V2Client) {
  return {
    requestContact: (clientId: string, input: z.input<typeof ContactRequestInput>, idempotencyKey?: string) =>
      client.call(requests.createContactRequest, { params: { client: clientId }, body: input, idempotencyKey }),
    /** The callback days of the brand's country and the hour ranges (no session needed). */
    contactSlots: () => client.call(requests.contactSlots, {}),
    /** The open contact form, signed out (or a prospect, who has no client record). */
    requestPublicContact: (input: z.input<typeof PublicContactInput>, idempotencyKey?: string) =>
      client.call(requests.createPublicContactRequest, { body: input, idempotencyKey }),
    /** The callback the confirmation and the calendar file say (the client's own, or an open form's by its reference); 404 for any other. */
    contactRequest: (clientId: string, requestId: string) => client.call(requests.getContactRequest, { params: { client: clientId, request: requestId } }),
    publicContactRequest: (reference: string) => client.call(requests.getPublicContactRequest, { params: { reference } }),
    requestRightsExercise: (clientId: string, input: z.input<typeof RightsExerciseInput>, idempotencyKey?: string) =>
      client.call(rights.createRightsExercise, { params: { client: clientId }, body: input, idempotencyKey }),
    rightsExercises: (clientId: string) => client.call(rights.listRightsExercises, { params: { client: clientId } }),
    /** `format`: json or pdf; `lang`: the PDF's language (decision 0090). */
    downloadRightsExport: (clientId: string, requestId: string, format: "json" | "pdf", lang: Language) =>
      client.download(rights.downloadRightsExport, { params: { client: clientId, id: requestId }, query: { format, lang } }),
  };
}
