/**
 * The full client's earlier data-rights (GDPR) requests, one in each state
 * (decision 0116): an answered access request (its data downloadable), an
 * answered portability one, a refused erasure, one in progress, one just received.
 */
import { addMonths } from "../../domain/calendar";
import type { DemoContext } from "./rows";
import { at, day } from "./util";

export function addRightsRequests(d: DemoContext): void {
  const { brand, ids } = d;
  const owner = { brandId: brand, clientId: ids.fullClient, accountId: ids.account("full") };
  const request = (
    name: string,
    subject: "access" | "portability" | "erasure" | "rectification" | "objection",
    daysAgo: number,
    status: string,
    answeredAfter?: number,
  ) => ({
    id: `gdp_${brand}_${name}`,
    ...owner,
    subject,
    status,
    acceptedAt: at(-daysAgo),
    createdAt: at(-daysAgo),
    dueDate: addMonths(day(-daysAgo), 1),
    answeredAt: answeredAfter === undefined ? null : at(-daysAgo + answeredAfter),
  });
  d.rows.gdprRequests.push(
    request("access_answered", "access", 120, "answered", 12),
    request("portability_answered", "portability", 60, "answered", 20),
    request("erasure_refused", "erasure", 90, "refused", 25),
    request("rectification_in_progress", "rectification", 10, "in_progress"),
    request("objection_received", "objection", 2, "received"),
  );
}
