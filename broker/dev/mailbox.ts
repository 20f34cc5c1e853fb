/**
 * GET /dev/mailbox: the outbox as an HTML page (newest first), so magic
 * links, reset links and SMS codes can be followed without a mail server.
 * Mounted only when APP_ENV is not `production`.
 */
import { desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { outbox } from "../db/schema";
import type { BrokerEnv } from "../http/context";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Escapes, then turns http(s) URLs into links (only those: no javascript: or data: links). */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

type StoredAttachment = { name: string; mime: string; base64: string };

/** Links to the files sent with a message, each served by the route below. */
function attachmentLinks(id: string, attachments: StoredAttachment[] | null): string {
  if (!attachments?.length) return "";
  const items = attachments.map((a, n) => `<li><a href="/dev/mailbox/${id}/attachments/${n}" download>${escapeHtml(a.name)}</a> (${escapeHtml(a.mime)})</li>`);
  return `\n  <ul class="attachments">${items.join("")}</ul>`;
}

export function mountMailbox(app: Hono<BrokerEnv>): void {
  app.get("/dev/mailbox/:id/attachments/:n", async (c) => {
    c.set("routeId", "GET /dev/mailbox/:id/attachments/:n");
    const id = c.req.param("id");
    if (!/^[0-9a-f-]{36}$/.test(id)) return c.notFound();
    const [row] = await c.get("deps").db.select({ attachments: outbox.attachments }).from(outbox).where(eq(outbox.id, id));
    const file = row?.attachments?.[Number(c.req.param("n"))];
    if (!file) return c.notFound();
    return c.body(Buffer.from(file.base64, "base64"), 200, {
      "content-type": file.mime,
      "content-disposition": `attachment; filename="${file.name.replace(/[^\w.-]/g, "_")}"`,
      "cache-control": "no-store",
    });
  });
  app.get("/dev/mailbox", async (c) => {
    c.set("routeId", "GET /dev/mailbox");
    const rows = await c.get("deps").db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(200);
    const items = rows
      .map(
        (m) => `<article class="${m.channel}">
  <header><strong>${m.channel === "sms" ? "SMS" : "E-mail"}</strong> to ${escapeHtml(m.recipient)}
  · ${m.createdAt.toISOString()} · ${m.status}${m.template ? ` · <code>${escapeHtml(m.template)}</code>` : ""}${m.brandId ? ` · ${escapeHtml(m.brandId)}` : ""}</header>
  ${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ""}
  <pre>${linkify(m.textBody)}</pre>${attachmentLinks(m.id, m.attachments)}
</article>`,
      )
      .join("\n");
    c.header("Cache-Control", "no-store");
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Broker mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
article.sms{background:#f5f9ff}header{color:#555;font-size:.9rem}h2{font-size:1.1rem;margin:.5rem 0}
pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Outbox (${rows.length})</h1>
${items || "<p>No messages yet.</p>"}
</body></html>`);
  });
}
