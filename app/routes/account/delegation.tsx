import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useModals, useOpenModalCount } from "~/components/modal-host";
import { Button } from "~/components/ui/button";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { idempotencyKeyFrom, newIdempotencyKey } from "~/utils/forms/form-fields";
import { parseActionForm, parseForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { pageMeta } from "~/utils/routing/meta";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { delegationFieldNames, delegationSchema, revokeSchema } from "./delegation-schema";
import { delegationView, requireDelegationsPermission, revokeDelegation, type DelegationView } from "./delegation.server";
import * as styles from "./profile.css";
import * as rows from "./gdpr.css";

export const handle = pageHandle("delegation");

// Its forms, with conform and zod, hydrate when their module arrives (decision 0151).
const delegationForms = formsOnDemand(() => import("./delegation-form"));
const DelegationForm = delegationForms.form("DelegationForm");
const RevokeDelegationForm = delegationForms.form("RevokeDelegationForm");
export const clientLoader = formsWithData(delegationForms);

/** `delegation-acces`: the people the owner gave access to, a form to give it, a way to take it back. */
export async function loader(args: LoaderFunctionArgs) {
  const page = await pageFor(args, handle);
  requireDelegationsPermission(page);
  const list = await page.api.delegations(page.user.clientId);
  return {
    title: page.t("title"),
    delegations: list.map((d) => delegationView(page, d)),
    idempotencyKey: newIdempotencyKey(),
    // A number without a country code is read in the brand country's format (the broker's phone rules): the hint names it.
    country: page.brand.country,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * `create` (POST delegations, the invitation in the page's language, decision 0088) and
 * `revoke` (DELETE delegations/{id}: from the dialog, or the confirmation page without
 * JavaScript). Success: back on the list with a toast; a refusal: the form, values kept.
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const page = await pageFor(args, handle);
  requireDelegationsPermission(page);
  const { request, user, api, t, locale, brand } = page;
  const intent = await formIntent(request, formData, ["create", "revoke"]);
  switch (intent) {
    case "create": {
      const submission = parseForm(formData, delegationSchema(t, brand.country));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      const refusal = await attempt(
        api.createDelegation(user.clientId, { ...submission.value, locale: localeSegment(locale) }, idempotencyKeyFrom(formData)),
        onStatuses(formStatuses, "refused"),
      );
      if (isRefusal(refusal)) return formReply(intent, await refusalReply(refusal, request, { submission, t, fields: [...delegationFieldNames] }));
      const name = `${submission.value.firstname} ${submission.value.lastname}`;
      return redirectWithToast(href("delegation", {}, locale), {
        type: "success",
        title: t("create.done"),
        message: t("create.doneDetails", { name, email: submission.value.email }),
      });
    }
    case "revoke": {
      const { value } = await parseActionForm(request, formData, revokeSchema());
      return revokeDelegation(page, value.id, value.name || null);
    }
  }
}

export default function DelegationPage() {
  const { t } = useTranslation("delegation");
  const { title, delegations, idempotencyKey, country } = useLoaderData<typeof loader>();
  const modals = useModals();
  const openModals = useOpenModalCount();
  const revokeForm = useRef<HTMLFormElement>(null);
  const [confirmed, setConfirmed] = useState<DelegationView | null>(null);

  // The dialog is closed first: the modal host cancels any navigation while one is open, and
  // its blocker learns the dialog is gone in its own effect, after this one: the post waits a tick.
  // The form holds the confirmed delegation by then, and is sent as its button would send it.
  useEffect(() => {
    if (!confirmed || openModals > 0 || !revokeForm.current) return;
    const form = revokeForm.current;
    const timer = window.setTimeout(() => {
      form.requestSubmit();
      setConfirmed(null);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [confirmed, openModals]);

  function ask(event: MouseEvent<HTMLAnchorElement>, d: DelegationView) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const id = modals.open({
      title: t("revoke.title", { name: d.name }),
      description: t("revoke.question", { name: d.name, function: d.function }),
      content: (
        <div className={styles.row}>
          <Button
            variant="primary"
            onClick={() => {
              modals.close(id);
              setConfirmed(d);
            }}
          >
            {t("revoke.confirm")}
          </Button>
          <Button variant="secondary" onClick={() => modals.close(id)}>
            {t("revoke.cancel")}
          </Button>
        </div>
      ),
    });
  }

  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p>{t("intro")}</p>
      <section aria-labelledby="delegations-list" className={styles.fieldset}>
        <h2 id="delegations-list" className={styles.legend}>
          {t("list.title")}
        </h2>
        {delegations.length === 0 ? <p>{t("list.empty")}</p> : null}
        <ul className={rows.list} data-testid="delegations">
          {delegations.map((d) => (
            <li key={d.id} data-delegation={d.id} className={rows.item}>
              <span className={rows.itemText}>
                <strong>{d.name}</strong>
                <span>{d.function}</span>
                <span className={rows.meta}>
                  {d.email}
                  {d.phone ? ` · ${d.phone}` : null}
                </span>
                <a href={d.revokeHref} onClick={(event) => ask(event, d)}>
                  {t("revoke.link", { name: d.name })}
                </a>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <RevokeDelegationForm delegation={confirmed} formRef={revokeForm} />
      {/* A new key after each save: the form starts empty, without the last attempt's messages. */}
      <DelegationForm key={idempotencyKey} idempotencyKey={idempotencyKey} country={country} />
    </div>
  );
}
