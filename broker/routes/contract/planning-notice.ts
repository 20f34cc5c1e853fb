/**
 * Planning notices: the PDF announcing one debit of the payment schedule
 * (the planning's `url`). A planning has a notice when one was issued for it
 * (`storage_key` set); a planning without one answers 404, like an unknown id.
 * Bytes in the store are a notice issued by the insurer, served as issued;
 * without them (the usual case: the broker never stores what it draws) the
 * notice is drawn from the row in the `?lang=` asked (decision 0090).
 */
import * as endpoints from "../../../contract/endpoints/contract/planning-notice";
import { eq } from "drizzle-orm";
import { plannings } from "../../db/schema";
import { renderPlanningNoticePdf } from "../../files/pdf-notice";
import { notFound } from "../../http/errors";
import { implement } from "../../http/registry";
import { found } from "../../scope/ownership";
import { pdfClient } from "./files";
import { ofContract } from "../../scope/contract-rows";
import { downloadFile, languageFor } from "./shared";

export const downloadPlanningNotice = implement(endpoints.downloadPlanningNotice, {
  loads: "contract",
  handler: async ({ db, brand, client, params, query, now, deps, scope, contract }) => {
    const planning = found(
      await db
        .select()
        .from(plannings)
        .where(ofContract(plannings, scope, contract.id, eq(plannings.id, params.planning))),
    );
    if (!planning.storageKey) throw notFound();
    const name = `notice-${contract.number}-${planning.dueDate}.pdf`;
    const draw = async () => {
      const bytes = await renderPlanningNoticePdf({
        brandName: brand.name,
        lang: languageFor(brand, query.lang),
        generatedAt: now,
        client: pdfClient(client),
        contract: { number: contract.number, label: contract.label },
        notice: { reference: planning.id, dueOn: planning.dueDate, amount: planning.amount, currency: contract.currency },
      });
      return { bytes, mime: "application/pdf" };
    };
    return downloadFile(deps, { key: planning.storageKey, name, draw });
  },
});

export const planningNoticeRoutes = [downloadPlanningNotice];
