/**
 * Delivers pending outbox rows. With SMTP_URL: e-mails go out through
 * nodemailer (status `sent`, or back to `pending` until 5 attempts, then
 * `failed`). Without it, and for SMS (no SMS gateway in this reference
 * service), rows become `stored`: readable in /dev/mailbox only.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several processes can run senders.
 */
import { eq, inArray, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import type { Logger } from "../log";

const MAX_ATTEMPTS = 5;

export type OutboxSender = {
  /** Delivers up to `batch` pending messages; returns how many were handled. */
  deliverPending(batch?: number): Promise<number>;
  /** Polls every `intervalMs` until stop(). */
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

export function createOutboxSender(opts: { db: Database; smtpUrl?: string; from: string; log: Logger }): OutboxSender {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function deliverPending(batch = 20): Promise<number> {
    const due = opts.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.status, "pending"))
      .orderBy(outbox.createdAt)
      .limit(batch)
      .for("update", { skipLocked: true });
    const rows = await opts.db
      .update(outbox)
      .set({ status: "sending", attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
    for (const row of rows) {
      if (row.channel === "sms" || !transport) {
        await opts.db.update(outbox).set({ status: "stored", sentAt: new Date() }).where(eq(outbox.id, row.id));
        continue;
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to: row.recipient,
          subject: row.subject ?? "",
          text: row.textBody,
          html: row.htmlBody ?? undefined,
          attachments: row.attachments?.map((a) => ({ filename: a.name, contentType: a.mime, content: Buffer.from(a.base64, "base64") })),
        });
        await opts.db.update(outbox).set({ status: "sent", sentAt: new Date(), lastError: null }).where(eq(outbox.id, row.id));
      } catch (err) {
        const failed = row.attempts >= MAX_ATTEMPTS;
        // The error name only: SMTP messages can echo the recipient address.
        const lastError = (err as Error)?.name ?? "Error";
        await opts.db
          .update(outbox)
          .set({ status: failed ? "failed" : "pending", lastError })
          .where(eq(outbox.id, row.id));
        opts.log.warn("outbox_delivery_failed", { id: row.id, attempts: row.attempts, final: failed, error: lastError });
      }
    }
    return rows.length;
  }

  const tick = () => {
    if (running) return;
    running = deliverPending()
      .catch((err: Error) => {
        opts.log.error("outbox_sender_error", { name: err?.name });
        return 0;
      })
      .finally(() => {
        running = null;
      });
  };

  return {
    deliverPending,
    start(intervalMs = 2000) {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport?.close();
    },
  };
}
