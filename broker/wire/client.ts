import { z } from "zod";

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

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** SPEC section 3 "Profile" form, as sent by PUT clients/{client}. */
export const ProfileInput = z.object({
  status: z.enum(["M", "F"]).optional(),
  firstname: z.string().trim().min(1).max(100).optional(),
  lastname: z.string().trim().min(1).max(100).optional(),
  email: z.email().max(254).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 .()-]{6,20}$/, "Invalid phone number.")
    .optional(),
  activity: optionalText(200),
  function: optionalText(200),
  company_name: z.string().trim().min(1).max(200).optional(),
  /** SIRET: 14 digits; changeable only with the can_update_siret flag. */
  company_identifier: z
    .string()
    .regex(/^\d{14}$/, "Must be 14 digits.")
    .optional(),
  address: optionalText(300),
  additional_address: optionalText(300),
  postal_code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{3,10}$/, "Invalid postal code.")
    .optional(),
  city: optionalText(100),
});

export const UpdateClientInput = z.object({ profile: ProfileInput });
export type UpdateClientInput = z.infer<typeof UpdateClientInput>;
