import { describe, expect, it } from "vitest";
import { sampleJpgOf, samplePngOf } from "../test/fixtures/files";
import { jpegSize, pngSize } from "./image-size";

describe("pngSize", () => {
  it("reads width and height from IHDR", () => {
    expect(pngSize(samplePngOf(640, 480))).toEqual({ width: 640, height: 480 });
    expect(pngSize(samplePngOf(100_000, 100_000))).toEqual({ width: 100_000, height: 100_000 });
    expect(pngSize(samplePngOf(0xffffffff, 1))).toEqual({ width: 0xffffffff, height: 1 });
  });

  it("is null without an IHDR first, cut short, or with a zero side", () => {
    const noIhdr = samplePngOf(10, 10);
    noIhdr.set([0x74, 0x45, 0x58, 0x74], 12); // tEXt
    expect(pngSize(noIhdr)).toBeNull();
    expect(pngSize(samplePngOf(10, 10).subarray(0, 20))).toBeNull();
    expect(pngSize(samplePngOf(0, 10))).toBeNull();
  });
});

describe("jpegSize", () => {
  it("reads the frame header after the APP segments, not a frame-like EXIF payload", () => {
    expect(jpegSize(sampleJpgOf(4032, 3024))).toEqual({ width: 4032, height: 3024 });
  });

  it("reads progressive frames (SOF2) and skips fill bytes", () => {
    const bytes = sampleJpgOf(800, 600);
    const sof = bytes.findIndex((byte, i) => byte === 0xff && bytes[i + 1] === 0xc0 && bytes[i + 4] === 8 && i > 30);
    bytes[sof + 1] = 0xc2;
    expect(jpegSize(bytes)).toEqual({ width: 800, height: 600 });
    const filled = new Uint8Array([0xff, 0xd8, 0xff, 0xff, ...bytes.subarray(2)]);
    expect(jpegSize(filled)).toEqual({ width: 800, height: 600 });
  });

  it("is null with no frame before the scan, a broken marker walk or a zero height (DNL)", () => {
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]))).toBeNull();
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0, 2]))).toBeNull();
    expect(jpegSize(sampleJpgOf(10, 10).subarray(0, 30))).toBeNull();
    expect(jpegSize(sampleJpgOf(10, 0))).toBeNull();
  });
});
