/** A prospect's contact details (issue 28: the prospect's profile page). Plain zod only. */
import { z } from "zod";
import { singleLineString } from "./common";

/**
 * What a prospect sees and edits of themselves: civility and names (their account),
 * the e-mail the broker writes to about their quotes (the prospect record; the login
 * is not changed), and the mobile phone, read only here: it is confirmed by SMS code.
 */
export const ProspectContactBody = z.object({
  id: z.string(),
  status: z.enum(["M", "F"]).nullable(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type ProspectContactBody = z.infer<typeof ProspectContactBody>;

export const ProspectContactInput = z.object({
  contact: z.object({
    status: z.enum(["M", "F"]).nullable().optional(),
    firstname: singleLineString().trim().min(1).max(100),
    lastname: singleLineString().trim().min(1).max(100),
    email: z.email().max(254),
  }),
});
