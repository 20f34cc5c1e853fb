import type { z } from "zod";
import type { CreateDelegationInput, DelegationBody } from "../../../../contract/wire/client-space";
import type { V2Client } from "~/utils/v2/client.server";
import * as delegations from "../../../../contract/endpoints/client/delegations";

export type Delegation = z.output<typeof DelegationBody>;

/** Access delegations (SPEC section 7: POST, GET and DELETE clients/{client}/delegations). */
export function delegationCalls(client: V2Client) {
  return {
    delegations: (clientId: string) => client.call(delegations.listDelegations, { params: { client: clientId } }),
    createDelegation: (clientId: string, input: z.input<typeof CreateDelegationInput>, idempotencyKey?: string) =>
      client.call(delegations.createDelegation, { params: { client: clientId }, body: input, idempotencyKey }),
    revokeDelegation: (clientId: string, id: string) => client.call(delegations.deleteDelegation, { params: { client: clientId, id } }),
  };
}
