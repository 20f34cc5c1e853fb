/**
 * The end user's address, set by server.ts on every request (overwriting
 * anything the browser sent), for rate limits here and at the broker.
 */
export const clientAddressHeader = "x-portal-client-address";

export function clientAddress(request: Request): string | null {
  return request.headers.get(clientAddressHeader) || null;
}
