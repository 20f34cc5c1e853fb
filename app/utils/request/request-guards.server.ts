import { hasControlCharacters } from "../forms/control-characters";

/**
 * Checks on what a visitor sends, made before any page code runs (server.ts).
 * Pure: each answers from header and path values alone, so a refusal is
 * decided before any work, and the same rules hold for every page.
 */

/**
 * A Host (or trusted X-Forwarded-Host) value: a host name (labels of letters,
 * digits, hyphens; underscores for internal service names), an IPv4 address,
 * or a bracketed IPv6 address, with an optional port. Anything else cannot
 * even be made into a URL (`Host: <script>` threw inside the Remix adapter).
 */
const hostPattern = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isValidHost(value: string): boolean {
  if (value.length > 255 || !hostPattern.test(value)) return false;
  const port = /:(\d+)$/.exec(value.startsWith("[") ? value.slice(value.indexOf("]")) : value)?.[1];
  return port === undefined || Number(port) <= 65535;
}

/**
 * A path every segment of which decodes (`%E0%A4%A` and `%ff` do not) to text
 * without control characters. Such a path names no page: 404.
 */
export function hasDecodablePath(pathname: string): boolean {
  try {
    return !hasControlCharacters(decodeURIComponent(pathname), { allowWhitespace: false });
  } catch {
    return false;
  }
}

/** Methods that change something: only these are checked for their origin and may carry a body. */
export function isUnsafeMethod(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}

/** `host:port` in lower case, the default ports dropped (browsers omit them in Origin, proxies vary in Host). */
function normalHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:(?:80|443)$/, "");
}

/**
 * Whether an unsafe request comes from another site (docs/decisions/0023):
 * an Origin other than the scheme and host the request was sent to (an
 * opaque `null` origin included: http://portal is not https://portal), or,
 * without Origin, `Sec-Fetch-Site: cross-site`. Without either header (old
 * browsers, scripts) the CSRF token decides.
 */
export function isCrossSite(headers: { origin?: string | null; secFetchSite?: string | null }, host: string | null | undefined, scheme: string): boolean {
  const { origin, secFetchSite } = headers;
  if (origin !== undefined && origin !== null) {
    if (!host) return true;
    let sent: URL;
    let own: URL;
    try {
      sent = new URL(origin);
      own = new URL(`${scheme}://${normalHost(host)}`);
    } catch {
      return true;
    }
    // URL drops each scheme's default port (80 for http, 443 for https), as browsers do in Origin.
    return sent.host === "" || sent.protocol !== own.protocol || normalHost(sent.host) !== normalHost(own.host);
  }
  return secFetchSite?.trim().toLowerCase() === "cross-site";
}

/**
 * Largest body a form post may send. Plain forms are a few hundred bytes;
 * uploads (docs/decisions/0015: 10 MB a file) get room for one file plus its
 * part headers and the form's other fields.
 */
export const formBodyLimit = 64 * 1024;
export const uploadBodyLimit = 10 * 1024 * 1024 + 64 * 1024;

export function bodyLimitFor(contentType: string | null | undefined): number {
  return /^\s*multipart\/form-data\s*(?:;|$)/i.test(contentType ?? "") ? uploadBodyLimit : formBodyLimit;
}

/** A declared Content-Length over the limit: refused before one byte is read. */
export function declaredTooLarge(contentLength: string | null | undefined, limit: number): boolean {
  if (contentLength === null || contentLength === undefined || contentLength === "") return false;
  const declared = Number(contentLength);
  return !Number.isFinite(declared) || declared > limit;
}
