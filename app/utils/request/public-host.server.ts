import type { Request } from "express";

/**
 * The host (with its port) a request was addressed to: X-Forwarded-Host when
 * the peer is a trusted proxy (TRUST_PROXY), the Host header otherwise. The
 * same rule Express applies to `req.hostname`, without dropping the port,
 * which an Origin comparison and a redirect need.
 */
export function publicHost(req: Request): string | undefined {
  const trust = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const forwarded = req.get("x-forwarded-host");
  if (forwarded && trust(req.socket.remoteAddress, 0)) return forwarded.split(",")[0].trim();
  return req.get("host");
}
