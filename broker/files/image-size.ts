/**
 * Width and height an image declares, read from its header without
 * decoding a pixel: a PNG's IHDR chunk, a JPEG's start-of-frame marker.
 * A viewer or a thumbnailer allocates width × height × 4 bytes before it
 * reads the pixel data, so a 200-byte file declaring 100000 × 100000 is a
 * 40 GB decompression bomb; files/content-check.ts refuses it on these numbers.
 */
export type ImageSize = { width: number; height: number };

const readU16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const readU32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;

/** The IHDR chunk must come first, right after the 8-byte signature; null when it does not. */
export function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.byteLength < 24) return null;
  const isIhdr = readU32(bytes, 8) === 13 && String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]) === "IHDR";
  if (!isIhdr) return null;
  const size = { width: readU32(bytes, 16), height: readU32(bytes, 20) };
  return size.width > 0 && size.height > 0 ? size : null;
}

/** SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM, RST0–RST7 (SOI is consumed before the walk). */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Walks the marker segments from SOI to the first frame header, skipping
 * every segment by its length (so an EXIF thumbnail inside APP1 is never
 * mistaken for the image). Null when the walk leaves the file, meets the
 * scan or the end before a frame, or the frame declares a zero size (the
 * height defined later by a DNL marker: not supported, as in most viewers).
 */
export function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or start of scan before any frame
    const length = readU16(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.byteLength) return null;
      const size = { height: readU16(bytes, at + 5), width: readU16(bytes, at + 7) };
      return size.width > 0 && size.height > 0 ? size : null;
    }
    at += 2 + length;
  }
  return null;
}
