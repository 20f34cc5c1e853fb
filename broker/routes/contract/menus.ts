/** Contract menu assembly: domain/menus.ts rules + the contract's stored extra tabs and required documents. */
import { and, eq, inArray } from "drizzle-orm";
import type { ContractMenuBody } from "../../../contract/wire/contracts";
import type { Database } from "../../db/client";
import { terminationRequests } from "../../db/schema";
import { isContractStatus } from "../../domain/contract-kind";
import type { Language } from "../../../contract/codes/language";
import { buildContractMenu, knownTabTypes, type MenuSpace } from "../../domain/menus";
import { ownedByClient } from "../../scope/ownership";
import type { ContractRow } from "../../views/contracts";
import { contractMenuTabRows, contractRequiredDocumentCount } from "./child-reads";
import type { Scope } from "../../scope/contract";

/** A termination is pending or recorded: the contract's `termination` is set, or a request is still open. */
export async function terminationRequested(db: Database, scope: Scope, contract: ContractRow): Promise<boolean> {
  if (contract.termination) return true;
  const [open] = await db
    .select({ id: terminationRequests.id })
    .from(terminationRequests)
    .where(
      and(
        ownedByClient(terminationRequests, scope),
        eq(terminationRequests.contractId, contract.id),
        inArray(terminationRequests.status, ["received", "needs_review"]),
      ),
    )
    .limit(1);
  return Boolean(open);
}

export async function contractMenu(db: Database, scope: Scope, contract: ContractRow, space: MenuSpace, lang: Language): Promise<ContractMenuBody> {
  const requiredDocumentCount = await contractRequiredDocumentCount(db, scope, contract.id);
  const stored = await contractMenuTabRows(db, scope, contract.id, space);
  const known = new Set<string>(knownTabTypes);
  const menu = buildContractMenu(
    {
      id: contract.id,
      type: contract.type,
      status: isContractStatus(contract.status) ? contract.status : "project",
      terminationRequested: await terminationRequested(db, scope, contract),
      requiredDocumentCount,
    },
    {
      personalAccess: space === "private",
      lang,
      extraTabs: stored.filter((tab) => !known.has(tab.type)).map((tab) => ({ slug: tab.slug, label: tab.label, disabled: tab.disabled })),
    },
  );
  return { id: menu.id, contract_id: menu.contract_id, space: menu.space, tabs: menu.tabs };
}
