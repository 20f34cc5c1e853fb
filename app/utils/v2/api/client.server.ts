import type { z } from "zod";
import type { ClientBody, ProfileInput } from "../../../../contract/wire/client";
import type { V2Client } from "~/utils/v2/client.server";
import * as clients from "../../../../contract/endpoints/clients";

export type Client = z.output<typeof ClientBody>;
export type Profile = z.input<typeof ProfileInput>;

/** The client record the profile edits (GET and PUT clients/{client}). */
export function clientCalls(client: V2Client) {
  return {
    client: (clientId: string) => client.call(clients.getClient, { params: { client: clientId } }),
    updateClient: (clientId: string, profile: Profile) => client.call(clients.updateClient, { params: { client: clientId }, body: { profile } }),
  };
}
