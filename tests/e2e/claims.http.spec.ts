import { samplePdfWith } from "../../broker/test/fixtures/files";
import { decodeHtml, expect, formsIn, ownAddress, test, textsOf, Visitor, type Answer, type FormBody } from "./http";

/**
 * Claims' declaration without JavaScript (issue 29, decision 0227): its posts as a browser without JavaScript sends
 * them, and the pages that answer, on vigie (claims.spec.ts runs them with JavaScript on castello; its other tests
 * still run without JavaScript on solana, where they count and declare claims).
 */
const brand = "vigie";
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Text as read (scripts and styles left out), its spaces collapsed. */
const plain = (html: string) =>
  decodeHtml(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " "))
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
/** The text of the element with this id. */
function textOfId(page: Answer, id: string): string {
  const match = new RegExp(`<([a-z]+)\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(page.body);
  expect(match, `#${id} on ${page.url}`).not.toBeNull();
  return plain(match![2]);
}
const claimsListed = (page: Answer) => [...page.body.matchAll(/<[a-z]+\b[^>]*\bdata-claim\b/g)].length;
/** The declaration's last form (intent=declare), as the page rendered it. */
const declaration = (page: Answer) => {
  const form = formsIn(page.body, page.url).find((candidate) => candidate.method === "post" && candidate.values.intent === "declare");
  if (!form) throw new Error(`No declaration form on ${page.url}`);
  return form;
};
/** The declaration posted with its "Déclarer le sinistre" button (which has no name: the list buttons have theirs). */
const declare = async (visitor: Visitor, page: Answer, typed: FormBody) => {
  const form = declaration(page);
  return visitor.landed(await visitor.post(form.action, { ...form.values, ...typed }));
};

test("a proof over 10 MB is refused next to its field with what was typed kept, not with a connection error", async () => {
  const visitor = Visitor.stored(brand, "demo.full@example.com", ownAddress(test.info()));
  const answers = new URLSearchParams({
    contract: `ctr_${brand}_full_signed`,
    nature: "water_damage",
    type: "damage_suffered",
    occurred: isoDay(-3),
    injury: "no",
    third: "no",
  });
  const before = claimsListed(await visitor.read("/fr-fr/sinistres"));
  expect(before).toBeGreaterThan(0);
  const page = await visitor.read(`/fr-fr/sinistres/declarer?${answers}`);
  const circumstances = `Fuite, scan trop lourd http ${Date.now()}`;
  // 12 MB: past the portal's upload limit, so the server leaves the file out and names it (readBody).
  const huge = { name: "constat.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from(samplePdfWith()), Buffer.alloc(12 * 1024 * 1024, 32)]) };
  const refused = await declare(visitor, page, { circumstances, proof_water_damage_report: huge });
  expect(textOfId(refused, "claim-details-proof_water_damage_report-error")).toBe("Le fichier dépasse 10 Mo. Choisissez un fichier plus léger.");
  expect(declaration(refused).values.circumstances).toBe(circumstances);
  expect(textsOf(refused.body, "h2")).toContain("Détails et justificatifs");
  // Nothing declared: the files are checked before the claim is made.
  expect(claimsListed(await visitor.read("/fr-fr/sinistres"))).toBe(before);
});
