import { describe, expect, it } from "vitest";
import { samplePdfWith } from "../../../../broker/test/fixtures/files";
import { newIdempotencyKey } from "~/utils/forms/form-fields";
import { signedInUser } from "~/utils/session/auth.server";
import { v2Api } from "~/utils/v2/api/index.server";
import { startAzuraTestBroker } from "~/utils/v2/azura-test-broker.server";
import { createV2Client } from "~/utils/v2/client.server";
import { uploadKey } from "~/utils/forms/upload-checks.server";

// Issue 27: a broker that stored an upload but whose answer never reached the portal (killed,
// timed out) made the page say "failed"; sending the file again stored it a second time. The
// form's key and the file's hash make the retry the same request, answered from the first.
const testBroker = startAzuraTestBroker("required-retry-");

const api = (sessionToken: string | null = null) =>
  v2Api(createV2Client({ baseUrl: testBroker().url, token: testBroker().brandTokens.azura, sessionToken, timeoutMs: 15_000 }));

const contractId = "ctr_azura_full_signed";

async function kbisOf(token: string, clientId: string) {
  const documents = await api(token).requiredDocuments(clientId, contractId);
  const kbis = documents.find((document) => document.title.startsWith("Extrait Kbis"));
  if (!kbis) throw new Error("The demo contract has a Kbis to send");
  return kbis;
}

const pdf = (marker: string) =>
  new File([samplePdfWith([{ dictionary: "", data: new TextEncoder().encode(marker) }])], "kbis.pdf", { type: "application/pdf" });

describe("a required document sent again from the same form", () => {
  it("with the same file is the first upload's answer, stored once; another file is a new upload", async () => {
    const user = signedInUser(await api().logIn({ login: "demo.full@example.com", password: "Demo-Password-1" }));
    const required = await kbisOf(user.token, user.clientId);
    const formKey = newIdempotencyKey();
    const file = pdf("first");

    const first = await api(user.token).uploadRequiredDocument(user.clientId, contractId, required.id, file, await uploadKey(formKey, file));
    // The page said "failed" and the client sends the same file again: re-encoded, same key.
    const again = await api(user.token).uploadRequiredDocument(user.clientId, contractId, required.id, pdf("first"), await uploadKey(formKey, pdf("first")));
    expect(again).toEqual(first);
    expect((await kbisOf(user.token, user.clientId)).uploaded_at).toBe(first.uploaded_at);

    // Another file chosen in the same form is a new upload, not a misuse of the key.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const other = pdf("second");
    const replaced = await api(user.token).uploadRequiredDocument(user.clientId, contractId, required.id, other, await uploadKey(formKey, other));
    expect(replaced.uploaded_at).not.toBe(first.uploaded_at);
    const download = await api(user.token).downloadRequiredDocument(user.clientId, contractId, required.id);
    expect(Buffer.from(await download.arrayBuffer()).includes("second")).toBe(true);
  });

  it("has no key without the form's: an upload the portal did not render is not deduplicated by guess", async () => {
    expect(await uploadKey(undefined, pdf("x"))).toBeUndefined();
    const key = newIdempotencyKey();
    expect(await uploadKey(key, pdf("x"))).toBe(await uploadKey(key, pdf("x")));
    expect(await uploadKey(key, pdf("x"))).not.toBe(await uploadKey(key, pdf("y")));
  });
});
