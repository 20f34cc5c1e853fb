import { redirect } from "@remix-run/node";
import type { TFunction } from "i18next";
import { z } from "zod";
import { newIdempotencyKey } from "~/utils/forms/form-fields";
import { checkedUploadFile, uploadRefusalWords } from "~/utils/forms/upload-checks.server";
import { formIntent, formReply } from "~/utils/forms/form-intent.server";
import { parseActionForm, readForm } from "~/utils/forms/read-form.server";
import { builtOnFirstUse } from "~/utils/forms/schema-words";
import { rejectionPage } from "~/utils/request/rejection-page.server";
import { formatDate } from "~/utils/i18n/date";
import { pageFor, type PageArgs, type PageContext } from "~/utils/request/page.server";
import type { SignedInUser } from "~/utils/session/session.server";
import type { Locale } from "~/utils/routing/locale";
import { toastHeaders } from "~/utils/ui/toast.server";
import type { RequiredDocument } from "~/utils/v2/api/index.server";
import { attempt, isRefusal, onStatuses } from "~/utils/v2/attempt.server";

const tones = { missing: "attention", uploaded: "neutral", valid: "positive", invalid: "critical" } as const;

/** Where a required document's file is downloaded and uploaded: a contract's or a bespoke quote's. */
export type RequiredDocumentLinks = { file: (requiredId: string) => string; upload: (requiredId: string) => string };

// What the client has to do first: documents to send, then refused ones, then those being checked or done.
const stateOrder = ["missing", "invalid", "uploaded", "valid"];

/** A list of required documents as a page shows it: each in words, in the order of what is to do. */
export function requiredDocumentViews(documents: readonly RequiredDocument[], links: RequiredDocumentLinks, locale: Locale, t: TFunction) {
  return documents
    .map((document) => requiredDocumentView(document, links, locale, t))
    .sort((a, b) => stateOrder.indexOf(a.state) - stateOrder.indexOf(b.state));
}

function requiredDocumentView(document: RequiredDocument, links: RequiredDocumentLinks, locale: Locale, t: TFunction) {
  return {
    id: document.id,
    title: document.title,
    state: document.status,
    stateText: t(`contract:required.state.${document.status}`),
    tone: tones[document.status],
    rejectReason: document.status === "invalid" && document.reject_reason ? t(`contract:required.reason.${document.reject_reason}`) : null,
    file: document.file_name
      ? {
          name: document.file_name,
          sentOn: document.uploaded_at ? formatDate(document.uploaded_at, locale.lang) : null,
          href: links.file(document.id),
        }
      : null,
    // A validated document is final; any other may be sent (again).
    canUpload: document.status !== "valid",
    uploadHref: links.upload(document.id),
    /** Posted back with the file: a repeat of this form with the same file is done once (uploadKey). */
    idempotencyKey: newIdempotencyKey(),
  };
}

/** The broker call that stores the file: a contract's required document, or a bespoke quote's. */
export type SendRequiredFile = (
  page: PageContext<SignedInUser>,
  args: PageArgs,
  requiredId: string,
  file: File,
  key: string | undefined,
) => Promise<RequiredDocument>;

/**
 * The upload's own fields, hidden in its form: its intent, and the document it is for (the page's address
 * names none; the upload address does). The file is the upload checks' (checkedUploadFile).
 */
const requiredUploadSchema = builtOnFirstUse(() => z.object({ intent: z.literal("upload"), required_document: z.string().trim().min(1).max(100).optional() }));

type UploadSubmission = Awaited<ReturnType<typeof parseActionForm<ReturnType<typeof requiredUploadSchema>>>>;

export type UploadOutcome = { ok: true; headers: Headers } | { ok: false; documentId: string; errors: string[]; submission: UploadSubmission };

/**
 * One required document's file, from a plain multipart post (the page's
 * action) or the page's script (required-upload.ts): exactly one non-empty
 * file, then the broker, whose refusals (`upload.*` codes) come back as
 * words next to the field. Session loss, outages and unknown documents are
 * their error screens. The form's hidden `intent` is "upload"; anything else
 * is a 400 page before any work (decision 0086). A contract's and a bespoke
 * quote's required documents come through here, each with its own `send` (the
 * same checks and words).
 */
export async function uploadRequiredDocument(
  args: PageArgs,
  page: { page: "contract-required" | "contract-required-upload" | "bespoke-quote-required" | "bespoke-quote-required-upload" },
  send: SendRequiredFile,
  requiredIdParam?: string,
): Promise<UploadOutcome> {
  const form = await readForm(args);
  const opened = await pageFor(args, page);
  const { locale, t } = opened;
  await formIntent(args.request, form, ["upload"]);
  // Hidden fields only: a post that does not hold them (the page's without its document) is none of the page's, a 400 page.
  const submission = await parseActionForm(args.request, form, requiredUploadSchema());
  const requiredId = requiredIdParam ?? submission.value.required_document;
  if (requiredId === undefined) throw await rejectionPage(args.request, 400);
  const checked = await checkedUploadFile(form, locale);
  if ("errors" in checked) return { ok: false, documentId: requiredId, errors: checked.errors, submission };
  const saved = await attempt(send(opened, args, requiredId, checked.file, checked.key), onStatuses([400, 413, 422], "refused"));
  if (isRefusal(saved)) return { ok: false, documentId: requiredId, errors: await uploadRefusalWords(saved.error, locale), submission };
  const headers = await toastHeaders({
    type: "success",
    title: t("contract:required.sentTitle"),
    message: t("contract:required.sent", { title: saved.title, name: saved.file_name ?? checked.file.name }),
  });
  return { ok: true, headers };
}

/** The upload address's answer (for the page's script): the same outcome as JSON, the toast cookie riding along. */
export function uploadJson(outcome: UploadOutcome): Response {
  if (outcome.ok) return Response.json({ ok: true, errors: [] }, { headers: outcome.headers });
  return Response.json({ ok: false, errors: outcome.errors }, { status: 422 });
}

/**
 * The page's action: the upload as a plain multipart post, which works without JavaScript; success goes
 * back to the list with a toast. A refusal is the form's reply (`{ intent: "upload", reply }`), the words
 * next to the file; the document it was for is in the reply's values, so only that document's form shows
 * them. The file never comes back.
 */
export async function requiredUploadAction(args: PageArgs, page: Parameters<typeof uploadRequiredDocument>[1], send: SendRequiredFile) {
  const outcome = await uploadRequiredDocument(args, page, send);
  if (outcome.ok) return redirect(new URL(args.request.url).pathname, { headers: outcome.headers });
  return formReply("upload", outcome.submission.reply({ fieldErrors: { file: outcome.errors }, hideFields: ["file"] }), 422);
}
