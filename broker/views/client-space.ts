/** DB rows → wire shapes of wire/client-space.ts. */
import type { delegations } from "../db/schema";

export function toDelegationBody(row: (typeof delegations)["$inferSelect"]) {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    function: row.function,
    created_at: row.createdAt,
  };
}
