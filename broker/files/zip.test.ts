import { strFromU8, strToU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sanitiseFileName } from "./file-names";
import { zipDocuments } from "./zip";

describe("zipDocuments", () => {
  it("round-trips the documents", () => {
    const pdf = strToU8("%PDF-1.7 fake");
    const zip = zipDocuments([
      { name: "Conditions générales.pdf", bytes: pdf },
      { name: "notice.txt", bytes: strToU8("hello ".repeat(100)) },
    ]);
    expect(zip[0]).toBe(0x50); // "PK"
    expect(zip[1]).toBe(0x4b);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(["Conditions générales.pdf", "notice.txt"]);
    expect(strFromU8(files["Conditions générales.pdf"])).toBe("%PDF-1.7 fake");
    expect(strFromU8(files["notice.txt"])).toBe("hello ".repeat(100));
  });

  it("numbers duplicate names instead of overwriting", () => {
    const files = unzipSync(
      zipDocuments([
        { name: "Devis.pdf", bytes: strToU8("1") },
        { name: "devis.pdf", bytes: strToU8("2") },
        { name: "Devis.pdf", bytes: strToU8("3") },
      ]),
    );
    expect(Object.keys(files)).toEqual(["Devis.pdf", "devis (2).pdf", "Devis (3).pdf"]);
    expect(strFromU8(files["Devis (3).pdf"])).toBe("3");
  });

  it("never writes folders or parent paths", () => {
    const files = unzipSync(
      zipDocuments([
        { name: "../../etc/passwd", bytes: strToU8("x") },
        { name: "..", bytes: strToU8("y") },
      ]),
    );
    expect(Object.keys(files)).toEqual(["passwd", "document"]);
  });

  it("makes an empty archive from no documents", () => {
    expect(Object.keys(unzipSync(zipDocuments([])))).toEqual([]);
  });
});

describe("sanitiseFileName", () => {
  it.each([
    ["C:\\Users\\me\\scan.pdf", "scan.pdf"],
    ["  rapport: final?.pdf ", "rapport_ final_.pdf"],
    [".htaccess", "htaccess"],
    ["evil\u202Efdp.exe", "evilfdp.exe"],
    ["", "document"],
    ["a".repeat(300) + ".pdf", "a".repeat(146) + ".pdf"],
  ])("%s → %s", (input, expected) => {
    expect(sanitiseFileName(input)).toBe(expected);
  });
});
