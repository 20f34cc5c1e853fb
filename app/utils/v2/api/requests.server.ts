import type { z } from "zod";
import type { ContactRequestBody, ContactRequestInput } from "../../../../broker/wire/client-space";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

/** What a client asks the broker for: a callback (SPEC section 7 "requests/contact"). */
export function requestCalls(client: V2Client) {
  return {
    requestContact: (clientId: string, input: z.input<typeof ContactRequestInput>, idempotencyKey?: string) =>
      client.post<z.output<typeof ContactRequestBody>>(`clients/${segment(clientId)}/requests/contact`, input, { idempotencyKey }),
  };
}
