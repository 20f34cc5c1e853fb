import { clientAddress } from "~/utils/request/client-address.server";
import { scopeOf } from "~/utils/request/scope.server";
import { enforceAuthRateLimit, releaseAuthPost, type PostArgs } from "~/utils/session/rate-limit/limiter.server";

/** One post of a sign-in form counted against its limits, per address and per account of the page's brand (429 page beyond). */
export function countAuthPost(args: PostArgs, form: string, account?: string | null) {
  return enforceAuthRateLimit(args, { form, brand: scopeOf(args).brand.code, account: account ?? null, clientAddress: clientAddress(args.request) });
}

/** A sign-in that went through gives its counted post back (only refused attempts count). */
export function releaseAuthPostOf(args: PostArgs, form: string, account?: string | null) {
  return releaseAuthPost({ form, brand: scopeOf(args).brand.code, account: account ?? null, clientAddress: clientAddress(args.request) });
}
