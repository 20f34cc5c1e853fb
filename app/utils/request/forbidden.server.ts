import { data } from "@remix-run/node";
import type { TFunction } from "i18next";
import { forbiddenByFunctionCode } from "~/utils/v2/errors";

/**
 * The screen of an action the person's function does not allow (decision
 * 0170): the full-page error of a 403 (SPEC section 8: the not-found screen,
 * with the way back home) bringing its own words, in the page's language:
 * "This action is not part of your access". The same screen whether the
 * page refuses first or the broker does (failure.server.ts).
 */
export function throwForbidden(t: TFunction): never {
  throw data({ title: t("errors:forbidden.title"), details: t("errors:forbidden.details"), code: forbiddenByFunctionCode }, { status: 403 });
}
