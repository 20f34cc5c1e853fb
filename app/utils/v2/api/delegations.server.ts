import type { z } from "zod";
import type { CreateDelegationInput, DelegationBody, DelegationList } from "../../../../contract/wire/client-space";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

export type Delegation = z.output<typeof DelegationBody>;

/** Access delegations (SPEC section 7: POST, GET and DELETE clients/{client}/delegations). */
export function delegationCalls(client: V2Client) {
  return {
    delegations: (clientId: string) => client.get<z.output<typeof DelegationList>>(`clients/${segment(clientId)}/delegations`),
    createDelegation: (clientId: string, input: z.input<typeof CreateDelegationInput>, idempotencyKey?: string) =>
      client.post<Delegation>(`clients/${segment(clientId)}/delegations`, input, { idempotencyKey }),
    revokeDelegation: (clientId: string, id: string) => client.delete<Record<string, never>>(`clients/${segment(clientId)}/delegations/${segment(id)}`),
  };
}
