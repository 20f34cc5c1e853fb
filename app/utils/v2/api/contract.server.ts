import type { z } from "zod";
import type {
  AmendmentList,
  ContractDetailsBody,
  ContractDocumentList,
  GarageBody,
  MenuSpace,
  NotificationList,
  RecipientList,
  RequiredDocumentList,
  VehicleList,
} from "../../../../contract/wire/contracts";
import type { SignableDocumentBody, SignDocumentInput, SignDocumentStartedBody } from "../../../../contract/wire/payments";
import type { Language } from "~/utils/routing/locale";
import type { V2Client } from "~/utils/v2/client.server";
import * as files from "../../../../contract/endpoints/contract/files";
import * as read from "../../../../contract/endpoints/contract/read";
import * as recipients from "../../../../contract/endpoints/contract/recipients";
import * as requiredDocuments from "../../../../contract/endpoints/contract/required-documents";
import * as resources from "../../../../contract/endpoints/contract/resources";
import * as signable from "../../../../contract/endpoints/contract/signable";

export type ContractDetails = z.output<typeof ContractDetailsBody>;
export type ContractDocuments = z.output<typeof ContractDocumentList>;
export type ContractDocument = ContractDocuments["documents"][number];
export type Vehicle = z.output<typeof VehicleList>[number];
export type Garage = z.output<typeof GarageBody>;
export type Amendment = z.output<typeof AmendmentList>[number];
export type ContractNotification = z.output<typeof NotificationList>[number];
export type Recipient = z.output<typeof RecipientList>[number];
export type RequiredDocument = z.output<typeof RequiredDocumentList>[number];
export type SignableDocument = z.output<typeof SignableDocumentBody>;
export type SigningRedirects = z.input<typeof SignDocumentInput>;
export type SigningStarted = z.output<typeof SignDocumentStartedBody>;

/** One contract's pages: everything under clients/{client}/contracts/{contract} (SPEC section 7 "Contract"). */
export function contractPageCalls(client: V2Client) {
  const of = (clientId: string, contractId: string) => ({ client: clientId, contract: contractId });
  return {
    contractMenu: (clientId: string, contractId: string, space: z.output<typeof MenuSpace>, lang: Language) =>
      client.call(read.getContractMenu, { params: { ...of(clientId, contractId), space }, query: { lang } }),
    contractDetails: (clientId: string, contractId: string) => client.call(read.getContractDetails, { params: of(clientId, contractId) }),
    contractDocuments: (clientId: string, contractId: string) => client.call(files.listContractDocuments, { params: of(clientId, contractId) }),
    /** In the page's language `lang` when the broker draws it (decision 0090). */
    downloadContractDocument: (clientId: string, contractId: string, documentId: string, lang: Language) =>
      client.download(files.downloadDocument, { params: { ...of(clientId, contractId), document: documentId }, query: { lang } }),
    garage: (clientId: string, contractId: string) => client.call(resources.getGarage, { params: of(clientId, contractId) }),
    garageCars: (clientId: string, contractId: string) => client.call(resources.listGarageCars, { params: of(clientId, contractId) }),
    recipients: (clientId: string, contractId: string) => client.call(recipients.listRecipients, { params: of(clientId, contractId) }),
    pendingAmendments: (clientId: string, contractId: string) => client.call(read.listPendingAmendments, { params: of(clientId, contractId) }),
    approveAmendment: (clientId: string, contractId: string, amendmentId: string) =>
      client.call(read.approveAmendment, { params: of(clientId, contractId), body: { amendment_id: amendmentId } }),
    contractNotifications: (clientId: string, contractId: string) => client.call(read.listContractNotifications, { params: of(clientId, contractId) }),
    requiredDocuments: (clientId: string, contractId: string) => client.call(requiredDocuments.listRequiredDocuments, { params: of(clientId, contractId) }),
    /** Exactly one file under `file` (SPEC section 5); the broker reads its type from its first bytes. */
    uploadRequiredDocument: (clientId: string, contractId: string, requiredId: string, file: File, idempotencyKey?: string) =>
      client.call(requiredDocuments.uploadRequiredDocument, {
        params: { ...of(clientId, contractId), requiredDocument: requiredId },
        body: { file },
        idempotencyKey,
      }),
    downloadRequiredDocument: (clientId: string, contractId: string, requiredId: string) =>
      client.download(requiredDocuments.downloadRequiredDocument, { params: { ...of(clientId, contractId), requiredDocument: requiredId } }),
    signableDocument: (clientId: string, contractId: string, documentId: string) =>
      client.call(signable.getSignable, { params: { ...of(clientId, contractId), id: documentId } }),
    startSigning: (clientId: string, contractId: string, documentId: string, redirects: SigningRedirects, lang: Language) =>
      client.call(signable.signDocument, { params: { ...of(clientId, contractId), id: documentId }, query: { lang }, body: redirects }),
    confirmSigned: (clientId: string, contractId: string, documentId: string) =>
      client.call(signable.markSigned, { params: { ...of(clientId, contractId), id: documentId } }),
  };
}
