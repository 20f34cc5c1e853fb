import http from "node:http";
import type { Page } from "@playwright/test";
import pg from "pg";
import { samplePdfWith } from "../../broker/test/fixtures/files";
import { openAccountMenu } from "../account-menu";
import { typeCard } from "../card-page";
import type { Cluster, Member } from "../../scripts/cluster.mjs";
import { clusterLinesInto, expect, test } from "./shared-cluster";

/**
 * Issue 27 section 4: the product as operators run it at scale. Two portals and two brokers on
 * one PostgreSQL and one Redis, behind haproxy in round robin; each request may land on any
 * process. One client's journey (sign in, upload, pay by card, change the debit frequency,
 * sign, log out) with a broker killed during an upload and a portal killed mid-journey.
 * Every step prints which processes answered it (haproxy's log; `X-Served-By` on each answer).
 * Then the database says nothing was half-stored or done twice.
 */
const brand = "azura";
const database = process.env.BROKER_TEST_DATABASE_URL ?? process.env.DATABASE_URL;

let cluster: Cluster;
let db: pg.Client;
const journey: string[] = [];
/** The file_blob keys before the first upload (the demo's own files). */
let blobsBefore: string[] = [];

test.beforeAll(async ({ cluster: shared }) => {
  cluster = shared;
  clusterLinesInto(journey);
  db = new pg.Client({ connectionString: database });
  await db.connect();
});

test.afterAll(async () => {
  console.info(["", "Scale journey (which process answered each step):", ...journey].join("\n"));
  await db?.end();
});

const site = (path: string) => `http://${brand}.localhost:${cluster.portalPort}${path}`;

/** A step of the journey, logged with the servers haproxy sent its requests to. */
async function step(name: string, body: () => Promise<void>) {
  const from = cluster.served.length;
  const started = Date.now();
  await test.step(name, body);
  const served = cluster.served.slice(from);
  const count = (frontend: string) => {
    const counts = new Map<string, number>();
    for (const entry of served.filter((s) => s.frontend === frontend)) counts.set(entry.server, (counts.get(entry.server) ?? 0) + 1);
    return [...counts].map(([server, n]) => `${server}×${n}`).join(" ") || "-";
  };
  journey.push(`${name.padEnd(44)} ${String(Date.now() - started).padStart(6)} ms  portals: ${count("portal").padEnd(24)} brokers: ${count("broker")}`);
}

/** The sessions haproxy has sent to a broker process so far (`stot` of its `show stat` line). */
async function brokerSessions(of: Cluster, server: string): Promise<number> {
  const stat = await of.admin("show stat");
  const [header, ...lines] = stat.split("\n");
  const columns = header.replace(/^# /, "").split(",");
  const line = lines.map((text) => text.split(",")).find((fields) => fields[0] === "brokers" && fields[1] === server);
  if (!line) throw new Error(`haproxy has no server brokers/${server}: ${stat.slice(0, 200)}`);
  return Number(line[columns.indexOf("stot")]);
}

const rows = async <T>(sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows as T[];
const card = (page: Page, title: RegExp) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
const pdf = (name: string, marker: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(samplePdfWith([{ dictionary: "", data: new TextEncoder().encode(marker) }])),
});

/**
 * Whether one portal process (asked directly, not through haproxy) takes the cookie as signed in,
 * on an open page: it shows the person's name only while the session is alive, and calls the
 * broker for nothing but that check, kept 5 seconds per process (decision 0028).
 */
function signedInOn(member: Member, cookie: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port: member.port, path: "/fr-fr/mentions-legales", headers: { host: `${brand}.localhost:${cluster.portalPort}`, cookie } },
      (response) => {
        let html = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (html += chunk));
        response.on("end", () => resolve(html.includes('data-testid="signed-in-name"')));
      },
    );
    request.on("error", reject);
  });
}

test("one client's journey across 2 portals and 2 brokers, with a portal and a broker killed on the way", async ({ page, context }) => {
  const [portal1] = cluster.portals;
  const [, broker2] = cluster.brokers;
  page.on("response", (response) => {
    // Every answer of either proxy names the process that gave it.
    if (response.request().resourceType() === "document") expect(response.headers()["x-served-by"], response.url()).toMatch(/^(portal|broker)-\d$/);
  });

  await step("sign in", async () => {
    await page.goto(site("/fr-fr/connexion"));
    const form = page.locator("#password-form");
    await form.locator('input[name="login"]').fill("demo.full@example.com");
    await form.locator('input[name="password"]').fill("Demo-Password-1");
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith("/connexion"));
    await expect(page.getByTestId("signed-in-name")).toBeVisible();
  });

  const requiredTab = site(`/fr-fr/contrats/ctr_${brand}_full_signed/justificatifs`);
  const kbis = pdf("kbis.pdf", "kbis of the scale journey");
  blobsBefore = (await rows<{ key: string }>("select key from file_blob")).map((row) => row.key);
  await step("upload a required document", async () => {
    await page.goto(requiredTab);
    await card(page, /^Extrait Kbis/)
      .locator('input[type="file"]')
      .setInputFiles(kbis);
    await card(page, /^Extrait Kbis/)
      .getByRole("button", { name: /Envoyer/ })
      .click();
    await expect(card(page, /^Extrait Kbis/)).toContainText("Reçu, en cours de vérification");
  });

  await step("download it 4 times (any portal, any broker)", async () => {
    const href = await card(page, /^Extrait Kbis/)
      .getByRole("link", { name: /Le télécharger/ })
      .getAttribute("href");
    for (let i = 0; i < 4; i++) {
      // From the page (the browser resolves the brand's host), as a click on the link would fetch it.
      const [status, bytes] = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return [response.status, Array.from(new Uint8Array(await response.arrayBuffer()))] as const;
      }, href!);
      expect(status).toBe(200);
      expect(Buffer.from(bytes).equals(kbis.buffer)).toBe(true);
    }
  });

  const urssaf = pdf("urssaf.pdf", "urssaf of the scale journey");
  await step("broker-2 killed during an upload", async () => {
    await page.goto(requiredTab);
    // Every broker call to broker-2, frozen: the upload reaches it and gets no answer.
    await cluster.admin("set server brokers/broker-1 state drain");
    process.kill(broker2.process.pid!, "SIGSTOP");
    await card(page, /^Attestation URSSAF/)
      .locator('input[type="file"]')
      .setInputFiles(urssaf);
    const reached = await brokerSessions(cluster, "broker-2");
    await card(page, /^Attestation URSSAF/)
      .getByRole("button", { name: /Envoyer/ })
      .click();
    // The upload has reached broker-2 (haproxy counts one more session to it: health checks are not sessions).
    await expect.poll(() => brokerSessions(cluster, "broker-2"), { timeout: 30_000 }).toBeGreaterThan(reached);
    await cluster.kill(broker2);
    // The portal says so, next to the file.
    await expect(card(page, /^Attestation URSSAF/).locator('p[id$="-file-error"]')).toContainText("Le fichier n'a pas pu être envoyé");
    await expect(card(page, /^Attestation URSSAF/)).not.toContainText("Reçu, en cours de vérification");
  });

  await step("the same upload again, through broker-1", async () => {
    await cluster.admin("set server brokers/broker-1 state ready");
    await card(page, /^Attestation URSSAF/)
      .getByRole("button", { name: /Envoyer/ })
      .click();
    await expect(card(page, /^Attestation URSSAF/)).toContainText("Reçu, en cours de vérification");
  });

  await step("portal-1 killed", async () => {
    await cluster.kill(portal1);
  });

  // As a supervisor would: the next steps run on two brokers again, each request on either.
  await step("broker-2 started again", async () => {
    await cluster.restartBroker(broker2);
  });

  const invoiceId = `inv_${brand}_notice_unpaid`;
  const paymentsBefore = await rows<{ n: number }>("select count(*)::int as n from payment where invoice_id = $1", [invoiceId]);
  // Needs the card intents and pages in the database (helper H5's branch): a page or a return landing on the
  // broker that did not create the intent finds nothing while they live in one broker's memory.
  await step("pay an invoice by card", async () => {
    await page.goto(site("/fr-fr/payments"));
    await page
      .locator(`tr[data-invoice="${invoiceId}"]`)
      .getByRole("link", { name: /^Payer/ })
      .click();
    await page.getByRole("button", { name: /^Payer/ }).click();
    await typeCard(page);
    await page.getByRole("button", { name: /^Payer/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Le paiement est validé." })).toBeVisible();
  });

  const changesBefore = await rows<{ n: number }>("select count(*)::int as n from periodicity_change where contract_id = $1", [`ctr_${brand}_full_signed`]);
  await step("change the debit frequency", async () => {
    await page.goto(site(`/fr-fr/contrats/ctr_${brand}_full_signed/paiements`));
    const frequency = page.getByRole("region", { name: "Fréquence de prélèvement" });
    await frequency.getByRole("radio", { name: /^Trimestrielle/ }).check();
    await frequency.getByRole("button", { name: "Changer la fréquence" }).click();
    await expect(page.getByText("Fréquence de prélèvement modifiée", { exact: true })).toBeVisible();
  });

  await step("portal-1 started again", async () => {
    await cluster.restartPortal(portal1);
  });

  // Needs the signing sessions in the database (helper H5's branch), as the card step.
  await step("sign a document", async () => {
    const contract = `/fr-fr/contrats/ctr_${brand}_full_need_signature`;
    await page.goto(site(`${contract}/documents`));
    await page.getByRole("link", { name: /Signer Conditions particulières à signer/ }).click();
    await page.getByRole("button", { name: "Commencer la signature" }).click();
    await page.getByRole("button", { name: "M'envoyer le code" }).click();
    let code: string | undefined;
    await expect(async () => {
      const [sent] = await rows<{ body: string }>(
        "select text_body as body from outbox where template = 'signature-code' and brand_id = $1 order by created_at desc limit 1",
        [brand],
      );
      code = /\b(\d{6})\b/.exec(sent?.body ?? "")?.[1];
      expect(code).toBeTruthy();
    }).toPass({ timeout: 15_000 });
    await page.getByLabel("Code reçu par SMS").fill(code!);
    await page.getByRole("button", { name: "Signer les documents" }).click();
    // Contract signatures come back through the signature return page (internal/callback/signature, issue 28).
    await expect(page.getByText("Votre signature est enregistrée")).toBeVisible();
  });

  await step("log out: the old cookie dies on every portal", async () => {
    const session = (await context.cookies()).find((cookie) => cookie.name === "__session");
    expect(session).toBeTruthy();
    const cookie = `${session!.name}=${session!.value}`;
    // Each portal checks the session and keeps the answer 5 seconds (decision 0028).
    for (const portal of cluster.portals) expect(await signedInOn(portal, cookie), portal.label).toBe(true);
    // From a page with the header (the signature's return page is fullscreen), the account menu's logout.
    await page.goto(site("/fr-fr/"));
    await openAccountMenu(page);
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/fr-fr\/connexion/);
    const loggedOut = Date.now();
    for (const portal of cluster.portals) {
      await expect(async () => {
        expect(await signedInOn(portal, cookie)).toBe(false);
      }).toPass({ timeout: 10_000, intervals: [250] });
      journey.push(`  old cookie refused by ${portal.label} ${Date.now() - loggedOut} ms after the logout`);
    }
  });

  await step("nothing half-stored or done twice", async () => {
    const blobs = await rows<{ key: string }>("select key from file_blob where not (key = any($1))", [blobsBefore]);
    const referenced = await rows<{ storage_key: string }>("select storage_key from required_document where storage_key = any($1)", [blobs.map((b) => b.key)]);
    // Two files sent, the second twice: two blobs, each the file of its document.
    expect(blobs.length).toBe(2);
    expect(referenced.length).toBe(2);
    expect(await rows("select 1 from idempotency_key where state = 'in_flight'")).toEqual([]);
    const paymentsAfter = await rows<{ n: number }>("select count(*)::int as n from payment where invoice_id = $1", [invoiceId]);
    expect(paymentsAfter[0].n - paymentsBefore[0].n).toBe(1);
    const changesAfter = await rows<{ n: number }>("select count(*)::int as n from periodicity_change where contract_id = $1", [`ctr_${brand}_full_signed`]);
    expect(changesAfter[0].n - changesBefore[0].n).toBe(1);
    journey.push(
      `  file_blob rows written: ${blobs.length}, both referenced; in-flight idempotency keys: 0; payments of the invoice: +${paymentsAfter[0].n - paymentsBefore[0].n}; frequency changes: +${changesAfter[0].n - changesBefore[0].n}`,
    );
  });
});
