import { Form, useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { FormSecurityFields } from "~/components/form-security-fields";
import { Button } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { documentTypes, FileInput } from "~/components/ui/file-input";
import { fieldId, type FormSummary } from "~/components/ui/form-parts";
import { maxUploadBytes } from "~/utils/forms/form-fields";
import { useTranslation } from "~/utils/i18n/use-translation";
import * as styles from "~/components/tab-panel.css";

type Props = {
  document: { id: string; title: string; state: string; uploadHref: string; idempotencyKey: string };
  /** Words of the server's refusal after a post without JavaScript. */
  serverErrors?: string[];
};

/**
 * One required document's upload. Without JavaScript: a multipart form
 * posted to the page, answered with the page. With JavaScript: the same form
 * sent with XMLHttpRequest to its upload address, so the bar shows the bytes
 * sent; a refusal is the error summary at the top of the form (a link to the
 * field, the focus moved there) and the message next to the field, a success
 * reloads the data.
 */
export function RequiredUploadForm({ document, serverErrors }: Props) {
  const { t } = useTranslation("contract");
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [clientErrors, setClientErrors] = useState<string[] | null>(null);
  // The file's state as the kit reads it: sent by a script, the form has no schema form of its own, only its errors.
  const formId = `upload-${document.id}`;
  const file = { formId, name: "file", initialValue: undefined, errors: clientErrors ?? serverErrors };
  // The error summary every form opens with (decision 0130): the refusal as a link to the file field, named by its
  // document, with or without JavaScript; the field's own message stays below it.
  const summary: FormSummary = {
    errors: undefined,
    errorId: `${formId}-error`,
    summary: file.errors?.length ? [{ href: `#${fieldId(file)}`, label: document.title, message: file.errors.join(" ") }] : [],
  };

  function send(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const file = (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
    // The server's own limit, checked here only to spare a phone a 10 MB upload that would be refused.
    if (file && file.size > maxUploadBytes) {
      event.preventDefault();
      setClientErrors([t("required.tooLarge")]);
      return;
    }
    if (!file) return; // The server says what is missing, in the same words as without JavaScript.
    event.preventDefault();
    setClientErrors(null);
    setProgress(0);
    const request = new XMLHttpRequest();
    request.open("POST", document.uploadHref);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100));
    };
    request.onload = () => {
      setProgress(null);
      const answer = parse(request.responseText);
      // Not the upload's JSON but a page (the session ended: sign-in): go where the server sent the browser.
      if (answer === null && request.responseURL && new URL(request.responseURL).pathname !== new URL(document.uploadHref, window.location.href).pathname) {
        window.location.assign(request.responseURL);
        return;
      }
      if (request.status === 200 && answer?.ok) {
        form.reset();
        revalidator.revalidate();
      } else if (answer?.errors?.length) {
        setClientErrors(answer.errors);
      } else {
        setClientErrors([request.status === 413 ? t("required.tooLarge") : t("required.failed")]);
      }
    };
    request.onerror = () => {
      setProgress(null);
      setClientErrors([t("required.failed")]);
    };
    request.send(new FormData(form));
  }

  return (
    <Form id={formId} method="post" encType="multipart/form-data" className={styles.uploadForm} onSubmit={send} aria-labelledby={`required-${document.id}`}>
      <FormSecurityFields idempotencyKey={document.idempotencyKey} />
      <input type="hidden" name="intent" value="upload" />
      <input type="hidden" name="required_document" value={document.id} />
      <FormErrors form={summary} />
      <FileInput
        field={file}
        label={
          <>
            {document.state === "missing" ? t("required.choose") : t("required.chooseAgain")}
            <span className="visually-hidden"> {document.title}</span>
          </>
        }
        hint={t("required.hint")}
        accept={documentTypes}
      />
      {progress !== null ? (
        <p className={styles.itemMeta} aria-hidden="true">
          <progress max={100} value={progress} className={styles.progress} /> {t("required.sending", { percent: progress })}
        </p>
      ) : null}
      {/* Always in the page, so screen readers hear it; it speaks every quarter, not every percent. */}
      <p role="status" className="visually-hidden">
        {progress !== null ? t("required.sending", { percent: Math.floor(progress / 25) * 25 }) : ""}
      </p>
      <div>
        <Button type="submit" variant="secondary" loading={progress !== null}>
          {t("required.send")}
          <span className="visually-hidden"> {document.title}</span>
        </Button>
      </div>
    </Form>
  );
}

function parse(text: string): { ok?: boolean; errors?: string[] } | null {
  try {
    return JSON.parse(text) as { ok?: boolean; errors?: string[] };
  } catch {
    return null;
  }
}
