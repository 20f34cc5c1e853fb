import { isIP } from "node:net";

/**
 * TRUST_PROXY: which peers may tell the portal the visitor's address and
 * protocol (X-Forwarded-For, X-Forwarded-Proto, X-Forwarded-Host), in the
 * forms Express's `trust proxy` takes. Anything a visitor can forge must not
 * count: by default no peer is trusted and the socket address is the
 * visitor's (docs/decisions/0023).
 *
 * - `none`, `false`, `0` or empty: trust nobody.
 * - a hop count (`1`, `2`): the last N addresses of X-Forwarded-For are proxies.
 * - a comma-separated list of addresses, CIDR ranges (`10.0.0.0/8`,
 *   `fd00::/8`, `10.0.0.0/255.0.0.0`) and the names `loopback`, `linklocal`,
 *   `uniquelocal`.
 *
 * `true` (Express: trust every hop) is refused: the left-most X-Forwarded-For
 * entry would then be the visitor's own choice, and every per-address limit
 * could be dodged.
 */
export type TrustProxy = false | number | string[];

const names = new Set(["loopback", "linklocal", "uniquelocal"]);

function isIpv4Mask(value: string): boolean {
  if (isIP(value) !== 4) return false;
  const bits = value
    .split(".")
    .map((part) => Number(part).toString(2).padStart(8, "0"))
    .join("");
  return /^1*0*$/.test(bits);
}

function validEntry(entry: string): boolean {
  if (names.has(entry)) return true;
  const [address, range, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIpv4Mask(range);
}

export type TrustProxyResult = { ok: true; value: TrustProxy } | { ok: false; message: string };

export function parseTrustProxy(raw: string | undefined): TrustProxyResult {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "none" || value === "false") return { ok: true, value: false };
  if (value === "true") {
    return { ok: false, message: "TRUST_PROXY=true would trust every hop (visitors choose their own address): give a hop count or the proxies' addresses" };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? { ok: true, value: false } : { ok: true, value: hops };
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !validEntry(entry));
  if (entries.length === 0 || invalid.length > 0) {
    return {
      ok: false,
      message: `TRUST_PROXY must be none, a hop count, or addresses, CIDR ranges, loopback, linklocal, uniquelocal (not ${invalid.join(", ") || value})`,
    };
  }
  return { ok: true, value: entries };
}
