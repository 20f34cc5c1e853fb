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
import type { V2Client } from "~/utils/v2/client.server";
import type { ContractMenu } from "~/utils/v2/api/contracts.server";
import { segment } from "~/utils/v2/api/segment";

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
  const base = (clientId: string, contractId: string) => `clients/${segment(clientId)}/contracts/${segment(contractId)}`;
  return {
    contractMenu: (clientId: string, contractId: string, space: z.output<typeof MenuSpace>, lang: string) =>
      client.get<ContractMenu>(`${base(clientId, contractId)}/menus/${space}`, { query: { lang } }),
    contractDetails: (clientId: string, contractId: string) => client.get<ContractDetails>(`${base(clientId, contractId)}/details`),
    contractDocuments: (clientId: string, contractId: string) => client.get<ContractDocuments>(`${base(clientId, contractId)}/documents`),
    /** In the page's language `lang` when the broker draws it (decision 0090). */
    downloadContractDocument: (clientId: string, contractId: string, documentId: string, lang: string) =>
      client.download(`${base(clientId, contractId)}/documents/${segment(documentId)}`, { query: { lang } }),
    garage: (clientId: string, contractId: string) => client.get<Garage>(`${base(clientId, contractId)}/garage`),
    garageCars: (clientId: string, contractId: string) => client.get<Vehicle[]>(`${base(clientId, contractId)}/garage/cars`),
    recipients: (clientId: string, contractId: string) => client.get<Recipient[]>(`${base(clientId, contractId)}/recipients`),
    pendingAmendments: (clientId: string, contractId: string) => client.get<Amendment[]>(`${base(clientId, contractId)}/pending-amendments`),
    approveAmendment: (clientId: string, contractId: string, amendmentId: string) =>
      client.post<Amendment>(`${base(clientId, contractId)}/amendments`, { amendment_id: amendmentId }),
    contractNotifications: (clientId: string, contractId: string) => client.get<ContractNotification[]>(`${base(clientId, contractId)}/notifications`),
    requiredDocuments: (clientId: string, contractId: string) => client.get<RequiredDocument[]>(`${base(clientId, contractId)}/documents-required`),
    /** Exactly one file under `file` (SPEC section 5); the broker reads its type from its first bytes. */
    uploadRequiredDocument: (clientId: string, contractId: string, requiredId: string, file: File, idempotencyKey?: string) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return client.postForm<RequiredDocument>(`${base(clientId, contractId)}/documents-required/${segment(requiredId)}`, form, { idempotencyKey });
    },
    downloadRequiredDocument: (clientId: string, contractId: string, requiredId: string) =>
      client.download(`${base(clientId, contractId)}/documents-required/${segment(requiredId)}`),
    signableDocument: (clientId: string, contractId: string, documentId: string) =>
      client.get<SignableDocument>(`${base(clientId, contractId)}/signable/${segment(documentId)}`),
    startSigning: (clientId: string, contractId: string, documentId: string, redirects: SigningRedirects, lang: string) =>
      client.post<SigningStarted>(`${base(clientId, contractId)}/signable/${segment(documentId)}/sign`, redirects, { query: { lang } }),
    confirmSigned: (clientId: string, contractId: string, documentId: string) =>
      client.post<SignableDocument>(`${base(clientId, contractId)}/signable/${segment(documentId)}/signed`),
  };
}
