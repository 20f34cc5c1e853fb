/**
 * Every e-mail and SMS goes through the outbox table. Enqueue inside the
 * business transaction (pass the tx as `db`), so a message exists if and only
 * if the change that caused it was committed. outbox/sender.ts delivers.
 */
import type { Database } from "../db/client";
import { outbox } from "../db/schema";

export type EmailMessage = {
  brandId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Template name (e.g. `magic-link`): lets tests and the mailbox find a message without parsing it. */
  template?: string;
  /** Files sent with the message; kept in the row until delivered (small PDFs only). */
  attachments?: EmailAttachment[];
};

export type EmailAttachment = { name: string; mime: string; bytes: Uint8Array };

export type SmsMessage = {
  brandId: string | null;
  to: string;
  text: string;
  template?: string;
};

export async function enqueueEmail(db: Database, msg: EmailMessage): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      brandId: msg.brandId,
      channel: "email",
      recipient: msg.to,
      subject: msg.subject,
      textBody: msg.text,
      htmlBody: msg.html ?? null,
      template: msg.template ?? null,
      attachments: msg.attachments?.length
        ? msg.attachments.map((a) => ({ name: a.name, mime: a.mime, base64: Buffer.from(a.bytes).toString("base64") }))
        : null,
    })
    .returning({ id: outbox.id });
  return row.id;
}

export async function enqueueSms(db: Database, msg: SmsMessage): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({ brandId: msg.brandId, channel: "sms", recipient: msg.to, textBody: msg.text, template: msg.template ?? null })
    .returning({ id: outbox.id });
  return row.id;
}
