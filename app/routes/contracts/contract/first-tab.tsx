import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { pageFor } from "~/utils/request/page.server";
import { contractIdOf, firstTabHref } from "./contract-tabs.server";
import { pageHandle } from "~/utils/routing/handle";

export const handle = pageHandle("contract-root");

/**
 * The contract root goes to the first enabled tab of the contract's menu
 * (SPEC section 2). A menu with no tab this portal can open yet leaves the
 * layout's header and tab bar on their own (nothing below them).
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const contractId = contractIdOf(args.params);
  const first = await firstTabHref(page, contractId);
  if (first) throw redirect(first);
  return null;
}

export default function ContractFirstTab() {
  return null;
}
