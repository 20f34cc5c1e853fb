import type { z } from "zod";
import type { TerminationRequestBody, TerminationSettingsBody } from "../../../../contract/wire/contracts";
import type {
  PublicTerminationBody,
  PublicTerminationDraftBody,
  PublicTerminationSettingsBody,
  PublicTerminationWithdrawalBody,
} from "../../../../contract/wire/client-space";
import type { Language } from "~/utils/routing/locale";
import type { V2Client } from "~/utils/v2/client.server";
import * as termination from "../../../../contract/endpoints/contract/termination";
import * as terminationRead from "../../../../contract/endpoints/contract/termination-read";
import * as publicTermination from "../../../../contract/endpoints/termination-requests";

export type TerminationSettings = z.output<typeof TerminationSettingsBody>;
export type TerminationRequest = z.output<typeof TerminationRequestBody>;
export type PublicTerminationSettings = z.output<typeof PublicTerminationSettingsBody>;
export type PublicTerminationDraft = z.output<typeof PublicTerminationDraftBody>;
export type PublicTerminationReceived = z.output<typeof PublicTerminationBody>;
export type PublicTerminationWithdrawal = z.output<typeof PublicTerminationWithdrawalBody>;

/** The form's fields as the broker reads them (multipart), files under `file[]`. */
export type TerminationFields = Record<string, string | undefined>;

/**
 * Termination (SPEC sections 5 and 7): from a contract
 * (`terminations-requests`) and the public easy termination
 * (`termination-requests`), each in the portal's three steps: a draft the
 * broker keeps with its files, read back for the summary, then sent.
 */
export function terminationCalls(client: V2Client) {
  const of = (clientId: string, contractId: string) => ({ client: clientId, contract: contractId });
  return {
    terminationSettings: (clientId: string, contractId: string) => client.call(termination.getTerminationSettings, { params: of(clientId, contractId) }),
    terminationRequests: (clientId: string, contractId: string) => client.call(terminationRead.listTerminationRequests, { params: of(clientId, contractId) }),
    terminationRequest: (clientId: string, contractId: string, requestId: string) =>
      client.call(terminationRead.getTerminationRequest, { params: { ...of(clientId, contractId), request: requestId } }),
    saveTerminationDraft: (clientId: string, contractId: string, fields: TerminationFields, files: readonly File[], idempotencyKey?: string) =>
      client.call(termination.saveTerminationDraft, { params: of(clientId, contractId), body: { ...fields, "file[]": [...files] }, idempotencyKey }),
    submitTermination: (clientId: string, contractId: string, requestId: string, locale: string, idempotencyKey?: string) =>
      client.call(termination.submitTerminationDraft, { params: { ...of(clientId, contractId), request: requestId }, body: { locale }, idempotencyKey }),
    /** A public request the holder did not make, withdrawn from the tab (decision 0173). */
    withdrawTermination: (clientId: string, contractId: string, requestId: string) =>
      client.call(terminationRead.withdrawTerminationRequest, { params: { ...of(clientId, contractId), request: requestId } }),
    /** In the page's language `lang` (decision 0090). */
    downloadTerminationAcknowledgement: (clientId: string, contractId: string, requestId: string, lang: Language) =>
      client.download(terminationRead.downloadTerminationAcknowledgement, { params: { ...of(clientId, contractId), request: requestId }, query: { lang } }),

    publicTerminationSettings: () => client.call(publicTermination.getPublicTerminationSettings, {}),
    savePublicTerminationDraft: (fields: TerminationFields, files: readonly File[], idempotencyKey?: string) =>
      client.call(publicTermination.savePublicTerminationDraft, { body: { ...fields, "file[]": [...files] }, idempotencyKey }),
    publicTerminationDraft: (reference: string) => client.call(publicTermination.getPublicTerminationDraft, { params: { reference } }),
    submitPublicTermination: (reference: string, locale: string, idempotencyKey?: string) =>
      client.call(publicTermination.submitPublicTerminationDraft, { params: { reference }, body: { locale }, idempotencyKey }),
    /** What the confirmation says: the request just sent, by its reference (404 for any other address). */
    publicTerminationReceived: (reference: string) => client.call(publicTermination.getPublicTerminationReceived, { params: { reference } }),
    /** The acknowledgement e-mail's link: the request, who filed it, whether it may be withdrawn. */
    publicTerminationWithdrawal: (token: string) => client.call(publicTermination.getPublicTerminationWithdrawal, { params: { token } }),
    withdrawPublicTermination: (token: string) => client.call(publicTermination.withdrawPublicTermination, { params: { token } }),
  };
}
