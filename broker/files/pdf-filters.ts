/**
 * The PDF stream filters pdf-check.ts decodes to count what a stream expands to, whatever their
 * order in a chain (docs/decisions/0024, 0070): ASCIIHex, ASCII85, RunLength and LZW here, Flate in
 * pdf-check.ts. Each decoder stops at `limit` bytes of output ("over"): a bomb never lands in memory.
 * Corrupt data ends the decoding with what came out before it. Image codecs (DCT, JPX, CCITT, JBIG2)
 * end a chain: their output is pixels, bounded by the image check.
 */
export type Decoded = Uint8Array | "over";

/** Filter names as the PDF writes them, and their abbreviations (inline images). */
const aliases: Record<string, string> = { AHx: "ASCIIHexDecode", A85: "ASCII85Decode", RL: "RunLengthDecode", LZW: "LZWDecode", Fl: "FlateDecode" };

export const imageFilters = new Set(["DCTDecode", "JPXDecode", "CCITTFaxDecode", "JBIG2Decode", "DCT", "CCF"]);

/** The stream's filters in the order they are applied: `/Filter /A` or `/Filter [/A /B]`. */
export function filtersOf(dictionary: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary);
  if (!match) return [];
  return [...match[1].matchAll(/\/([A-Za-z0-9]+)/g)].map(([, name]) => aliases[name] ?? name);
}

class Output {
  private chunks: Uint8Array[] = [];
  private current = new Uint8Array(4096);
  private used = 0;
  total = 0;
  constructor(private readonly limit: number) {}
  /** False once past the limit. */
  push(byte: number): boolean {
    if (++this.total > this.limit) return false;
    if (this.used === this.current.length) {
      this.chunks.push(this.current);
      this.current = new Uint8Array(Math.min(this.current.length * 2, 1 << 20));
      this.used = 0;
    }
    this.current[this.used++] = byte;
    return true;
  }
  bytes(): Uint8Array {
    return Buffer.concat([...this.chunks, this.current.subarray(0, this.used)]);
  }
}

const isWhite = (byte: number) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d) || byte === 0x00;

function asciiHex(data: Uint8Array, limit: number): Decoded {
  const out = new Output(limit);
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break; // ">" ends the data
    if (isWhite(byte)) continue;
    const digit = Number.parseInt(String.fromCharCode(byte), 16);
    if (Number.isNaN(digit)) break;
    if (high < 0) high = digit;
    else {
      if (!out.push(high * 16 + digit)) return "over";
      high = -1;
    }
  }
  if (high >= 0 && !out.push(high * 16)) return "over";
  return out.bytes();
}

function ascii85(data: Uint8Array, limit: number): Decoded {
  const out = new Output(limit);
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let index = 0; index < 5; index++) value = value * 85 + (group[index] ?? 84);
    for (let index = 0; index < count - 1; index++) if (!out.push((value >>> (24 - 8 * index)) & 0xff)) return false;
    return true;
  };
  for (const byte of data) {
    if (isWhite(byte)) continue;
    if (byte === 0x7e) break; // "~>" ends the data
    if (byte === 0x7a && group.length === 0) {
      // "z": four zero bytes
      for (let index = 0; index < 4; index++) if (!out.push(0)) return "over";
      continue;
    }
    if (byte < 0x21 || byte > 0x75) break;
    group.push(byte - 0x21);
    if (group.length === 5) {
      if (!flush(5)) return "over";
      group.length = 0;
    }
  }
  if (group.length > 1 && !flush(group.length)) return "over";
  return out.bytes();
}

function runLength(data: Uint8Array, limit: number): Decoded {
  const out = new Output(limit);
  let index = 0;
  while (index < data.length) {
    const length = data[index++];
    if (length === 128) break;
    if (length < 128) {
      for (let copy = 0; copy <= length && index < data.length; copy++) if (!out.push(data[index++])) return "over";
    } else {
      if (index >= data.length) break;
      const byte = data[index++];
      for (let copy = 0; copy < 257 - length; copy++) if (!out.push(byte)) return "over";
    }
  }
  return out.bytes();
}

/** LZW as PDF writes it (PDF 32000-1 §7.4.4): codes of 9 to 12 bits, EarlyChange 1. */
function lzw(data: Uint8Array, limit: number, earlyChange = 1): Decoded {
  const out = new Output(limit);
  let table: Uint8Array[] = [];
  const reset = () => {
    table = [];
    for (let code = 0; code < 256; code++) table.push(Uint8Array.of(code));
    table.push(new Uint8Array(0), new Uint8Array(0)); // 256 clear, 257 end
  };
  reset();
  let width = 9;
  let bitBuffer = 0;
  let bitCount = 0;
  let previous: Uint8Array | null = null;
  for (const byte of data) {
    bitBuffer = ((bitBuffer << 8) | byte) & 0xffffff;
    bitCount += 8;
    while (bitCount >= width) {
      const code = (bitBuffer >>> (bitCount - width)) & ((1 << width) - 1);
      bitCount -= width;
      if (code === 256) {
        reset();
        width = 9;
        previous = null;
        continue;
      }
      if (code === 257) return out.bytes();
      let entry: Uint8Array;
      if (code < table.length) entry = table[code];
      else if (code === table.length && previous) entry = Uint8Array.of(...previous, previous[0]);
      else return out.bytes(); // corrupt
      for (const value of entry) if (!out.push(value)) return "over";
      if (previous && table.length < 4096) table.push(Uint8Array.of(...previous, entry[0]));
      previous = entry;
      if (table.length + earlyChange >= 1 << width && width < 12) width++;
    }
  }
  return out.bytes();
}

/** One filter other than Flate, or null for a filter not decoded here. */
export function decodeFilter(name: string, data: Uint8Array, limit: number): Decoded | null {
  switch (name) {
    case "ASCIIHexDecode":
      return asciiHex(data, limit);
    case "ASCII85Decode":
      return ascii85(data, limit);
    case "RunLengthDecode":
      return runLength(data, limit);
    case "LZWDecode":
      return lzw(data, limit);
    default:
      return null;
  }
}
