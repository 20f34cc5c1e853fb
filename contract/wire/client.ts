import { z } from "zod";
import { singleLineString } from "./common";

/** SPEC section 3 "Client". */
export const ClientBody = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  siret: z.string().nullable(),
  name: z.string(),
  naf: z.string().nullable(),
  owner_status: z.string().nullable(),
  owner_firstname: z.string().nullable(),
  owner_lastname: z.string().nullable(),
  owner_function: z.string().nullable(),
  owner_function_label: z.string().nullable(),
  employees: z.number().int().nullable(),
  cadres: z.number().int().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  additional_address: z.string().nullable(),
  legal_form: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  choice_cadres: z.string().nullable(),
  choice_no_cadres: z.string().nullable(),
  app_partner: z.string().nullable(),
  id_agent: z.number().int().nullable(),
  ga_id: z.string().nullable(),
  tags: z.array(z.string()),
  type: z.string().nullable(),
  is_agent: z.boolean(),
  source: z.string().nullable(),
  relevant_tags: z.array(z.string()),
  /** Profile fields (SPEC section 3 "Profile") kept on the client, so the profile form can show them. */
  activity: z.string().nullable(),
  function: z.string().nullable(),
});
export type ClientBody = z.infer<typeof ClientBody>;

/**
 * Profile fields are a partial update: an absent field is left as it is,
 * and `null` clears a field the record may hold empty (the person erased
 * it on the form). Names and the company name can be changed, never cleared.
 */
const clearable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const clearableText = (max: number) => clearable(singleLineString().trim().max(max));

/** SPEC section 3 "Profile" form, as sent by PUT clients/{client}. */
export const ProfileInput = z.object({
  status: clearable(z.enum(["M", "F"])),
  firstname: singleLineString().trim().min(1).max(100).optional(),
  lastname: singleLineString().trim().min(1).max(100).optional(),
  email: clearable(z.email().max(254)),
  phone: clearable(
    singleLineString()
      .trim()
      .regex(/^\+?[0-9 .()-]{6,20}$/, "Invalid phone number."),
  ),
  activity: clearableText(200),
  function: clearableText(200),
  company_name: singleLineString().trim().min(1).max(200).optional(),
  /**
   * The company number of the client's country (SIRET, HRB or Steuernummer, partita IVA, NIF/CIF: checked by
   * the handler with wire/company-identity.ts); changeable (or clearable) only with the can_update_siret flag.
   */
  company_identifier: clearable(singleLineString().trim().min(1).max(40)),
  address: clearableText(300),
  additional_address: clearableText(300),
  postal_code: clearable(
    singleLineString()
      .trim()
      .regex(/^[0-9A-Za-z -]{3,10}$/, "Invalid postal code."),
  ),
  // The postal code of the client's country: checked by the handler (wire/company-identity.ts).
  city: clearableText(100),
});

export const UpdateClientInput = z.object({ profile: ProfileInput });
export type UpdateClientInput = z.infer<typeof UpdateClientInput>;
