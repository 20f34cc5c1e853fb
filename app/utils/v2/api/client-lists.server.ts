import type { z } from "zod";
import type { ClaimListBody } from "../../../../contract/wire/claims";
import type { ClientCertificates, ProductList, ServiceList } from "../../../../contract/wire/client-space";
import type { NotificationList } from "../../../../contract/wire/contracts";
import type { V2Client } from "~/utils/v2/client.server";
import { segment } from "~/utils/v2/api/segment";

export type CertificatesByContract = z.output<typeof ClientCertificates>;
export type Product = z.output<typeof ProductList>[number];
export type Service = z.output<typeof ServiceList>[number];
export type Claim = z.output<typeof ClaimListBody>[number];

/** The client's lists across contracts (SPEC section 7 "Client"): what the dashboard and the certificates page read. */
export function clientListCalls(client: V2Client) {
  const base = (clientId: string) => `clients/${segment(clientId)}`;
  return {
    notifications: (clientId: string) => client.get<z.output<typeof NotificationList>>(`${base(clientId)}/notifications`),
    certificates: (clientId: string) => client.get<CertificatesByContract>(`${base(clientId)}/certificates`),
    /** In the page's language `lang` when the broker draws it (decision 0090). */
    downloadCertificate: (clientId: string, contractId: string, certificateId: string, lang: string) =>
      client.download(`${base(clientId)}/contracts/${segment(contractId)}/certificates/${segment(certificateId)}`, { query: { lang } }),
    services: (clientId: string) => client.get<Service[]>(`${base(clientId)}/services`),
    availableProducts: (clientId: string) => client.get<Product[]>(`${base(clientId)}/products/available`),
    claims: (clientId: string) => client.get<Claim[]>(`${base(clientId)}/claims`),
  };
}
