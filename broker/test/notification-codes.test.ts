/**
 * Notification titles and buttons travel as codes the portal words (decision 0080):
 * no answer carries a word, and migration 0005 turns every word the broker
 * ever stored, in the five languages, into its code.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../db/brands";
import { MIGRATIONS_FOLDER } from "../db/client";
import { notifications } from "../db/schema";
import { notificationButtons, notificationTitles } from "../../contract/codes/codes";
import { insertNotification } from "./fixtures/contracts";
import { createTestBroker, type TestBroker } from "./harness";

const languages = ["en", "fr", "de", "it", "es"] as const;
type Words = { title: Record<string, string>; button: Record<string, string> };
const wordsOf = (lang: string): Words =>
  (JSON.parse(readFileSync(new URL(`../../locales/${lang}/codes.json`, import.meta.url), "utf8")) as { notification: Words }).notification;
/**
 * Words the broker stored before migration 0005 that the portal has since reworded (Italian buttons
 * in the infinitive, decision 0186): the migration must still know the stored word, not today's.
 */
const storedBeforeRewording: Partial<Record<(typeof languages)[number], Partial<Words>>> = {
  it: { button: { continue: "Continua", pay: "Regolarizza", upload: "Carica", sign: "Firma" } },
};
const storedWordsOf = (lang: (typeof languages)[number]): Words => {
  const words = wordsOf(lang);
  const before = storedBeforeRewording[lang] ?? {};
  return { title: { ...words.title, ...before.title }, button: { ...words.button, ...before.button } };
};

const migration = readFileSync(`${MIGRATIONS_FOLDER}/0005_notification-codes.sql`, "utf8");
/** The migration's (word, code) pairs for one column, in file order. */
function pairsFor(column: "title" | "button_message"): [string, string][] {
  const statement = migration.split("--> statement-breakpoint").find((part) => part.includes(`SET "${column}"`))!;
  return [...statement.matchAll(/\('((?:[^']|'')*)', '([a-z_]+)'\)/g)].map((m) => [m[1].replace(/''/g, "'"), m[2]]);
}

let t: TestBroker;
beforeAll(async () => {
  t = await createTestBroker();
});
afterAll(() => t.close());

const codesOnly = (list: { title: string; button_message: string | null }[]) => {
  for (const n of list) {
    expect(notificationTitles).toContain(n.title);
    if (n.button_message !== null) expect(notificationButtons).toContain(n.button_message);
  }
};

describe("notification titles and buttons on the wire", () => {
  it("are codes on every brand's demo client, whatever the brand's language", async () => {
    for (const brand of BRANDS) {
      const clientId = `cli_${brand.id}_full`;
      const s = await t.sessionForAccount(brand.id, "demo.full@example.com", { clientId });
      const res = await t.request(`/v2/clients/${clientId}/notifications`, { brand: brand.id, session: s.token });
      expect(res.status, brand.id).toBe(200);
      const list = (await res.json()) as { title: string; button_message: string | null }[];
      expect(list.length, brand.id).toBeGreaterThanOrEqual(6);
      codesOnly(list);
      expect(list.map((n) => n.title)).toEqual(expect.arrayContaining(["amendment_pending", "unpaid", "signature_needed"]));
    }
  });

  it("a stored word is never sent: the answer fails its contract (500) rather than carry it", async () => {
    const s = await t.sessionFor("courtia-es", "client");
    const owner = { brandId: "courtia-es", clientId: s.clientId! };
    const note = await insertNotification(t.db, owner, { title: "unpaid" });
    const list = () => t.request(`/v2/clients/${s.clientId}/notifications`, { brand: "courtia-es", session: s.token });
    expect((await list()).status).toBe(200);
    // A word written behind the broker's back (the column is text): the typed schema would not let the code do it.
    await t.db.execute(sql`update notification set title = 'Recibo impagado' where id = ${note.id}`);
    const res = await list();
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("Recibo impagado");
    await t.db.delete(notifications).where(eq(notifications.id, note.id));
  });
});

describe("migration 0005 (stored words → codes)", () => {
  it.each(languages)("knows every %s word of codes.json, each under its own code", (lang) => {
    const words = storedWordsOf(lang);
    const titles = new Map(pairsFor("title"));
    const buttons = new Map(pairsFor("button_message"));
    for (const code of notificationTitles) expect(titles.get(words.title[code]), `${lang} title ${code}`).toBe(code);
    for (const code of notificationButtons) expect(buttons.get(words.button[code]), `${lang} button ${code}`).toBe(code);
  });

  it("maps each word to one code only", () => {
    for (const column of ["title", "button_message"] as const) {
      const pairs = pairsFor(column);
      expect(new Set(pairs.map(([word]) => word)).size, column).toBe(pairs.length);
      for (const [, code] of pairs) expect([...notificationTitles, ...notificationButtons]).toContain(code);
    }
  });

  it("turns stored words into codes and leaves codes alone", async () => {
    const s = await t.sessionFor("nordhafen", "client");
    const owner = { brandId: "nordhafen", clientId: s.clientId! };
    const stored = [
      ["Nachtrag freigegeben", null],
      ["Offene Zahlung", "Jetzt zahlen"],
      ["Avenant en attente de validation", "Continuer"],
      ["Documentos para firmar", "Firmar"],
      ["Payment received", null],
      ["Pagamento ricevuto", "Carica"],
      ["debit_disputed", "sign"],
    ] as const;
    const ids: string[] = [];
    for (const [title, button] of stored) {
      const row = await insertNotification(t.db, owner, { title: "unpaid" });
      await t.db.execute(sql`update notification set title = ${title}, button_message = ${button} where id = ${row.id}`);
      ids.push(row.id);
    }
    for (const statement of migration.split("--> statement-breakpoint")) await t.db.execute(sql.raw(statement));
    const after = new Map((await t.db.select().from(notifications)).map((n) => [n.id, [n.title, n.buttonMessage]]));
    expect(ids.map((id) => after.get(id))).toEqual([
      ["amendment_approved", null],
      ["unpaid", "pay"],
      ["amendment_pending", "continue"],
      ["signature_needed", "sign"],
      ["payment_received", null],
      ["payment_received", "upload"],
      ["debit_disputed", "sign"],
    ]);
    await t.db.delete(notifications).where(inArray(notifications.id, ids));
  });
});
