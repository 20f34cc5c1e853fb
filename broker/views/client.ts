import type { ClientBody } from "../../contract/wire/client";
import type { Client } from "../http/context";

/** DB client row → SPEC "Client" wire shape. */
export function toClientBody(row: Client, sessionId: string | null): ClientBody {
  return {
    id: row.id,
    sessionId,
    siret: row.siret,
    name: row.name,
    naf: row.naf,
    owner_status: row.ownerStatus,
    owner_firstname: row.ownerFirstname,
    owner_lastname: row.ownerLastname,
    owner_function: row.ownerFunction,
    owner_function_label: row.ownerFunctionLabel,
    employees: row.employees,
    cadres: row.cadres,
    postal_code: row.postalCode,
    city: row.city,
    address: row.address,
    additional_address: row.additionalAddress,
    legal_form: row.legalForm,
    email: row.email,
    phone: row.phone,
    choice_cadres: row.choiceCadres,
    choice_no_cadres: row.choiceNoCadres,
    app_partner: row.appPartner,
    id_agent: row.idAgent,
    ga_id: row.gaId,
    tags: row.tags,
    type: row.type,
    is_agent: row.isAgent,
    source: row.source,
    relevant_tags: row.relevantTags,
    activity: row.activity,
    function: row.function,
  };
}
