import type { z } from "zod";
import type { ClaimListBody } from "../../../../contract/wire/claims";
import type { ClientCertificates, ProductList, ServiceList } from "../../../../contract/wire/client-space";
import type { Language } from "~/utils/routing/locale";
import type { V2Client } from "~/utils/v2/client.server";
import * as claims from "../../../../contract/endpoints/claims";
import * as lists from "../../../../contract/endpoints/client/lists";
import * as files from "../../../../contract/endpoints/contract/files";

export type CertificatesByContract = z.output<typeof ClientCertificates>;
export type Product = z.output<typeof ProductList>[number];
export type Service = z.output<typeof ServiceList>[number];
export type Claim = z.output<typeof ClaimListBody>[number];

/** The client's lists across contracts (SPEC section 7 "Client"): what the dashboard and the certificates page read. */
export function clientListCalls(client: V2Client) {
  return {
    notifications: (clientId: string) => client.call(lists.listClientNotifications, { params: { client: clientId } }),
    certificates: (clientId: string) => client.call(lists.listClientCertificates, { params: { client: clientId } }),
    /** In the page's language `lang` when the broker draws it (decision 0090). */
    downloadCertificate: (clientId: string, contractId: string, certificateId: string, lang: Language) =>
      client.download(files.downloadCertificate, { params: { client: clientId, contract: contractId, certificate: certificateId }, query: { lang } }),
    services: (clientId: string) => client.call(lists.listClientServices, { params: { client: clientId } }),
    availableProducts: (clientId: string) => client.call(lists.listAvailableProducts, { params: { client: clientId } }),
    claims: (clientId: string) => client.call(claims.listClaims, { params: { client: clientId } }),
  };
}
