/**
 * The words of the generated PDFs (files/pdf.ts, pdf-notice.ts) in the five
 * languages of SPEC section 1, one file each. English is the reference type,
 * so a key missing in another language fails the type check, and
 * pdf-texts.test.ts fails on an empty or untranslated text.
 */
import type { Language } from "../../../contract/codes/language";
import { de } from "./de";
import { en, type PdfTexts } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";

export type { PdfTexts };

export const pdfTexts: Record<Language, PdfTexts> = { en, fr, de, it, es };
