/**
 * A small page composer on top of pdf-lib, shared by every generated PDF:
 * brand header, title, paragraphs, key/value tables, and a footer with the
 * generation date and page numbers, with automatic page breaks.
 *
 * Why standard fonts: nothing to ship or embed, files stay a few KB. Their
 * WinAnsi encoding covers French, German, Italian and Spanish, but not
 * every character a client can type (Polish names, emoji, the narrow
 * no-break space Intl puts in French numbers), and pdf-lib throws on those.
 * `toWinAnsi` replaces them first, so user data can never break a PDF.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = 50;
const footerHeight = 30;
const labelColumnWidth = 170;
const cellPadding = 4;

const ink = rgb(0.13, 0.13, 0.13);
const muted = rgb(0.45, 0.45, 0.45);
const rule = rgb(0.82, 0.82, 0.82);

/** Characters that have a close WinAnsi equivalent. */
const replacements: Record<string, string> = {
  "\u00a0": " ",
  "\u2007": " ",
  "\u2009": " ",
  "\u202f": " ",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2212": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2192": "->",
  "\t": " ",
};

/** WinAnsi code points the standard fonts can draw (the same set for all of them). */
let winAnsi: ReadonlySet<number> | null = null;

async function winAnsiSet(): Promise<ReadonlySet<number>> {
  if (!winAnsi) {
    const probe = await PDFDocument.create();
    winAnsi = new Set((await probe.embedFont(StandardFonts.Helvetica)).getCharacterSet());
  }
  return winAnsi;
}

function sanitise(text: string, allowed: ReadonlySet<number>): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (allowed.has(code)) out += char;
    else if (char in replacements) out += replacements[char];
    else if (code < 0x20) out += " ";
    else {
      // "Ł" has no decomposition, "ő" decomposes to "o" + accent: keep the base letter when there is one.
      const base = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += base && [...base].every((c) => allowed.has(c.codePointAt(0) ?? 0)) ? base : "?";
    }
  }
  return out;
}

/** Replaces what the standard fonts cannot encode. */
export async function toWinAnsi(text: string): Promise<string> {
  return sanitise(text, await winAnsiSet());
}

export type PdfMeta = {
  title: string;
  /** Shown under the title and stored in the PDF subject: the document's number. */
  subtitle?: string;
  brandName: string;
  /** Brand primary colour `#rrggbb`; dark blue when absent. */
  brandColor?: string;
  /** BCP 47 tag, stored as the document language for screen readers. */
  languageTag: string;
  /** Footer line: "Generated on ..." already localised. */
  footer: string;
  /** "Page {n} of {total}" template, already localised. */
  pageLabel: (page: number, total: number) => string;
  generatedAt: Date;
};

function colorOf(hex: string | undefined): RGB {
  const match = hex ? /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex) : null;
  if (!match) return rgb(0.07, 0.22, 0.45);
  return rgb(parseInt(match[1], 16) / 255, parseInt(match[2], 16) / 255, parseInt(match[3], 16) / 255);
}

export type Row = readonly [label: string, value: string];

export class PdfComposer {
  private page: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly allowed: ReadonlySet<number>,
    private readonly meta: PdfMeta,
    private readonly accent: RGB,
  ) {
    this.page = this.newPage();
  }

  static async create(meta: PdfMeta): Promise<PdfComposer> {
    const doc = await PDFDocument.create();
    const allowed = await winAnsiSet();
    const clean = (text: string) => sanitise(text, allowed);
    // Metadata is UTF-16 in the PDF, so it keeps the original characters.
    doc.setTitle(meta.subtitle ? `${meta.title} ${meta.subtitle}` : meta.title, { showInWindowTitleBar: true });
    if (meta.subtitle) doc.setSubject(meta.subtitle);
    doc.setAuthor(meta.brandName);
    doc.setCreator(meta.brandName);
    doc.setProducer(meta.brandName);
    doc.setLanguage(meta.languageTag);
    doc.setCreationDate(meta.generatedAt);
    doc.setModificationDate(meta.generatedAt);
    const composer = new PdfComposer(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
      allowed,
      { ...meta, title: clean(meta.title), subtitle: meta.subtitle && clean(meta.subtitle), brandName: clean(meta.brandName), footer: clean(meta.footer) },
      colorOf(meta.brandColor),
    );
    composer.titleBlock();
    return composer;
  }

  private get width(): number {
    return pageSize[0] - 2 * margin;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage(pageSize);
    const top = pageSize[1] - margin;
    page.drawText(this.meta.brandName, { x: margin, y: top - 18, size: 18, font: this.bold, color: this.accent });
    page.drawLine({ start: { x: margin, y: top - 28 }, end: { x: pageSize[0] - margin, y: top - 28 }, thickness: 1.5, color: this.accent });
    this.page = page;
    this.y = top - 50;
    return page;
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  private ensure(height: number): void {
    if (this.y - height < margin + footerHeight) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of sanitise(text, this.allowed).split(/\r?\n/)) {
      let line = "";
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        // A single word wider than the column (an IBAN, a URL) is cut by characters.
        line = "";
        for (const char of word) {
          if (font.widthOfTextAtSize(line + char, size) > width && line) {
            lines.push(line);
            line = "";
          }
          line += char;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private titleBlock(): void {
    this.page.drawText(this.meta.title, { x: margin, y: this.y, size: 16, font: this.bold, color: ink });
    this.y -= 20;
    if (this.meta.subtitle) {
      this.page.drawText(this.meta.subtitle, { x: margin, y: this.y, size: 11, font: this.regular, color: muted });
      this.y -= 18;
    }
    this.y -= 8;
  }

  heading(text: string): this {
    this.ensure(40);
    this.y -= 6;
    this.page.drawText(sanitise(text, this.allowed), { x: margin, y: this.y, size: 11, font: this.bold, color: this.accent });
    this.y -= 18;
    return this;
  }

  paragraph(text: string, options: { size?: number; color?: RGB } = {}): this {
    const size = options.size ?? 10;
    const leading = size * 1.4;
    for (const line of this.wrap(text, this.regular, size, this.width)) {
      this.ensure(leading);
      this.page.drawText(line, { x: margin, y: this.y, size, font: this.regular, color: options.color ?? ink });
      this.y -= leading;
    }
    this.y -= 6;
    return this;
  }

  /** Two columns, label on the left in grey, value on the right; rows never split across pages. */
  table(rows: readonly Row[]): this {
    const size = 10;
    const leading = 13;
    const valueWidth = this.width - labelColumnWidth - cellPadding;
    for (const [label, value] of rows) {
      const labelLines = this.wrap(label, this.regular, size, labelColumnWidth - cellPadding);
      const valueLines = this.wrap(value, this.bold, size, valueWidth);
      const height = Math.max(labelLines.length, valueLines.length) * leading + 2 * cellPadding;
      this.ensure(height);
      let lineY = this.y - cellPadding - size;
      for (const line of labelLines) {
        this.page.drawText(line, { x: margin, y: lineY, size, font: this.regular, color: muted });
        lineY -= leading;
      }
      lineY = this.y - cellPadding - size;
      for (const line of valueLines) {
        this.page.drawText(line, { x: margin + labelColumnWidth, y: lineY, size, font: this.bold, color: ink });
        lineY -= leading;
      }
      this.y -= height;
      this.page.drawLine({ start: { x: margin, y: this.y }, end: { x: pageSize[0] - margin, y: this.y }, thickness: 0.5, color: rule });
    }
    this.y -= 12;
    return this;
  }

  /** An empty framed box for a handwritten signature or a stamp. */
  box(label: string, height = 70): this {
    this.ensure(height + 20);
    this.page.drawText(sanitise(label, this.allowed), { x: margin, y: this.y - 10, size: 9, font: this.regular, color: muted });
    this.page.drawRectangle({ x: margin, y: this.y - 16 - height, width: this.width / 2, height, borderColor: rule, borderWidth: 1 });
    this.y -= height + 28;
    return this;
  }

  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawLine({ start: { x: margin, y: margin + 14 }, end: { x: pageSize[0] - margin, y: margin + 14 }, thickness: 0.5, color: rule });
      page.drawText(this.meta.footer, { x: margin, y: margin, size: 8, font: this.regular, color: muted });
      const label = sanitise(this.meta.pageLabel(index + 1, pages.length), this.allowed);
      const width = this.regular.widthOfTextAtSize(label, 8);
      page.drawText(label, { x: pageSize[0] - margin - width, y: margin, size: 8, font: this.regular, color: muted });
    });
    // Classic cross-reference table: readable by old viewers and mail previews.
    return this.doc.save({ useObjectStreams: false });
  }
}
