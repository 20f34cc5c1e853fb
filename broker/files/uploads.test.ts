import { describe, expect, it } from "vitest";
import { pdfBomb, sampleJpgOf, samplePdfWith, samplePngOf } from "../test/fixtures/files";
import { accept, acceptAll, acceptOne, detectUploadKind, filesOf, maxBodyBytes, UploadError, uploadLimits, type UploadErrorCode } from "./uploads";

/** A well-formed PDF of exactly `size` bytes. */
const pdfBytes = (size = 400) => samplePdfWith([], { size });
const jpgBytes = () => sampleJpgOf(640, 480);
const pngBytes = () => samplePngOf(640, 480);
const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") => new File([bytes.slice()], name, { type });

async function codeOf(promise: Promise<unknown>): Promise<{ code: UploadErrorCode; field: string; index?: number }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UploadError);
    const upload = error as UploadError;
    return { code: upload.code, field: upload.field, ...(upload.index === undefined ? {} : { index: upload.index }) };
  }
  throw new Error("expected an UploadError");
}

/** An endless stream that counts how many chunks were pulled and whether it was cancelled. */
function endlessStream(chunkSize: number, first: Uint8Array) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = new Uint8Array(chunkSize);
      if (state.pulled === 0) chunk.set(first);
      state.pulled += 1;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe("type detection", () => {
  it("reads magic bytes", () => {
    expect(detectUploadKind(pdfBytes())).toBe("pdf");
    expect(detectUploadKind(jpgBytes())).toBe("jpg");
    expect(detectUploadKind(pngBytes())).toBe("png");
    expect(detectUploadKind(new TextEncoder().encode("GIF89a..."))).toBeNull();
    expect(detectUploadKind(new Uint8Array([0x25, 0x50]))).toBeNull();
  });
});

describe("accept", () => {
  const rules = { allowed: ["pdf", "jpg"], maxBytes: 1024 } as const;

  it("accepts a PDF whatever its name and declared type, and names it after its real type", async () => {
    const accepted = await accept(file(pdfBytes(), "../../scan:final.exe", "image/gif"), rules);
    expect(accepted).toMatchObject({ kind: "pdf", mime: "application/pdf", size: 400, originalName: "scan_final.pdf" });
    expect(accepted.bytes).toEqual(pdfBytes());
  });

  it("accepts a JPEG from a raw stream with a separate name", async () => {
    const stream = new Blob([jpgBytes()]).stream();
    expect(await accept(stream, rules, { name: "photo.jpeg" })).toMatchObject({ kind: "jpg", mime: "image/jpeg", originalName: "photo.jpg" });
  });

  it("refuses a type outside the allowed list or unknown", async () => {
    expect(await codeOf(accept(file(pngBytes(), "x.png"), rules))).toEqual({ code: "upload.bad-type", field: "file" });
    expect(await codeOf(accept(file(new TextEncoder().encode("<html>hello</html>"), "x.pdf"), rules, { field: "document" }))).toEqual({
      code: "upload.bad-type",
      field: "document",
    });
    expect(await codeOf(accept(file(new Uint8Array([0x25, 0x50]), "tiny.pdf"), rules))).toEqual({ code: "upload.bad-type", field: "file" });
  });

  it("refuses an empty file as missing", async () => {
    expect(await codeOf(accept(file(new Uint8Array(0), ""), rules))).toEqual({ code: "upload.missing", field: "file" });
  });

  it("refuses an oversized Blob without reading it", async () => {
    expect(await codeOf(accept(file(pdfBytes(2048), "big.pdf"), rules))).toEqual({ code: "upload.too-large", field: "file" });
  });

  it("accepts exactly the cap", async () => {
    expect((await accept(file(pdfBytes(1024), "cap.pdf"), rules)).size).toBe(1024);
  });

  it("stops reading a stream as soon as it passes the cap", async () => {
    const { stream, state } = endlessStream(64 * 1024, pdfBytes().subarray(0, 8));
    const limit = { allowed: ["pdf"], maxBytes: 200 * 1024 } as const;
    expect(await codeOf(accept(stream, limit))).toEqual({ code: "upload.too-large", field: "file" });
    expect(state.cancelled).toBe(true);
    // 4 chunks pass 200 KB; one more may be queued ahead by the stream.
    expect(state.pulled).toBeLessThanOrEqual(5);
  });

  it("stops reading a stream at the first chunk when the type is wrong", async () => {
    const { stream, state } = endlessStream(64 * 1024, new TextEncoder().encode("MZ\x90\x00 executable"));
    expect(await codeOf(accept(stream, { allowed: ["pdf"], maxBytes: 10 * 1024 * 1024 }))).toEqual({ code: "upload.bad-type", field: "file" });
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThanOrEqual(2);
  });

  it("detects the type across chunks smaller than the signature", async () => {
    const bytes = pngBytes();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect((await accept(stream, { allowed: ["png"], maxBytes: 100 })).kind).toBe("png");
  });
});

describe("accept: what the bytes hold (content-check.ts)", () => {
  const rules = { allowed: ["pdf", "jpg", "png"], maxBytes: 10 * 1024 * 1024 } as const;

  it("refuses an image declaring more than 60 megapixels, takes a 50 MP phone photo", async () => {
    expect(await codeOf(accept(file(samplePngOf(100_000, 100_000), "bomb.png"), rules))).toEqual({ code: "upload.too-many-pixels", field: "file" });
    expect(await codeOf(accept(file(sampleJpgOf(65_000, 65_000), "bomb.jpg"), rules))).toEqual({ code: "upload.too-many-pixels", field: "file" });
    expect((await accept(file(sampleJpgOf(8160, 6144), "phone.jpg"), rules)).kind).toBe("jpg");
  });

  it("refuses a PDF whose streams inflate past the cap", async () => {
    expect(await codeOf(accept(file(await pdfBomb(200), "bomb.pdf"), rules))).toEqual({ code: "upload.too-complex", field: "file" });
  });

  it("refuses files of an allowed type whose structure cannot be read", async () => {
    const cut = pdfBytes();
    expect(await codeOf(accept(file(cut.subarray(0, cut.byteLength - 20), "cut.pdf"), rules))).toEqual({ code: "upload.unreadable", field: "file" });
    expect(await codeOf(accept(file(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), "empty.jpg"), rules))).toEqual({ code: "upload.unreadable", field: "file" });
    expect(await codeOf(accept(file(pngBytes().subarray(0, 16), "cut.png"), rules))).toEqual({ code: "upload.unreadable", field: "file" });
  });
});

describe("limits per use", () => {
  it("takes 0 to 5 pdf or jpg files for a termination", async () => {
    expect(await acceptAll(undefined, uploadLimits.termination)).toEqual([]);
    expect(await acceptAll("", uploadLimits.termination)).toEqual([]);
    const two = await acceptAll([file(pdfBytes(), "a.pdf"), file(jpgBytes(), "b.jpg")], uploadLimits.termination, "file[]");
    expect(two.map((upload) => upload.kind)).toEqual(["pdf", "jpg"]);
  });

  it("refuses a sixth termination file and names the bad one", async () => {
    const six = Array.from({ length: 6 }, (_, i) => file(pdfBytes(), `${i}.pdf`));
    expect(await codeOf(acceptAll(six, uploadLimits.termination, "file[]"))).toEqual({ code: "upload.too-many", field: "file[]" });
    const withPng = [file(pdfBytes(), "a.pdf"), file(pngBytes(), "b.png")];
    expect(await codeOf(acceptAll(withPng, uploadLimits.termination, "file[]"))).toEqual({ code: "upload.bad-type", field: "file[]", index: 1 });
  });

  it("takes exactly one required document, png allowed", async () => {
    expect((await acceptOne(file(pngBytes(), "id.png"), uploadLimits.requiredDocument)).kind).toBe("png");
    expect(await codeOf(acceptOne([], uploadLimits.requiredDocument))).toEqual({ code: "upload.missing", field: "file" });
    expect(await codeOf(acceptOne([file(pdfBytes(), "a.pdf"), file(pdfBytes(), "b.pdf")], uploadLimits.requiredDocument))).toEqual({
      code: "upload.too-many",
      field: "file",
    });
  });

  it("requires a claim proof file ('Merci de fournir un fichier')", async () => {
    expect(await codeOf(acceptOne(file(new Uint8Array(0), ""), uploadLimits.claimProof, "proof"))).toEqual({ code: "upload.missing", field: "proof" });
  });

  it("ignores text parts and empty files in a field", () => {
    expect(filesOf(["text", file(new Uint8Array(0), ""), file(pdfBytes(), "a.pdf")])).toHaveLength(1);
  });

  it("sizes the HTTP body limit from the file limits", () => {
    expect(maxBodyBytes(uploadLimits.termination)).toBe(5 * 10 * 1024 * 1024 + 64 * 1024);
  });
});
