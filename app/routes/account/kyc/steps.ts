import type { DynamicForm } from "~/utils/v2/api/dynamic-forms.server";
import { href } from "~/utils/routing/href";
import type { Locale } from "~/utils/routing/locale";

/**
 * The step a visit shows: the one asked for (`?step=`, a saved step or the
 * first one not saved yet; never one further on, whose earlier steps are
 * still empty), else the first step not saved, else the last one (all saved:
 * left to finish).
 */
export function currentStep(form: Pick<DynamicForm, "steps">, asked: string | null): { step: DynamicForm["steps"][number]; index: number } {
  const firstOpen = form.steps.findIndex((step) => step.saved_at === null);
  const reachable = firstOpen < 0 ? form.steps.length - 1 : firstOpen;
  const askedIndex = form.steps.findIndex((step) => step.code === asked);
  const index = askedIndex >= 0 && askedIndex <= reachable ? askedIndex : reachable;
  return { step: form.steps[index], index };
}

export const kycStepHref = (locale: Locale, step: string) => href("kyc", {}, locale, { step });
