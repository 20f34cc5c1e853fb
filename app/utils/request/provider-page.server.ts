import { esignOrigins, getEnv, type Env } from "~/utils/request/env.server";

/**
 * Pages of the broker's providers (e-signature, card) that the browser is
 * sent to, and the portal addresses they send it back to (docs/decisions/0038).
 */

/** How the provider sent the browser back: the three return addresses differ only by this. */
export const outcomes = ["success", "error", "cancel"] as const;
export type Outcome = (typeof outcomes)[number];

export function outcomeOf(url: URL): Outcome | null {
  const value = url.searchParams.get("outcome");
  return (outcomes as readonly string[]).includes(value ?? "") ? (value as Outcome) : null;
}

/**
 * The page's own address with `?outcome=…`, absolute: the provider
 * redirects the browser there. `keep` names query values of the page that
 * must survive the trip (which invoice is being paid).
 */
export function returnAddresses(pageUrl: URL, keep: readonly string[] = []) {
  const back = (outcome: Outcome) => {
    // Single fetch posts to `….data`; the provider must send the browser to the page itself.
    const url = new URL(pageUrl.pathname.replace(/\.data$/, ""), pageUrl.origin);
    for (const name of keep) {
      const value = pageUrl.searchParams.get(name);
      if (value !== null) url.searchParams.set(name, value);
    }
    url.searchParams.set("outcome", outcome);
    return url.href;
  };
  return { redirect_uri_success: back("success"), redirect_uri_error: back("error"), redirect_uri_cancel: back("cancel") };
}

/**
 * The provider's page, if it is where the portal may send the browser:
 * never an address the broker's answer could point anywhere else. The
 * broker may answer a path; it is then on the brand's broker address.
 */
export function providerPageAddress(url: string, brandCode: string, query: Record<string, string> = {}, env: Env = getEnv()): string | null {
  const allowed = esignOrigins(env, brandCode);
  const base = env.BROKER_API_URLS[brandCode] ?? env.BROKER_API_URL ?? allowed[0];
  if (!base) return null;
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return null;
  }
  if (!allowed.includes(target.origin) || (target.protocol !== "https:" && target.protocol !== "http:")) return null;
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.href;
}
