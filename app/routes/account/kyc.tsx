import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { RouteLink } from "~/components/route-link";
import { Button } from "~/components/ui/button";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { parseForm, parseFormPart, readForm } from "~/utils/forms/read-form.server";
import { refusalReply } from "~/utils/forms/refusal.server";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageFor } from "~/utils/request/page.server";
import { pageHandle } from "~/utils/routing/handle";
import { formsOnDemand, formsWithData } from "~/utils/forms/forms-on-demand";
import { href } from "~/utils/routing/href";
import { localeSegment } from "~/utils/routing/locale";
import { pageMeta } from "~/utils/routing/meta";
import { afterStep, signedInUser } from "~/utils/session/auth.server";
import { updateSession } from "~/utils/session/session.server";
import { redirectWithToast } from "~/utils/ui/toast.server";
import { attempt, formStatuses, isRefusal, onStatuses } from "~/utils/v2/attempt.server";
import { postedStepSchema } from "./kyc/posted-step.server";
import { sendStepFiles } from "./kyc/step-files.server";
import { answersOf, stepSchema, uploadedOf } from "./kyc/step-schema";
import { stepView } from "./kyc/step-view";
import { currentStep, kycStepHref } from "./kyc/steps";
import * as styles from "./kyc/kyc.css";

export const handle = pageHandle("kyc");

// The step's form, with conform and zod, hydrates when its module arrives (decision 0151).
const stepForms = formsOnDemand(() => import("./kyc/step-form"));
const StepForm = stepForms.form("StepForm");
export const clientLoader = formsWithData(stepForms);

/** The broker's form: one dynamic form, its code in every address (docs/decisions/0105). */
const FORM = "kyc";

/**
 * The qualification questionnaire (SPEC `kyc`; flag must_do_qualification,
 * clients and prospects alike). The broker describes it (POST
 * dynamic-forms/kyc) with what is saved so far; the page shows one step at a
 * time (`?step=`), the first one not saved unless asked for another. Without
 * the flag there is nothing to fill in: the page says so.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { user, t, api, locale } = await pageFor(args, handle);
  const title = t("kyc:title");
  // A prospect has no customer space yet: the way out names their home page (clients: their customer space).
  const home = t(`kyc:home.${user.kind}`);
  if (!user.flags.must_do_qualification) return { title, home, done: true as const };
  const form = await api.dynamicForm(user.clientId, FORM, localeSegment(locale));
  const { step, index } = currentStep(form, new URL(args.request.url).searchParams.get("step"));
  return {
    title,
    home,
    later: t(`kyc:later.${user.kind}`),
    done: false as const,
    lang: locale.lang,
    formTitle: form.title,
    steps: form.steps.map((each, position) => ({
      code: each.code,
      title: each.title,
      saved: each.saved_at !== null,
      href: kycStepHref(locale, each.code),
      position,
    })),
    step: stepView(step),
    index,
    action: kycStepHref(locale, step.code),
    previous: index > 0 ? kycStepHref(locale, form.steps[index - 1].code) : null,
    last: index === form.steps.length - 1,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title);

/**
 * Two forms post here (any other intent is a 400 page): `save` checks the
 * step with the schema built from the broker's description and sends it to
 * the step's own address; then the next step, or on the last one the
 * completion (flag cleared, home). `later` puts the step off for the
 * session (SPEC: the qualification is optional).
 */
export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args);
  const page = await pageFor(args, handle);
  const { request, locale, user, session, api, t } = page;
  if (!user.flags.must_do_qualification) return redirect(href("index", {}, locale));
  const intent = await formIntent(request, formData, ["save", "later"]);
  switch (intent) {
    case "later": {
      const cookie = await updateSession(request, { qualificationDeferred: true, returnTo: null });
      const next = afterStep({ ...session, flags: user.flags, qualificationDeferred: true }, locale);
      return redirect(next, { headers: { "Set-Cookie": cookie } });
    }
    case "save": {
      const form = await api.dynamicForm(user.clientId, FORM, localeSegment(locale));
      const posted = parseFormPart(formData, postedStepSchema).value?.step ?? null;
      const { step, index } = currentStep(form, posted);
      // A step that is not (or no longer) open, from an old page: that page's step again, nothing saved.
      if (step.code !== posted) return redirect(kycStepHref(locale, step.code));
      const submission = parseForm(formData, stepSchema({ ...step, uploaded: uploadedOf(step.fields, step.answers) }, t, locale.lang));
      if (submission.status !== "success") return formReply(intent, submission.reply());
      // The files first, to their own addresses: the step's answers then name them (docs/decisions/0149).
      const fileErrors = await sendStepFiles(page, FORM, step, formData);
      if (Object.keys(fileErrors).length > 0) return formReply(intent, submission.reply({ fieldErrors: fileErrors }), 422);
      const saved = await attempt(
        api.saveDynamicStep(user.clientId, FORM, step.submit, answersOf(submission.value, step.fields)),
        onStatuses(formStatuses, "refused"),
      );
      if (isRefusal(saved)) return formReply(intent, await refusalReply(saved, request, { submission, t, fields: step.fields.map((field) => field.name) }));
      const next = form.steps[index + 1];
      if (next) return redirect(kycStepHref(locale, next.code));

      const completed = await attempt(api.completeDynamicForm(user.clientId, FORM, form.complete), { 422: "refused" });
      if (isRefusal(completed)) {
        // A step saved earlier no longer holds (the broker changed its questions): back to the first such step.
        const incomplete = form.steps.find((each) => completed.error.errors?.[each.code]) ?? form.steps[0];
        return redirectWithToast(kycStepHref(locale, incomplete.code), {
          type: "error",
          title: t("kyc:incomplete.title"),
          message: t("kyc:incomplete.message"),
        });
      }
      const flags = signedInUser(completed).flags;
      const cookie = await updateSession(request, { user: { flags } });
      return redirectWithToast(
        afterStep({ ...session, flags }, locale),
        { type: "success", title: t("kyc:completed.title"), message: t("kyc:completed.message") },
        { headers: { "Set-Cookie": cookie } },
      );
    }
  }
}

export default function Qualification() {
  const { t } = useTranslation("kyc");
  const loaded = useLoaderData<typeof loader>();
  if (loaded.done) {
    return (
      <div className={styles.page}>
        <h1>{loaded.title}</h1>
        <p>{t("done")}</p>
        <p>
          <RouteLink to="index">{loaded.home}</RouteLink>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{loaded.formTitle}</h1>
      <p className={styles.muted}>{t("intro")}</p>
      <nav aria-label={t("progress")}>
        <ol className={styles.steps}>
          {loaded.steps.map((each) => (
            <li key={each.code} className={styles.step} aria-current={each.position === loaded.index ? "step" : undefined}>
              {each.saved || each.position === loaded.index ? (
                <a href={each.href} className={styles.stepLink}>
                  {each.title}
                </a>
              ) : (
                each.title
              )}
              {each.saved ? <span> ✓ {t("saved")}</span> : null}
            </li>
          ))}
        </ol>
      </nav>
      <section aria-labelledby="kyc-step-title" className={styles.page}>
        <h2 id="kyc-step-title" className={styles.heading}>
          <span className={styles.muted}>{t("stepOf", { current: loaded.index + 1, count: loaded.steps.length })} · </span>
          {loaded.step.title}
        </h2>
        {loaded.step.intro ? <p className={styles.muted}>{loaded.step.intro}</p> : null}
        <StepForm key={loaded.step.code} step={loaded.step} lang={loaded.lang} action={loaded.action} previous={loaded.previous} last={loaded.last} />
      </section>
      <Form method="post">
        <FormSecurityFields />
        <input type="hidden" name="intent" value="later" />
        <Button type="submit" variant="secondary">
          {loaded.later}
        </Button>
      </Form>
    </div>
  );
}
