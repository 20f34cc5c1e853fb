import type { z } from "zod";
import type { TerminationRequestBody, TerminationSettingsBody } from "../../../../contract/wire/contracts";
import type {
  PublicTerminationBody,
  PublicTerminationDraftBody,
  PublicTerminationSettingsBody,
  PublicTerminationWithdrawalBody,
} from "../../../../contract/wire/client-space";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

export type TerminationSettings = z.output<typeof TerminationSettingsBody>;
export type TerminationRequest = z.output<typeof TerminationRequestBody>;
export type PublicTerminationSettings = z.output<typeof PublicTerminationSettingsBody>;
export type PublicTerminationDraft = z.output<typeof PublicTerminationDraftBody>;
export type PublicTerminationReceived = z.output<typeof PublicTerminationBody>;
export type PublicTerminationWithdrawal = z.output<typeof PublicTerminationWithdrawalBody>;

/** The form's fields as the broker reads them (multipart), files under `file[]`. */
export type TerminationFields = Record<string, string | undefined>;

function multipart(fields: TerminationFields, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of files) form.append("file[]", file, file.name);
  return form;
}

/**
 * Termination (SPEC sections 5 and 7): from a contract
 * (`terminations-requests`) and the public easy termination
 * (`termination-requests`), each in the portal's three steps: a draft the
 * broker keeps with its files, read back for the summary, then sent.
 */
export function terminationCalls(client: V2Client) {
  const base = (clientId: string, contractId: string) => `clients/${segment(clientId)}/contracts/${segment(contractId)}/terminations-requests`;
  return {
    terminationSettings: (clientId: string, contractId: string) => client.get<TerminationSettings>(`${base(clientId, contractId)}/settings`),
    terminationRequests: (clientId: string, contractId: string) => client.get<TerminationRequest[]>(base(clientId, contractId)),
    terminationRequest: (clientId: string, contractId: string, requestId: string) =>
      client.get<TerminationRequest>(`${base(clientId, contractId)}/${segment(requestId)}`),
    saveTerminationDraft: (clientId: string, contractId: string, fields: TerminationFields, files: readonly File[], idempotencyKey?: string) =>
      client.postForm<TerminationRequest>(`${base(clientId, contractId)}/drafts`, multipart(fields, files), { idempotencyKey }),
    submitTermination: (clientId: string, contractId: string, requestId: string, locale: string, idempotencyKey?: string) =>
      client.post<TerminationRequest>(`${base(clientId, contractId)}/${segment(requestId)}/submit`, { locale }, { idempotencyKey }),
    /** A public request the holder did not make, withdrawn from the tab (decision 0173). */
    withdrawTermination: (clientId: string, contractId: string, requestId: string) =>
      client.post<TerminationRequest>(`${base(clientId, contractId)}/${segment(requestId)}/withdraw`, {}),
    /** In the page's language `lang` (decision 0090). */
    downloadTerminationAcknowledgement: (clientId: string, contractId: string, requestId: string, lang: string) =>
      client.download(`${base(clientId, contractId)}/${segment(requestId)}/acknowledgement`, { query: { lang } }),

    publicTerminationSettings: () => client.get<PublicTerminationSettings>("termination-requests/settings"),
    savePublicTerminationDraft: (fields: TerminationFields, files: readonly File[], idempotencyKey?: string) =>
      client.postForm<PublicTerminationDraft>("termination-requests/drafts", multipart(fields, files), { idempotencyKey }),
    publicTerminationDraft: (reference: string) => client.get<PublicTerminationDraft>(`termination-requests/drafts/${segment(reference)}`),
    submitPublicTermination: (reference: string, locale: string, idempotencyKey?: string) =>
      client.post<PublicTerminationReceived>(`termination-requests/drafts/${segment(reference)}/submit`, { locale }, { idempotencyKey }),
    /** What the confirmation says: the request just sent, by its reference (404 for any other address). */
    publicTerminationReceived: (reference: string) => client.get<PublicTerminationReceived>(`termination-requests/received/${segment(reference)}`),
    /** The acknowledgement e-mail's link: the request, who filed it, whether it may be withdrawn. */
    publicTerminationWithdrawal: (token: string) => client.get<PublicTerminationWithdrawal>(`termination-requests/withdrawals/${segment(token)}`),
    withdrawPublicTermination: (token: string) => client.post<PublicTerminationWithdrawal>(`termination-requests/withdrawals/${segment(token)}`, {}),
  };
}
