import { data } from "@remix-run/node";
import { forbiddenByFunctionCode } from "~/utils/v2/errors";

/**
 * The screen of an action the person's function does not allow (decision
 * 0170): the full-page error of a 403, worded by the portal in the page's
 * language ("This action is not part of your access"), with the way back
 * home. The same screen as a broker refusal (failure.server.ts).
 */
export function throwForbidden(): never {
  throw data({ title: null, details: null, code: forbiddenByFunctionCode }, { status: 403 });
}
