import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimFiles, claims, outbox } from "../db/schema";
import { insertClient, insertContract, type Owner } from "./fixtures/contracts";
import { exeBytes, insertClaim, insertClaimFile, pdfBytes, pngBytes } from "./fixtures/payments-quotes-claims";
import { createTestBroker, openClientBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let me: Owner;
let other: Owner;
let base: string;
let contractId: string;

beforeAll(async () => {
  ({ t, s, me, base } = await openClientBroker(BRAND));
  other = { brandId: BRAND, clientId: (await insertClient(t.db, BRAND)).id };
  contractId = (await insertContract(t.db, me, { type: "mrp", status: "formalised", startDate: "2024-01-15" })).id;
});
afterAll(() => t.close());

const get = (path: string) => t.request(`${base}${path}`, { brand: BRAND, session: s.token });
const post = (path: string, body: unknown, idempotencyKey?: string) => t.request(`${base}${path}`, { brand: BRAND, session: s.token, body, idempotencyKey });
const del = (path: string) => t.request(`${base}${path}`, { brand: BRAND, session: s.token, method: "DELETE" });

const declaration = (values: Record<string, unknown> = {}) => ({
  contract_id: contractId,
  nature: "water_damage",
  occurrence_date: "2026-01-10",
  circumstances: "A pipe burst in the office kitchen.",
  damages: "Ceiling and floor",
  physical_injury: false,
  third_party_involved: false,
  ...values,
});

function upload(file: { bytes: Uint8Array; name: string } | null, fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append("file", new File([file.bytes as BlobPart], file.name));
  return data;
}

describe("allowed contracts", () => {
  it("lists contracts in force or terminated, not projects or quotes", async () => {
    const terminated = await insertContract(t.db, me, { status: "terminated", terminatedDate: "2025-12-31" });
    const project = await insertContract(t.db, me, { status: "project", isSigned: false });
    const quote = await insertContract(t.db, me, { type: "quote", status: "quote", isSigned: false });
    const res = await get("/claims-resources/allowed-contracts?lang=en");
    expect(res.status).toBe(200);
    const ids = (await res.json()).map((c: { id: string }) => c.id);
    expect(ids).toContain(contractId);
    expect(ids).toContain(terminated.id);
    expect(ids).not.toContain(project.id);
    expect(ids).not.toContain(quote.id);
    const [first] = (await (await get("/claims-resources/allowed-contracts?lang=en")).json()).filter((c: { id: string }) => c.id === contractId);
    expect(first.natures.map((n: { code: string }) => n.code)).toContain("water_damage");
    // Codes only: the portal words the natures in the page's language.
    for (const nature of first.natures) expect(Object.keys(nature)).toEqual(["code"]);
  });
});

describe("declaring", () => {
  it("creates a claim, e-mails an acknowledgement, lists and reads it", async () => {
    const res = await post("/claims", declaration(), "claim-1");
    expect(res.status).toBe(201);
    const claim = await res.json();
    expect(claim).toMatchObject({ contract_id: contractId, nature: "water_damage", status: "declared", proof_files: [] });
    expect(claim.reference).toMatch(/^SIN-\d{4}-[0-9A-F]{8}$/);

    const replay = await post("/claims", declaration(), "claim-1");
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await replay.json()).id).toBe(claim.id);
    expect(await t.db.select().from(claims).where(eq(claims.clientId, s.clientId!))).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.template, "claim-declared"))).toHaveLength(1);

    // A new declaration with the same contents (another form, another key) is a new claim, not the first one's reference (issue 45).
    const second = await post("/claims", declaration(), "claim-2");
    expect(second.status).toBe(201);
    const secondClaim = await second.json();
    expect(secondClaim.id).not.toBe(claim.id);
    expect(secondClaim.reference).not.toBe(claim.reference);
    expect(await t.db.select().from(claims).where(eq(claims.clientId, s.clientId!))).toHaveLength(2);
    expect(await t.db.select().from(outbox).where(eq(outbox.template, "claim-declared"))).toHaveLength(2);

    const list = await (await get("/claims")).json();
    expect(list.map((c: { id: string }) => c.id).sort()).toEqual([claim.id, secondClaim.id].sort());
    const one = await get(`/claims/${claim.id}`);
    expect(one.status).toBe(200);
    expect((await one.json()).contract).toMatchObject({ id: contractId });
  });

  it("answers field errors by dotted path", async () => {
    const res = await post(
      "/claims",
      declaration({ occurrence_date: "2099-01-01", nature: "collision", third_party_involved: true, third_parties: [{ name: "" }] }),
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe("validation.failed");
    expect(Object.keys(body.errors)).toContain("third_parties.0.name");

    const rules = await post("/claims", declaration({ occurrence_date: "2099-01-01", nature: "collision", third_party_involved: true }));
    expect(rules.status).toBe(422);
    expect((await rules.json()).errors).toEqual({
      nature: ["field.not-allowed"],
      occurrence_date: ["claim.occurred-in-future"],
      third_parties: ["field.required"],
    });

    const missing = await post("/claims", { contract_id: contractId });
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors)).toEqual(
      expect.arrayContaining(["nature", "occurrence_date", "circumstances", "physical_injury", "third_party_involved"]),
    );
  });

  it("refuses contracts that are not claimable, and 404s another client's contract", async () => {
    const project = await insertContract(t.db, me, { status: "project", isSigned: false });
    const res = await post("/claims", declaration({ contract_id: project.id }));
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ contract_id: ["claim.contract-not-claimable"] });
    const foreign = await insertContract(t.db, other);
    expect((await post("/claims", declaration({ contract_id: foreign.id }))).status).toBe(404);
  });

  it("answers 404 for another client's or brand's claim", async () => {
    const foreignContract = await insertContract(t.db, other);
    const foreign = await insertClaim(t.db, { ...other, contractId: foreignContract.id });
    const foreignFile = await insertClaimFile(t.db, { ...other, claimId: foreign.id });
    const otherBrandContract = await insertContract(t.db, { brandId: "mistral", clientId: "cli_demo_mistral" });
    const otherBrand = await insertClaim(t.db, { brandId: "mistral", clientId: "cli_demo_mistral", contractId: otherBrandContract.id });
    for (const id of [foreign.id, otherBrand.id, "clm_missing"]) {
      for (const path of ["", "/proof-files", "/files"]) expect((await get(`/claims/${id}${path}`)).status, `${id}${path}`).toBe(404);
      expect(
        (await t.request(`${base}/claims/${id}/proof-files`, { brand: BRAND, session: s.token, body: upload({ bytes: pdfBytes, name: "a.pdf" }) })).status,
      ).toBe(404);
    }
    expect((await del(`/claims/${foreign.id}/proof-files/${foreignFile.id}`)).status).toBe(404);
    expect((await t.request(`/v2/clients/${other.clientId}/claims`, { brand: BRAND, session: s.token })).status).toBe(404);
  });
});

describe("proof files", () => {
  let claimId: string;
  beforeAll(async () => {
    claimId = (await insertClaim(t.db, { ...me, contractId }, { nature: "water_damage", physicalInjury: true })).id;
  });

  it("lists the required proof types", async () => {
    const res = await get(`/claims/${claimId}/proof-files?lang=en`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.can_add).toBe(true);
    const codes = body.requirements.map((r: { code: string }) => r.code);
    expect(codes).toContain("medical_certificate");
    expect(body.requirements.every((r: { provided: boolean }) => !r.provided)).toBe(true);
    for (const requirement of body.requirements) expect(Object.keys(requirement).sort()).toEqual(["code", "provided", "required"]);
  });

  it("uploads a pdf or png, refuses bad types, missing files and unknown proof types", async () => {
    const ok = await t.request(`${base}/claims/${claimId}/proof-files`, {
      brand: BRAND,
      session: s.token,
      body: upload({ bytes: pdfBytes, name: "certificate.pdf" }, { type: "medical_certificate" }),
    });
    expect(ok.status).toBe(201);
    const file = await ok.json();
    expect(file).toMatchObject({ type: "medical_certificate", status: "uploaded", mime: "application/pdf", deleteable: true });

    const png = await t.request(`${base}/claims/${claimId}/proof-files`, {
      brand: BRAND,
      session: s.token,
      body: upload({ bytes: pngBytes, name: "photo.png" }),
    });
    expect(png.status).toBe(201);

    const bad = await t.request(`${base}/claims/${claimId}/proof-files`, { brand: BRAND, session: s.token, body: upload({ bytes: exeBytes, name: "x.pdf" }) });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual({ file: ["upload.bad-type"] });

    const none = await t.request(`${base}/claims/${claimId}/proof-files`, { brand: BRAND, session: s.token, body: upload(null, { type: "photos" }) });
    expect(none.status).toBe(422);
    expect((await none.json()).errors).toEqual({ file: ["upload.missing"] });

    const type = await t.request(`${base}/claims/${claimId}/proof-files`, {
      brand: BRAND,
      session: s.token,
      body: upload({ bytes: pdfBytes, name: "a.pdf" }, { type: "nope" }),
    });
    expect((await type.json()).errors).toEqual({ type: ["field.not-allowed"] });

    const status = await (await get(`/claims/${claimId}/proof-files`)).json();
    expect(status.requirements.find((r: { code: string }) => r.code === "medical_certificate").provided).toBe(true);
    const files = await (await get(`/claims/${claimId}/files`)).json();
    expect(files).toHaveLength(2);

    expect((await del(`/claims/${claimId}/proof-files/${file.id}`)).status).toBe(204);
    expect(await (await get(`/claims/${claimId}/files`)).json()).toHaveLength(1);
    expect((await del(`/claims/${claimId}/proof-files/${file.id}`)).status).toBe(404);
  });

  it("refuses to delete a checked file and to add files to a decided claim", async () => {
    const checked = await insertClaimFile(t.db, { ...me, claimId }, { status: "valid" });
    const res = await del(`/claims/${claimId}/proof-files/${checked.id}`);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ file: ["claim-file.not-deletable"] });
    const [row] = await t.db
      .select()
      .from(claimFiles)
      .where(and(eq(claimFiles.id, checked.id)));
    expect(row.deletedAt).toBeNull();

    const settled = await insertClaim(t.db, { ...me, contractId }, { status: "settled" });
    const late = await t.request(`${base}/claims/${settled.id}/proof-files`, {
      brand: BRAND,
      session: s.token,
      body: upload({ bytes: pdfBytes, name: "a.pdf" }),
    });
    expect(late.status).toBe(422);
    expect((await late.json()).errors).toEqual({ file: ["claim.closed"] });
  });

  it("asks a decided claim for nothing: it takes no more files, its files stay listed (decision 0281)", async () => {
    for (const status of ["settled", "refused", "closed"] as const) {
      // A water damage with an injury asks for a medical certificate while the claim is open.
      const decided = await insertClaim(t.db, { ...me, contractId }, { status, physicalInjury: true });
      await insertClaimFile(t.db, { ...me, claimId: decided.id }, { type: "photos" });
      const body = await (await get(`/claims/${decided.id}/proof-files`)).json();
      expect(body, status).toMatchObject({ can_add: false, requirements: [] });
      expect(
        body.files.map((f: { type: string }) => f.type),
        status,
      ).toEqual(["photos"]);
    }
  });
});

describe("history, open and one schema (issue 29)", () => {
  it("stores the declaration in the history with its date and note, and says the claim is open", async () => {
    const res = await post("/claims", declaration({ nature: "fire", occurrence_date: "2026-02-01", circumstances: "Kitchen fire." }), "claim-history");
    const claim = await res.json();
    expect(claim.open).toBe(true);
    expect(claim.history).toEqual([{ status: "declared", at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), note: "declared_online" }]);
    const [row] = await t.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row.statusHistory).toEqual([{ status: "declared", at: claim.history[0].at, note: "declared_online" }]);
    expect((await (await get(`/claims/${claim.id}`)).json()).history).toEqual(claim.history);
  });

  it("counts settled and refused claims as not open", async () => {
    for (const status of ["settled", "refused", "closed"]) {
      const row = await insertClaim(t.db, { ...me, contractId }, { status });
      expect((await (await get(`/claims/${row.id}`)).json()).open, status).toBe(false);
    }
  });

  it("gives back third parties and statements in the shape they were declared in", async () => {
    const auto = (await insertContract(t.db, me, { type: "auto", status: "formalised", startDate: "2024-01-15" })).id;
    const third = { name: "Jo Martin", insurer: "Other Mutual", registration_number: "AB-123-CD", email: "jo@example.com" };
    const statement = { author: "Jo Martin", text: "I braked too late." };
    const res = await post(
      "/claims",
      declaration({ contract_id: auto, nature: "collision", third_party_involved: true, third_parties: [third], statements: [statement] }),
      "claim-third",
    );
    expect(res.status).toBe(201);
    const claim = await res.json();
    expect(claim.third_parties).toEqual([third]);
    expect(claim.statements).toEqual([statement]);
    // A row written in another shape (an old `registration` key) is left out, never answered as the wire's.
    const odd = await insertClaim(t.db, { ...me, contractId: auto }, { thirdParties: [{ registration: "X" }] });
    expect((await (await get(`/claims/${odd.id}`)).json()).third_parties).toEqual([]);
  });

  it("stores several third parties and statements in their order, returns them all in the claim and the list, takes ten of each at most", async () => {
    const auto = (await insertContract(t.db, me, { type: "auto", status: "formalised", startDate: "2024-01-15" })).id;
    const thirds = [{ name: "Jo Martin", registration_number: "AB-123-CD" }, { name: "Ana Ruiz", insurer: "Other Mutual" }, { name: "Lee Chan" }];
    const statements = [{ author: "Jo Martin", text: "I braked too late." }, { text: "A witness saw the lights red." }];
    const several = declaration({ contract_id: auto, nature: "collision", third_party_involved: true, third_parties: thirds, statements });
    const res = await post("/claims", several, "claim-several");
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const read = await (await get(`/claims/${id}`)).json();
    expect(read.third_parties).toEqual(thirds);
    expect(read.statements).toEqual(statements);
    const listed = (await (await get("/claims")).json()).find((c: { id: string }) => c.id === id);
    expect(listed.third_parties).toEqual(thirds);
    expect(listed.statements).toEqual(statements);

    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `Party ${i}` }));
    const tooMany = await post("/claims", {
      ...several,
      circumstances: "Eleven cars.",
      third_parties: eleven,
      statements: eleven.map((p) => ({ text: p.name })),
    });
    expect(tooMany.status).toBe(422);
    expect(Object.keys((await tooMany.json()).errors)).toEqual(expect.arrayContaining(["third_parties", "statements"]));
  });
});

describe("proof file downloads", () => {
  it("answers the bytes of a proof file at proof-files/{f} and files/{f}, 404 once deleted or for another client", async () => {
    const claimId = (await insertClaim(t.db, { ...me, contractId }, { nature: "water_damage" })).id;
    const sent = await t.request(`${base}/claims/${claimId}/proof-files`, {
      brand: BRAND,
      session: s.token,
      body: upload({ bytes: pdfBytes, name: "report.pdf" }, { type: "water_damage_report" }),
    });
    const file = await sent.json();
    for (const path of [`/claims/${claimId}/proof-files/${file.id}`, `/claims/${claimId}/files/${file.id}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/pdf");
      expect(res.headers.get("content-disposition")).toContain("report.pdf");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdfBytes);
    }
    const foreignContract = await insertContract(t.db, other);
    const foreign = await insertClaim(t.db, { ...other, contractId: foreignContract.id });
    const foreignFile = await insertClaimFile(t.db, { ...other, claimId: foreign.id });
    expect((await get(`/claims/${foreign.id}/proof-files/${foreignFile.id}`)).status).toBe(404);
    // Another claim's file through this claim's address: not found either.
    expect((await get(`/claims/${claimId}/proof-files/${foreignFile.id}`)).status).toBe(404);
    expect((await del(`/claims/${claimId}/proof-files/${file.id}`)).status).toBe(204);
    expect((await get(`/claims/${claimId}/proof-files/${file.id}`)).status).toBe(404);
  });
});

describe("photo collection", () => {
  it("gives a vehicle claim one partner page, in the asked language, linking back only to an allowed origin", async () => {
    const auto = (await insertContract(t.db, me, { type: "auto", status: "formalised", startDate: "2024-01-15" })).id;
    const claim = await (await post("/claims", declaration({ contract_id: auto, nature: "glass", circumstances: "A stone." }), "claim-photos")).json();
    expect(claim).toMatchObject({ photo_collection_available: true, photo_collection_url: null });
    const first = await post(`/claims/${claim.id}/photo-collection`, {});
    expect(first.status).toBe(200);
    const { url } = await first.json();
    expect(url).toMatch(/^\/sandbox\/photos\/[0-9a-f]{32}$/);
    expect((await (await post(`/claims/${claim.id}/photo-collection`, {})).json()).url).toBe(url);
    expect((await (await get(`/claims/${claim.id}`)).json()).photo_collection_url).toBe(url);

    // No BROKER_REDIRECT_ORIGINS here (as in development): any http(s) return address gets its link back.
    const back = `http://localhost:3000/de-de/claims/${claim.id}`;
    const page = await t.request(`${url}?lang=de&return=${encodeURIComponent(back)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="de-DE"');
    expect(html).toContain("Fotos der Schäden");
    expect(html).toContain(claim.reference);
    expect(html).toContain(`href="${back}"`);
    // With the portal's origins listed, only they get a link: the page is no open redirect.
    const strict = await createTestBroker({ config: { redirectOrigins: ["https://portal.example"] } });
    try {
      const unknownToken = `/sandbox/photos/${"0".repeat(32)}?lang=fr&return=`;
      expect(await (await strict.request(unknownToken + encodeURIComponent("https://evil.example/x"))).text()).not.toContain("evil.example");
      expect(await (await strict.request(unknownToken + encodeURIComponent("https://portal.example/fr-fr/sinistres/x"))).text()).toContain(
        'href="https://portal.example/fr-fr/sinistres/x"',
      );
    } finally {
      await strict.close();
    }
    expect((await t.request(`/sandbox/photos/${"0".repeat(32)}?lang=fr`)).status).toBe(404);
  });

  it("refuses it on a property claim, a theft, and a decided claim", async () => {
    const house = (await insertClaim(t.db, { ...me, contractId }, { nature: "water_damage" })).id;
    const auto = (await insertContract(t.db, me, { type: "auto", status: "formalised", startDate: "2024-01-15" })).id;
    const theft = (await insertClaim(t.db, { ...me, contractId: auto }, { nature: "theft" })).id;
    const settled = (await insertClaim(t.db, { ...me, contractId: auto }, { nature: "glass", status: "settled" })).id;
    for (const id of [house, theft, settled]) {
      const res = await post(`/claims/${id}/photo-collection`, {});
      expect(res.status, id).toBe(422);
      expect((await res.json()).errors).toEqual({ claim: ["claim.photo-collection-unavailable"] });
    }
  });
});

describe("a proof file is what its name says", () => {
  it("refuses PNG bytes named .pdf, takes them named .png", async () => {
    const claimId = (await insertClaim(t.db, { ...me, contractId }, { nature: "water_damage" })).id;
    const send = (name: string) =>
      t.request(`${base}/claims/${claimId}/proof-files`, { brand: BRAND, session: s.token, body: upload({ bytes: pngBytes, name }, { type: "photos" }) });
    const lying = await send("report.pdf");
    expect(lying.status).toBe(422);
    expect((await lying.json()).errors).toEqual({ file: ["claim-file.not-what-it-says"] });
    expect((await send("photo.png")).status).toBe(201);
    expect((await send("photo")).status).toBe(201);
  });
});
