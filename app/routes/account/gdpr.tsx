import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { badge } from "~/components/ui/badge.css";
import { formReply } from "~/utils/forms/form-intent.server";
import { idempotencyKeyFrom, newIdempotencyKey } from "~/utils/forms/form-fields";
import { parseForm, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { formatDate } from "~/utils/i18n/date";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { pageMeta } from "~/utils/routing/meta";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { gdprFieldNames, gdprSchema } from "./gdpr-schema";
import * as styles from "./gdpr.css";

export const handle = pageHandle("gdpr");

// The request form, with conform and zod, hydrates when its module arrives (decision 0151).
const gdprForms = formsOnDemand(() => import("./gdpr-form"));
const GdprForm = gdprForms.form("GdprForm");
export const clientLoader = formsWithData(gdprForms);

const tones = { received: "neutral", in_progress: "attention", answered: "positive", refused: "critical" } as const;

/** The data-rights page: the form, the confirmation of the request just made (`?done=<id>`), the earlier requests and their data. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, api, user, t, locale } = await pageFor(args, handle);
  const requests = await api.rightsExercises(user.clientId);
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, locale.lang);
  const doneId = new URL(request.url).searchParams.get("done");
  const done = requests.find((item) => item.id === doneId);
  return {
    title: t("rights:title"),
    idempotencyKey: newIdempotencyKey(),
    done: done ? { reference: done.id, due: day(done.due_date) } : null,
    requests: requests.map((item) => ({
      id: item.id,
      subject: t(`rights:subjects.${item.subject}`),
      state: t(`rights:states.${item.status}`),
      tone: tones[item.status],
      madeOn: formatDate(item.created_at, locale.lang),
      due: item.status === "answered" || item.status === "refused" ? null : day(item.due_date),
      answeredOn: item.answered_at ? formatDate(item.answered_at, locale.lang) : null,
      downloads: item.export_available
        ? {
            json: href("gdpr-data", { requestId: item.id }, locale, { format: "json" }),
            // A prospect's answer is JSON only (decision 0191).
            pdf: user.kind === "client" ? href("gdpr-data", { requestId: item.id }, locale, { format: "pdf" }) : null,
          }
        : null,
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/** POST clients/{client}/rights-exercise; the broker stores it with its due date and e-mails the acknowledgement in the page's language (decision 0088). */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const { request, api, user, t, locale } = await pageFor(args, handle);
  const submission = parseForm(formData, gdprSchema(t));
  if (submission.status !== "success") return formReply("gdpr", submission.reply());
  const { subject, comment } = submission.value;
  const saved = await attempt(
    api.requestRightsExercise(user.clientId, { subject, comment, acceptance: true, locale: localeSegment(locale) }, idempotencyKeyFrom(formData)),
    onStatuses(formStatuses, "refused"),
  );
  if (isRefusal(saved)) return formReply("gdpr", await refusalReply(saved, request, { submission, t, fields: [...gdprFieldNames] }));
  return redirect(href("gdpr", {}, locale, { done: saved.id }));
}

export default function Gdpr() {
  const loaded = useLoaderData<typeof loader>();
  // A fresh form after each request: with JavaScript the form's state (values, messages) would outlive the redirect.
  return <GdprPage key={loaded.done?.reference ?? "new"} />;
}

function GdprPage() {
  const { t } = useTranslation("rights");
  const loaded = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1>{t("title")}</h1>
      {loaded.done ? (
        <section aria-labelledby="done-title" className={styles.done} role="status">
          <h2 id="done-title">{t("done.title")}</h2>
          <p>{t("done.body", loaded.done)}</p>
        </section>
      ) : null}
      <p>{t("intro")}</p>
      <section aria-labelledby="form-title" className={styles.card}>
        <h2 id="form-title">{t("form.title")}</h2>
        <GdprForm idempotencyKey={loaded.idempotencyKey} />
      </section>
      <section aria-labelledby="history-title" className={styles.card}>
        <h2 id="history-title">{t("history.title")}</h2>
        {loaded.requests.length === 0 ? <p>{t("history.empty")}</p> : null}
        <ul className={styles.list}>
          {loaded.requests.map((item) => (
            <li key={item.id} className={styles.item} data-request={item.id}>
              <div className={styles.itemText}>
                <strong>{item.subject}</strong>
                <span className={styles.meta}>{t("history.reference", { reference: item.id })}</span>
                <span className={styles.meta}>{t("history.madeOn", { date: item.madeOn })}</span>
                {item.due ? <span className={styles.meta}>{t("history.due", { due: item.due })}</span> : null}
                {item.answeredOn ? <span className={styles.meta}>{t("history.answeredOn", { date: item.answeredOn })}</span> : null}
                {item.downloads ? (
                  <span className={styles.downloads}>
                    <a href={item.downloads.json} download>
                      {t("history.json")}
                    </a>
                    {item.downloads.pdf ? (
                      <a href={item.downloads.pdf} download>
                        {t("history.pdf")}
                      </a>
                    ) : null}
                  </span>
                ) : null}
              </div>
              <span className={`${badge[item.tone]} ${styles.state}`}>{item.state}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
