import { clientAddress } from "~/utils/request/client-address.server";
import { enforceAuthRateLimit, type PostArgs } from "~/utils/session/rate-limit/limiter.server";

/** One post of a sign-in form counted against its limits, per address and per account (429 page beyond). */
export function countAuthPost(args: PostArgs, form: string, account?: string | null) {
  return enforceAuthRateLimit(args, { form, account: account ?? null, clientAddress: clientAddress(args.request) });
}
