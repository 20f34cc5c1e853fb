/**
 * Dynamic forms (SPEC section 7; the KYC questionnaire, docs/decisions/0105):
 *
 *   POST clients/{client}/dynamic-forms/{form}              { locale? } → the form: steps, fields, saved answers
 *   PUT  clients/{client}/dynamic-forms/{form}/steps/{step} { data }    → the step saved (each step's `submit`)
 *   POST …/steps/{step}/files/{field}  multipart `file`: a file question's file (dynamic-form-files.ts, each file field's `upload`)
 *   POST clients/{client}/dynamic-forms/{form}/completion   {}          → every step checked, flag cleared, SPEC Session
 *
 * Clients and prospects alike (`customer` auth): SPEC gives the flag
 * must_do_qualification to the session, whatever its kind. Answers are the
 * owner's (client or prospect), one row per step, scoped to brand and owner.
 */
import * as endpoints from "../../contract/endpoints/dynamic-forms";
import { and, eq } from "drizzle-orm";
import { messageLanguage } from "../auth/messages";
import type { Database } from "../db/client";
import { accounts, clients, dynamicFormSteps } from "../db/schema";
import { answersForReading, checkStepAnswers, dynamicCodes, keepSavedNumbers, type UploadedFiles } from "../domain/dynamic-form";
import { addFieldError, type FieldErrors } from "../domain/field-errors";
import { kycSteps, kycTitle } from "../domain/kyc-form";
import { pick } from "../../contract/codes/language";
import type { Brand, Owner } from "../http/context";
import { ApiError, notFound, validationFailed } from "../http/errors";
import { implement } from "../http/registry";
import { SESSION_HEADER } from "../http/session";
import { found, ownedBy } from "../scope/ownership";
import { buildSessionBody } from "../views/session";
import { uploadedFiles } from "./dynamic-form-files";
import { dynamicFormCodes, type DynamicAnswers, type DynamicField } from "../../contract/wire/dynamic-forms";
import { ERROR_CODES } from "../../contract/wire/errors";

/** The forms this broker describes; any other `{form}` is not found. */
function knownForm(form: string): "kyc" {
  if (!(dynamicFormCodes as readonly string[]).includes(form)) throw notFound();
  return form as "kyc";
}

const formPath = (owner: Owner, form: string) => `clients/${encodeURIComponent(owner.id)}/dynamic-forms/${form}`;

async function savedSteps(db: Database, brand: Brand, owner: Owner, form: string) {
  const rows = await db
    .select({ step: dynamicFormSteps.step, answers: dynamicFormSteps.answers, savedAt: dynamicFormSteps.savedAt })
    .from(dynamicFormSteps)
    .where(and(ownedBy(dynamicFormSteps, brand.id, owner), eq(dynamicFormSteps.form, form)));
  return new Map(rows.map((row) => [row.step, row]));
}

export const getDynamicForm = implement(endpoints.getDynamicForm, {
  handler: async ({ db, brand, session, owner, params, body, now }) => {
    const code = knownForm(params.form);
    const lang = messageLanguage(brand.country, body.locale);
    const saved = await savedSteps(db, brand, owner, params.form);
    const base = formPath(owner, params.form);
    const steps = kycSteps(brand.country, lang, now);
    const files = await uploadedFiles(
      db,
      brand,
      owner,
      params.form,
      steps.flatMap((step) => step.fields),
    );
    return {
      code,
      title: pick(kycTitle, lang),
      steps: steps.map((step) => ({
        ...step,
        fields: step.fields.map((field) =>
          field.kind === "file" ? { ...field, upload: { method: "POST" as const, path: `${base}/steps/${step.code}/files/${field.name}` } } : field,
        ),
        submit: { method: "PUT" as const, path: `${base}/steps/${step.code}` },
        // A file uploaded shows as the question's answer even before its step is saved again.
        // A social security number is read back masked (docs/decisions/0190).
        answers: answersForReading(step.fields, { ...saved.get(step.code)?.answers, ...pickFiles(files, step.fields) }),
        saved_at: saved.get(step.code)?.savedAt ?? null,
      })),
      complete: { method: "POST" as const, path: `${base}/completion` },
      required: session.account.mustDoQualification,
    };
  },
});

export const saveDynamicFormStep = implement(endpoints.saveDynamicFormStep, {
  handler: async ({ db, brand, owner, params, body, now }) => {
    knownForm(params.form);
    const steps = kycSteps(brand.country, "en", now);
    const index = steps.findIndex((step) => step.code === params.step);
    if (index < 0) throw notFound();
    // A social security number left blank keeps the one saved, read back masked (docs/decisions/0190).
    const saved = (await savedSteps(db, brand, owner, params.form)).get(params.step)?.answers;
    const data = keepSavedNumbers(steps[index].fields, body.data, saved);
    const checked = checkStepAnswers(steps[index].fields, data, await uploadedFiles(db, brand, owner, params.form, steps[index].fields));
    if (!checked.ok) throw validationFailed(checked.errors);
    const row = {
      brandId: brand.id,
      clientId: owner.kind === "client" ? owner.id : null,
      prospectId: owner.kind === "prospect" ? owner.id : null,
      ownerId: owner.id,
      form: params.form,
      step: params.step,
      answers: checked.value,
      savedAt: now,
    };
    await db
      .insert(dynamicFormSteps)
      .values(row)
      .onConflictDoUpdate({
        target: [dynamicFormSteps.brandId, dynamicFormSteps.ownerId, dynamicFormSteps.form, dynamicFormSteps.step],
        set: { answers: row.answers, savedAt: now },
      });
    return { form: params.form, step: params.step, saved_at: now, next_step: steps[index + 1]?.code ?? null };
  },
});

/** The uploaded files of a step's own file questions. */
function pickFiles(files: UploadedFiles, fields: readonly DynamicField[]): UploadedFiles {
  return Object.fromEntries(fields.filter((field) => files[field.name]).map((field) => [field.name, files[field.name]]));
}

/** Every step saved and still valid against today's questions (the broker may have changed them since). */
function incompleteSteps(steps: ReturnType<typeof kycSteps>, saved: Awaited<ReturnType<typeof savedSteps>>, files: UploadedFiles): FieldErrors {
  const errors: FieldErrors = {};
  for (const step of steps) {
    const answers = saved.get(step.code)?.answers;
    if (!answers || !checkStepAnswers(step.fields, answers, pickFiles(files, step.fields)).ok) addFieldError(errors, step.code, dynamicCodes.stepIncomplete);
  }
  return errors;
}

export const completeDynamicForm = implement(endpoints.completeDynamicForm, {
  handler: async ({ c, db, deps, brand, session, owner, params, query, now }) => {
    knownForm(params.form);
    const steps = kycSteps(brand.country, "en", now);
    const saved = await savedSteps(db, brand, owner, params.form);
    const errors = incompleteSteps(
      steps,
      saved,
      await uploadedFiles(
        db,
        brand,
        owner,
        params.form,
        steps.flatMap((step) => step.fields),
      ),
    );
    if (Object.keys(errors).length > 0) {
      throw new ApiError(422, ERROR_CODES.dynamicFormIncomplete, {
        title: "Form not complete",
        details: "Some steps are not saved or no longer valid.",
        message: "An error occurred, verify your information before trying again.",
        errors,
      });
    }
    const personal: DynamicAnswers = saved.get("personal")?.answers ?? {};
    const { account, client } = await db.transaction(async (tx) => {
      const account = found(
        await tx
          .update(accounts)
          .set({ mustDoQualification: false, updatedAt: now })
          .where(and(eq(accounts.id, session.account.id), eq(accounts.brandId, brand.id)))
          .returning(),
      );
      if (owner.kind !== "client") return { account, client: session.client };
      const [client] = await tx
        .update(clients)
        .set({
          qualifiedAt: now,
          birthDate: typeof personal.birth_date === "string" ? personal.birth_date : owner.client.birthDate,
          socialSecurityNumber: typeof personal.social_security_number === "string" ? personal.social_security_number : owner.client.socialSecurityNumber,
          updatedAt: now,
        })
        .where(and(eq(clients.id, owner.id), eq(clients.brandId, brand.id)))
        .returning();
      return { account, client: client ?? session.client };
    });
    deps.log.info("dynamic_form_completed", { brand: brand.id, form: params.form });
    return buildSessionBody(
      db,
      { token: c.req.header(SESSION_HEADER)!, sessionId: session.id, brandId: brand.id, account, client, role: session.role, data: session.data },
      { includeBestProductSheet: query.include?.includes("best_product_sheet") ?? false },
    );
  },
});

export const dynamicFormRoutes = [getDynamicForm, saveDynamicFormStep, completeDynamicForm];
