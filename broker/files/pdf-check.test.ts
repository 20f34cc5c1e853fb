import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatedZeros, pdfBomb, sampleJpgOf, samplePdfWith } from "../test/fixtures/files";
import { contentLimits } from "./content-check";
import { renderContractDocumentPdf } from "./pdf";
import { checkPdf, type PdfLimits } from "./pdf-check";

const limits: PdfLimits = contentLimits;
const text = (value: string) => new TextEncoder().encode(value);

describe("checkPdf", () => {
  it("accepts the broker's own PDFs (pdf-lib, compressed object streams) and a hand-made one", async () => {
    const generated = await renderContractDocumentPdf({
      brandName: "Azura",
      lang: "fr",
      generatedAt: new Date("2026-11-23T10:00:00Z"),
      documentTitle: "Attestation",
      client: { name: "Camille Martin" },
      contract: { number: "CTR-1", label: "Multirisque", startDate: "2026-01-01" },
    });
    expect(await checkPdf(generated, limits)).toBe("ok");
    const content = deflateSync(text("BT /F1 12 Tf 72 712 Td (Hello) Tj ET\n".repeat(1000)));
    expect(await checkPdf(samplePdfWith([{ dictionary: "/Filter /FlateDecode", data: content }]), limits)).toBe("ok");
  });

  it("refuses a file cut short (no startxref … %%EOF tail) as unreadable", async () => {
    const whole = samplePdfWith();
    expect(await checkPdf(whole.subarray(0, whole.byteLength - 30), limits)).toBe("unreadable");
    expect(await checkPdf(text("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"), limits)).toBe("unreadable");
    expect(await checkPdf(text("%PDF-1.4\nstartxref\n999999\n%%EOF\n"), limits)).toBe("unreadable");
  });

  it("refuses a stream inflating to 200 MB (a 200 KB file) as too complex, quickly", async () => {
    const bomb = await pdfBomb(200);
    expect(bomb.byteLength).toBeLessThan(400 * 1024);
    const started = performance.now();
    expect(await checkPdf(bomb, limits)).toBe("too-complex");
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("caps the total over every stream, and counts what a stream gave before turning into garbage", async () => {
    const tenMegabytes = await deflatedZeros(10);
    const six = Array.from({ length: 6 }, () => ({ dictionary: "/Filter [/FlateDecode]", data: tenMegabytes }));
    expect(await checkPdf(samplePdfWith(six), limits)).toBe("too-complex");
    expect(await checkPdf(samplePdfWith(six.slice(0, 4)), limits)).toBe("ok");
    const poisoned = Uint8Array.from([...(await deflatedZeros(60)).subarray(0, -8), 0xde, 0xad, 0xbe, 0xef, 0xde, 0xad, 0xbe, 0xef]);
    expect(await checkPdf(samplePdfWith([{ dictionary: "/Filter /FlateDecode", data: poisoned }]), limits)).toBe("too-complex");
  });

  it("finds a stream whose /Length is indirect by its endstream keyword", async () => {
    const bomb = await deflatedZeros(60);
    const pdf = samplePdfWith([{ dictionary: "/Filter /FlateDecode /Length 9 0 R", data: bomb }]);
    expect(await checkPdf(pdf, limits)).toBe("too-complex");
  });

  it("refuses an image XObject declaring more pixels than the cap, in its dictionary or in its JPEG frame", async () => {
    const declared = samplePdfWith([
      {
        dictionary: "/Type /XObject /Subtype /Image /Width 100000 /Height 100000 /BitsPerComponent 8 /Filter /FlateDecode",
        data: deflateSync(new Uint8Array(16)),
      },
    ]);
    expect(await checkPdf(declared, limits)).toBe("too-many-pixels");
    const jpeg = samplePdfWith([{ dictionary: "/Type /XObject /Subtype /Image /Width 10 /Height 10 /Filter /DCTDecode", data: sampleJpgOf(100_000, 60_000) }]);
    expect(await checkPdf(jpeg, limits)).toBe("too-many-pixels");
    const photo = samplePdfWith([{ dictionary: "/Type /XObject /Subtype /Image /Width 4032 /Height 3024 /Filter /DCTDecode", data: sampleJpgOf(4032, 3024) }]);
    expect(await checkPdf(photo, limits)).toBe("ok");
  });

  it("stops after too many streams, or when the time is up", async () => {
    const many = Array.from({ length: 30 }, () => ({ dictionary: "/Filter /FlateDecode", data: deflateSync(text("q Q")) }));
    expect(await checkPdf(samplePdfWith(many), { ...limits, maxStreams: 20 })).toBe("too-complex");
    let now = 0;
    const slowClock = () => (now += 1_000);
    expect(await checkPdf(samplePdfWith(many), { ...limits, maxMilliseconds: 5_000 }, slowClock)).toBe("too-complex");
  });
});
