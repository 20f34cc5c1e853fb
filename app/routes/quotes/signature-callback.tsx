import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { notFound } from "~/utils/request/not-found.server";
import { pageHandle } from "~/utils/routing/handle";
import { href, isBuiltRoute } from "~/utils/routing/href";
import { pageMeta } from "~/utils/routing/meta";
import { livenessCache } from "~/utils/session/liveness.server";
import { updateSession } from "~/utils/session/session.server";
import { attempt } from "~/utils/v2/attempt.server";
import { statusLabelOf } from "~/utils/ui/contract-status";
import { button } from "~/components/ui/button.css";
import * as tab from "~/components/tab-panel.css";
import * as look from "./quote/quote.css";
import * as outcomeStyles from "~/components/ui/outcome.css";

export const handle = pageHandle("signature-callback");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Shown = "signed" | "pending" | "cancelled" | "error";
const shownOf: Record<string, Shown> = { signed: "signed", pending: "pending", canceled: "cancelled", refused: "error", expired: "error" };

/**
 * `internal/callback/signature?ref=…` (docs/decisions/0097): where every
 * e-signature comes back (quotes, bespoke quotes, contract documents). The
 * state is the broker's, asked by the portal's own reference; the address's
 * `outcome` is not believed. Reloading it, or opening it again later, asks
 * again. Once a prospect's quote is signed the broker made them a client
 * (decision 0095): the session's cookie switches to the client here.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  const { api, user, locale, t, request } = page;
  const reference = new URL(request.url).searchParams.get("ref") ?? "";
  if (!UUID.test(reference)) notFound(request);
  // Asked under the session's own id: a client reaches there the signatures of the prospect its person was too (decision 0266).
  const state = (await attempt(api.signatureState(user.clientId, reference), { 404: () => null })) ?? notFound(request);
  const shown = shownOf[state.status] ?? "error";
  const subject = state.subject;
  let headers: HeadersInit | undefined;
  let next: { href: string; label: string };
  let detail: string;
  if (subject.kind === "quote") {
    detail = t("quotes:callback.quoteNow", { label: subject.label, number: subject.number, step: t(`quotes:step.${subject.step}`) });
    if (shown === "signed" && subject.contract_id) {
      // The prospect is a client now: the next pages are the client's (contracts), not the prospect's. The
      // broker's session answer this request began with may be a few seconds old (docs/decisions/0028):
      // forgotten, so the next page reads the session that holds the client.
      if (user.kind === "prospect") {
        livenessCache.evict(user.token);
        const fresh = await api.session(user.clientId);
        if (fresh.client) headers = { "Set-Cookie": await updateSession(request, { user: { kind: "client", clientId: fresh.client.id } }) };
      }
      next = { href: href("contract", { id: subject.contract_id }, locale), label: t("quotes:callback.toContract") };
    } else {
      next = {
        href: subject.is_bespoke
          ? isBuiltRoute("bespoke-quotes")
            ? href("bespoke-quotes", {}, locale)
            : href("index", {}, locale)
          : href("quote-documents", { id: subject.quote_uuid }, locale),
        label: t("quotes:callback.toQuote"),
      };
    }
  } else {
    // The document signed and where the contract stands now, in words (issue 45 section 2).
    const status = t(
      `contract:status.${statusLabelOf({ status: subject.contract_status, type: subject.contract_type, is_signed: subject.contract_is_signed })}`,
    );
    detail = t("quotes:callback.contractNow", {
      document: subject.document_label ?? t("quotes:callback.contractDocument"),
      label: subject.contract_label,
      number: subject.contract_number,
      status,
    });
    next = subject.document_id
      ? { href: href("contract-signature", { id: subject.contract_id, signatureId: subject.document_id }, locale), label: t("quotes:callback.toDocument") }
      : { href: href("contract", { id: subject.contract_id }, locale), label: t("quotes:callback.toDocument") };
  }
  const title = t(`quotes:callback.${shown}`);
  return data({ title, shown, detail, next }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => pageMeta(matches, loaded?.title);

export default function SignatureCallback() {
  const { t } = useTranslation("quotes");
  const { title, shown, detail, next } = useLoaderData<typeof loader>();
  const tone = shown === "signed" ? "positive" : shown === "error" ? "critical" : shown === "pending" ? "attention" : "neutral";
  return (
    <div className={look.stack}>
      <h1 className={look.returnTitle}>{t("callback.heading")}</h1>
      <div role={shown === "error" ? "alert" : "status"} className={outcomeStyles.outcome[tone]}>
        <p className={outcomeStyles.outcomeTitle}>{title}</p>
        <p className={tab.value}>{detail}</p>
      </div>
      <a href={next.href} className={`${button.primary} ${look.nextAction}`}>
        {next.label}
      </a>
    </div>
  );
}
