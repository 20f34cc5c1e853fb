import type { z } from "zod";
import type { ContactRequestBody, ContactRequestInput, RightsExerciseBody, RightsExerciseInput } from "../../../../contract/wire/client-space";
import type { ContactSlotsBody, PublicContactBody, PublicContactInput, RightsExerciseList } from "../../../../contract/wire/requests";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

export type ContactSlots = z.output<typeof ContactSlotsBody>;
export type RightsExercise = z.output<typeof RightsExerciseList>[number];

/** What a client or a visitor asks the broker for: a callback (SPEC section 7 "requests/contact"), a data-rights request ("rights-exercise"). */
export function requestCalls(client: V2Client) {
  return {
    requestContact: (clientId: string, input: z.input<typeof ContactRequestInput>, idempotencyKey?: string) =>
      client.post<z.output<typeof ContactRequestBody>>(`clients/${segment(clientId)}/requests/contact`, input, { idempotencyKey }),
    /** The callback days of the brand's country and the hour ranges (no session needed). */
    contactSlots: () => client.get<ContactSlots>("requests/contact/slots"),
    /** The open contact form, signed out (or a prospect, who has no client record). */
    requestPublicContact: (input: z.input<typeof PublicContactInput>, idempotencyKey?: string) =>
      client.post<z.output<typeof PublicContactBody>>("requests/contact", input, { idempotencyKey }),
    /** The callback the confirmation and the calendar file say (the client's own, or an open form's by its reference); 404 for any other. */
    contactRequest: (clientId: string, requestId: string) =>
      client.get<z.output<typeof ContactRequestBody>>(`clients/${segment(clientId)}/requests/contact/${segment(requestId)}`),
    publicContactRequest: (reference: string) => client.get<z.output<typeof PublicContactBody>>(`requests/contact/received/${segment(reference)}`),
    requestRightsExercise: (clientId: string, input: z.input<typeof RightsExerciseInput>, idempotencyKey?: string) =>
      client.post<z.output<typeof RightsExerciseBody>>(`clients/${segment(clientId)}/rights-exercise`, input, { idempotencyKey }),
    rightsExercises: (clientId: string) => client.get<RightsExercise[]>(`clients/${segment(clientId)}/rights-exercise`),
    /** `format`: json or pdf; `lang`: the PDF's language (decision 0090). */
    downloadRightsExport: (clientId: string, requestId: string, format: "json" | "pdf", lang: string) =>
      client.download(`clients/${segment(clientId)}/rights-exercise/${segment(requestId)}/data`, { query: { format, lang } }),
  };
}
