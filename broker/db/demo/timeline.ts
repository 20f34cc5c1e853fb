/**
 * Deadline timelines of the full client's contracts that run on a schedule:
 * the fleet (in force for 14 months) and the formal-notice one (20 months).
 * Years follow the seeding day like every demo date; documents are the
 * contracts' own demo documents (brand-data.ts).
 */
import type { TimelineCode } from "../../../contract/codes/timeline";
import type { FullClientDemo } from "./rows";
import { day } from "./util";

type Entry = { code: TimelineCode; on: string; document?: string };

const yearOf = (isoDay: string) => Number(isoDay.slice(0, 4));

export function addFullTimeline(d: FullClientDemo): void {
  const { brand, rows, clientId } = d;
  const add = (key: string, contractId: string, entries: Entry[]) =>
    entries.forEach((e, position) =>
      rows.timelineEntries.push({
        id: `tml_${brand}_${key}_${position + 1}`,
        brandId: brand,
        clientId,
        contractId,
        year: yearOf(e.on),
        descriptionCode: e.code,
        // The linked document's label (in the brand's language) names it.
        documentName: null,
        documentId: e.document ? `doc_${brand}_${e.document}` : null,
        position,
      }),
    );

  // Fleet: started 14 months ago, renewed 2 months ago, next renewal in 10 months (notice 2 months before).
  add("fleet", d.contracts.formalised, [
    { code: "timeline.contract-start", on: day(1, -14), document: "fleet_contract" },
    { code: "timeline.anniversary", on: day(0, -2), document: "fleet_certificate" },
    { code: "timeline.premium-review", on: day(0, -2) },
    { code: "timeline.notice-deadline", on: day(0, 8) },
    { code: "timeline.anniversary", on: day(0, 10) },
  ]);
  // Formal notice: started 20 months ago, the notice sent 2 weeks ago, renewal in 4 months.
  add("notice", d.contracts.formal_notice, [
    { code: "timeline.contract-start", on: day(1, -20) },
    { code: "timeline.anniversary", on: day(0, -8) },
    { code: "timeline.formal-notice", on: day(-15), document: "notice_letter" },
    { code: "timeline.notice-deadline", on: day(0, 2) },
    { code: "timeline.premium-review", on: day(0, 4) },
    { code: "timeline.anniversary", on: day(0, 4) },
  ]);
}
