/**
 * What an upload holds (issue 9, defect 8): the name and type shown back
 * follow the bytes, decompression bombs are refused, and a replaced
 * required document leaves no file behind.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requiredDocuments } from "../db/schema";
import type { AppDeps } from "../http/context";
import { fileStoreFor } from "../routes/contract/shared";
import { insertContract, insertRequiredDocument } from "./fixtures/contracts";
import { pdfBomb, sampleJpgOf, samplePdfWith, samplePngOf } from "./fixtures/files";
import { insertClaim } from "./fixtures/payments-quotes-claims";
import { createTestBroker, type TestBroker, type TestSession } from "./harness";

const BRAND = "azura";
let t: TestBroker;
let s: TestSession;
let dataDir: string;
let base: string;
let owner: { brandId: string; clientId: string };
let contractId: string;

beforeAll(async () => {
  // A disk store, as in production: the issue counted files on disk.
  dataDir = await mkdtemp(join(tmpdir(), "broker-uploads-"));
  t = await createTestBroker({ config: { appEnv: "local", dataDir } });
  s = await t.sessionFor(BRAND, "client");
  base = `/v2/clients/${s.clientId}`;
  owner = { brandId: BRAND, clientId: s.clientId! };
  contractId = (await insertContract(t.db, owner)).id;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const form = (bytes: Uint8Array, name: string, field = "file", declaredType = "application/pdf") => {
  const data = new FormData();
  data.append(field, new File([bytes as BlobPart], name, { type: declaredType }));
  return data;
};
const post = (path: string, body: FormData) => t.request(path, { brand: BRAND, session: s.token, body });
const get = async <T>(path: string) => (await t.request(path, { brand: BRAND, session: s.token })).json() as Promise<T>;

async function filesOnDisk(): Promise<string[]> {
  const root = join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

type FileBody = { id: string; name: string; mime: string };

describe("the name and type shown back follow the bytes", () => {
  it("a PNG named .pdf is refused as a claim proof (issue 29); named .png, it is an image/png proof file in every list", async () => {
    const claim = await insertClaim(t.db, { ...owner, contractId });
    const refused = await post(`${base}/claims/${claim.id}/proof-files`, form(samplePngOf(1200, 900), "constat.pdf"));
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ file: ["claim-file.not-what-it-says"] });
    const res = await post(`${base}/claims/${claim.id}/proof-files`, form(samplePngOf(1200, 900), "constat.png", "file", "image/png"));
    expect(res.status).toBe(201);
    const created = (await res.json()) as FileBody;
    expect(created).toMatchObject({ name: "constat.png", mime: "image/png" });
    const proofs = await get<{ files: FileBody[] }>(`${base}/claims/${claim.id}/proof-files`);
    const all = await get<FileBody[]>(`${base}/claims/${claim.id}/files`);
    const one = await get<{ proof_files: FileBody[] }>(`${base}/claims/${claim.id}`);
    for (const listed of [proofs.files, all, one.proof_files]) {
      expect(listed.find((f) => f.id === created.id)).toMatchObject({ name: "constat.png", mime: "image/png" });
    }
  });

  it("a PNG named .pdf is a .png image/png required document in the answer and the list", async () => {
    const required = await insertRequiredDocument(t.db, { ...owner, contractId });
    const res = await post(`${base}/contracts/${contractId}/documents-required/${required.id}`, form(samplePngOf(800, 600), "kbis.pdf"));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ file_name: "kbis.png", mime: "image/png" });
    const list = await get<{ id: string; file_name: string; mime: string }[]>(`${base}/contracts/${contractId}/documents-required`);
    expect(list.find((d) => d.id === required.id)).toMatchObject({ file_name: "kbis.png", mime: "image/png" });
  });
});

describe("decompression bombs", () => {
  it("refuses a PNG declaring 100000 × 100000 pixels (claim proof, required document)", async () => {
    const claim = await insertClaim(t.db, { ...owner, contractId });
    const required = await insertRequiredDocument(t.db, { ...owner, contractId });
    const before = await filesOnDisk();
    for (const path of [`${base}/claims/${claim.id}/proof-files`, `${base}/contracts/${contractId}/documents-required/${required.id}`]) {
      const res = await post(path, form(samplePngOf(100_000, 100_000), "photo.png", "file", "image/png"));
      expect(res.status, path).toBe(422);
      expect(await res.json()).toMatchObject({ code: "validation.failed", errors: { file: ["upload.too-many-pixels"] } });
    }
    expect(await filesOnDisk()).toEqual(before);
  });

  it("refuses a PDF whose stream inflates to 200 MB (claim proof, termination request with its file index)", async () => {
    const bomb = await pdfBomb(200);
    const claim = await insertClaim(t.db, { ...owner, contractId });
    const proof = await post(`${base}/claims/${claim.id}/proof-files`, form(bomb, "facture.pdf"));
    expect(proof.status).toBe(422);
    expect(await proof.json()).toMatchObject({ errors: { file: ["upload.too-complex"] } });

    const termination = form(samplePdfWith(), "ok.pdf", "file[]");
    termination.append("file[]", new File([bomb as BlobPart], "bomb.pdf"));
    termination.append("reason", "sale_of_asset");
    const res = await post(`${base}/contracts/${contractId}/terminations-requests`, termination);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { "file.1": ["upload.too-complex"] } });
  });

  it("refuses a PDF cut short and a JPEG without a frame as unreadable", async () => {
    const claim = await insertClaim(t.db, { ...owner, contractId });
    const whole = samplePdfWith();
    for (const [bytes, name] of [
      [whole.subarray(0, whole.byteLength - 40), "cut.pdf"],
      [sampleJpgOf(10, 10).subarray(0, 40), "cut.jpg"],
    ] as const) {
      const res = await post(`${base}/claims/${claim.id}/proof-files`, form(bytes, name));
      expect(await res.json(), name).toMatchObject({ errors: { file: ["upload.unreadable"] } });
    }
  });
});

describe("replacing a required document", () => {
  it("keeps only the latest file: five replacements leave one file (and its metadata) in the store", async () => {
    const required = await insertRequiredDocument(t.db, { ...owner, contractId });
    const before = new Set(await filesOnDisk());
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(`${base}/contracts/${contractId}/documents-required/${required.id}`, form(samplePdfWith([], { size: 600 + i }), `kbis-${i}.pdf`));
      expect(res.status).toBe(200);
      const [row] = await t.db
        .select()
        .from(requiredDocuments)
        .where(and(eq(requiredDocuments.id, required.id), eq(requiredDocuments.brandId, BRAND)));
      keys.push(row.storageKey!);
    }
    expect(new Set(keys).size).toBe(6);
    const added = (await filesOnDisk()).filter((name) => !before.has(name));
    expect(added.sort()).toEqual([keys[5], `${keys[5]}.json`]);
    const store = fileStoreFor({ db: t.db, config: t.config, now: t.clock.now } as AppDeps);
    for (const old of keys.slice(0, 5)) expect(await store.get(old)).toBeNull();
    expect((await store.get(keys[5]))?.size).toBe(605);
  });

  it("refuses a validated document without storing anything", async () => {
    const required = await insertRequiredDocument(t.db, { ...owner, contractId }, { status: "valid" });
    const before = await filesOnDisk();
    const res = await post(`${base}/contracts/${contractId}/documents-required/${required.id}`, form(samplePdfWith(), "late.pdf"));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { file: ["required-document.already-valid"] } });
    expect(await filesOnDisk()).toEqual(before);
  });
});
