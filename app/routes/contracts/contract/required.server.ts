import type { RequiredDocumentLinks, SendRequiredFile } from "~/utils/forms/required-documents.server";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";
import { contractIdOf } from "./contract-tabs.server";

/** A contract's required document: its file back and its upload address, under the contract's tabs. */
export const contractRequiredLinks = (contractId: string, locale: Locale): RequiredDocumentLinks => ({
  file: (requiredId) => href("contract-required-file", { id: contractId, requiredId }, locale),
  upload: (requiredId) => href("contract-required-upload", { id: contractId, requiredId }, locale),
});

/** The upload (`uploadRequiredDocument`), sent to the contract's required document. */
export const sendToContract: SendRequiredFile = ({ api, user }, args, requiredId, file, key) =>
  api.uploadRequiredDocument(user.clientId, contractIdOf(args.params), requiredId, file, key);
