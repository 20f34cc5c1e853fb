import { data } from "@remix-run/node";
import type { TFunction } from "i18next";
import { forbiddenByFunctionCode } from "~/utils/v2/errors";
import { isReadMethod } from "./read-methods";

/**
 * The screen of an action the person's function does not allow (decision
 * 0170): the full-page error of a 403 (SPEC section 8: the not-found screen,
 * with the way back home) bringing its own words, in the page's language:
 * "This action is not part of your access". The same screen whether the
 * page refuses first or the broker does (failure.server.ts). "Nothing has
 * been sent" only answers a refused post: a page only opened sent nothing to
 * begin with (decision 0282).
 */
export function throwForbidden(t: TFunction, request: Request): never {
  const details = isReadMethod(request.method) ? t("errors:forbidden.details") : `${t("errors:forbidden.details")} ${t("errors:forbidden.notSent")}`;
  throw data({ title: t("errors:forbidden.title"), details, code: forbiddenByFunctionCode }, { status: 403 });
}
