import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatedZeros, samplePdfWith } from "../test/fixtures/files";
import { contentLimits } from "./content-check";
import { checkPdf, type PdfLimits } from "./pdf-check";
import { decodeFilter } from "./pdf-filters";

const limits: PdfLimits = contentLimits;
const latin1 = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));

/** A sample PDF whose catalog carries `entries` (the xref offsets are not checked). */
function pdfWithCatalog(entries: string, streams: { dictionary: string; data: Uint8Array }[] = []): Uint8Array {
  const pdf = Buffer.from(samplePdfWith(streams)).toString("latin1");
  return latin1(pdf.replace("<< /Type /Catalog /Pages 2 0 R >>", `<< /Type /Catalog /Pages 2 0 R ${entries} >>`));
}

const asciiHex = (data: Uint8Array) => latin1(`${Buffer.from(data).toString("hex")}>`);

function ascii85(data: Uint8Array): Uint8Array {
  let out = "";
  for (let index = 0; index < data.length; index += 4) {
    const group = [...data.subarray(index, index + 4)];
    const count = group.length;
    while (group.length < 4) group.push(0);
    let value = ((group[0] << 24) | (group[1] << 16) | (group[2] << 8) | group[3]) >>> 0;
    if (count === 4 && value === 0) {
      out += "z";
      continue;
    }
    const digits: string[] = [];
    for (let digit = 0; digit < 5; digit++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join("");
  }
  return latin1(`${out}~>`);
}

/** LZW as PDF writes it (EarlyChange 1), to check the decoder and to build an LZW bomb. */
function lzw(data: Uint8Array): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  let width = 9;
  const write = (code: number) => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  };
  // Entries keyed by their prefix's code and their last byte.
  let table = new Map<number, number>();
  let next = 258;
  const reset = () => {
    table = new Map();
    next = 258;
    width = 9;
  };
  write(256);
  reset();
  let current = -1;
  for (const byte of data) {
    if (current < 0) {
      current = byte;
      continue;
    }
    const extended = table.get(current * 256 + byte);
    if (extended !== undefined) {
      current = extended;
      continue;
    }
    write(current);
    table.set(current * 256 + byte, next++);
    if (next >= 1 << width && width < 12) width++;
    if (next >= 4094) {
      write(256);
      reset();
    }
    current = byte;
  }
  if (current >= 0) write(current);
  write(257);
  if (bits > 0) bytes.push((buffer << (8 - bits)) & 0xff);
  return Uint8Array.from(bytes);
}

describe("checkPdf: active content", () => {
  it.each([
    ["an /OpenAction running JavaScript", "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"],
    ["a /Launch action", "/OpenAction << /S /Launch /F (cmd.exe) >>"],
    ["embedded files", "/Names << /EmbeddedFiles << /Names [(a.exe) 9 0 R] >> >>"],
    ["a name written with #xx escapes", "/AA << /O << /S /Java#53cript /J#53 (x) >> >>"],
    ["a document-level script", "/Names << /JavaScript 7 0 R >>"],
  ])("refuses %s", async (_case, entries) => {
    expect(await checkPdf(pdfWithCatalog(entries), limits)).toBe("active-content");
  });

  it("refuses a script hidden in a compressed object stream", async () => {
    const objects = deflateSync(latin1("12 0 << /S /JavaScript /JS (app.alert(1)) >>"));
    expect(await checkPdf(samplePdfWith([{ dictionary: "/Type /ObjStm /N 1 /First 5 /Filter /FlateDecode", data: objects }]), limits)).toBe("active-content");
    const hex = asciiHex(deflateSync(latin1("12 0 << /S /Launch /F (x) >>")));
    expect(await checkPdf(samplePdfWith([{ dictionary: "/Type /ObjStm /N 1 /First 5 /Filter [/ASCIIHexDecode /FlateDecode]", data: hex }]), limits)).toBe(
      "active-content",
    );
  });

  it("accepts an /OpenAction that only opens a page, names that merely start alike, and page content that reads /JS", async () => {
    expect(await checkPdf(pdfWithCatalog("/OpenAction [3 0 R /Fit] /JSON (x) /Launcher 1"), limits)).toBe("ok");
    // Stream data is not read for names: a page's drawing, or compressed bytes that happen to spell them.
    expect(await checkPdf(samplePdfWith([{ dictionary: "", data: latin1("/JS 12 Tf (JavaScript) Tj") }]), limits)).toBe("ok");
  });
});

describe("checkPdf: decompression bombs whatever the order of filters", () => {
  it.each([
    ["ASCII85 then Flate", "[/ASCII85Decode /FlateDecode]", async () => ascii85(await deflatedZeros(60))],
    ["ASCIIHex then Flate", "[/AHx /Fl]", async () => asciiHex(await deflatedZeros(60))],
    ["Flate twice", "[/FlateDecode /FlateDecode]", async () => deflateSync(await deflatedZeros(60))],
  ])("refuses a stream of %s expanding past the cap", async (_case, filter, data) => {
    const pdf = samplePdfWith([{ dictionary: `/Filter ${filter}`, data: await data() }]);
    expect(await checkPdf(pdf, limits)).toBe("too-complex");
  });

  // Under a 4 MB cap: the same counting, without building 50 MB in the test.
  it.each([
    ["RunLength", "/RunLengthDecode", () => Uint8Array.from({ length: 2 * 40_000 }, (_, index) => (index % 2 === 0 ? 129 : 0))],
    ["LZW", "/LZWDecode", () => lzw(new Uint8Array(5 * 1024 * 1024))],
  ])("refuses a stream of %s expanding past the cap", async (_case, filter, data) => {
    const small = { ...limits, maxInflatedBytes: 4 * 1024 * 1024 };
    const bomb = data();
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    expect(await checkPdf(samplePdfWith([{ dictionary: `/Filter ${filter}`, data: bomb }]), small)).toBe("too-complex");
  });

  it("refuses a chain starting with a filter it cannot decode", async () => {
    expect(await checkPdf(samplePdfWith([{ dictionary: "/Filter [/Unknown /FlateDecode]", data: await deflatedZeros(1) }]), limits)).toBe("too-complex");
  });

  it("accepts ordinary chains, and decodes each filter exactly", async () => {
    const content = latin1("BT /F1 12 Tf 72 712 Td (Hello) Tj ET\n".repeat(200));
    const chain = ascii85(deflateSync(content));
    expect(await checkPdf(samplePdfWith([{ dictionary: "/Filter [/ASCII85Decode /FlateDecode]", data: chain }]), limits)).toBe("ok");
    expect(Buffer.from(decodeFilter("ASCII85Decode", ascii85(content), 1e6) as Uint8Array)).toEqual(Buffer.from(content));
    expect(Buffer.from(decodeFilter("ASCIIHexDecode", asciiHex(content), 1e6) as Uint8Array)).toEqual(Buffer.from(content));
    expect(Buffer.from(decodeFilter("LZWDecode", lzw(content), 1e6) as Uint8Array)).toEqual(Buffer.from(content));
    expect(Buffer.from(decodeFilter("RunLengthDecode", Uint8Array.of(2, 65, 66, 67, 253, 68, 128), 1e6) as Uint8Array)).toEqual(Buffer.from("ABCDDDD"));
    expect(decodeFilter("LZWDecode", lzw(content), 100)).toBe("over");
  });
});
