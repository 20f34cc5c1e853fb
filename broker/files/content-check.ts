/**
 * What an accepted upload may hold, beyond its type and byte size
 * (docs/decisions/0024): a file small enough to upload can still be a
 * decompression bomb for whoever opens it.
 *
 * - png, jpg: at most `maxImagePixels`, read from the header (image-size.ts).
 * - pdf: a trailer, and streams that stay within the limits of pdf-check.ts.
 *
 * Answers the upload error code, or null when the content is fine.
 */
import { jpegSize, pngSize, type ImageSize } from "./image-size";
import { checkPdf, type PdfLimits } from "./pdf-check";

export type ContentErrorCode = "upload.unreadable" | "upload.too-complex" | "upload.too-many-pixels" | "upload.active-content";

export type ContentLimits = PdfLimits;

/**
 * 60 megapixels: the 48 and 50 MP modes of current phones pass
 * (8160 × 6144 = 50.1 MP), a decoded image stays under 240 MB (RGBA).
 * 50 MB of inflated PDF streams: a few hundred pages of text and vector
 * drawings; scanned pages are JPEG (DCTDecode), which is not inflated here.
 */
export const contentLimits: ContentLimits = {
  maxImagePixels: 60_000_000,
  maxInflatedBytes: 50 * 1024 * 1024,
  maxStreams: 20_000,
  maxMilliseconds: 10_000,
};

const pixelsOf = (size: ImageSize) => size.width * size.height;

export async function contentProblem(bytes: Uint8Array, kind: "pdf" | "jpg" | "png", limits: ContentLimits = contentLimits): Promise<ContentErrorCode | null> {
  if (kind === "pdf") {
    const verdict = await checkPdf(bytes, limits);
    return verdict === "ok" ? null : `upload.${verdict}`;
  }
  const size = kind === "png" ? pngSize(bytes) : jpegSize(bytes);
  if (!size) return "upload.unreadable";
  return pixelsOf(size) > limits.maxImagePixels ? "upload.too-many-pixels" : null;
}
