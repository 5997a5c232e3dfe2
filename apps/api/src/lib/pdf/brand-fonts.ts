import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The brand's typefaces, the same files the storefront serves (@fontsource): Inter for text, Fraunces for
 * titles. Their Latin subset covers the shop's languages (æ, ø, å, ä, ö, ü, ß). Read once per process and
 * embedded subset by pdfkit (only the glyphs used), with a ToUnicode map, so the text can be searched and copied.
 */
export const brandFont = {
  text: 'Brand-Text',
  textBold: 'Brand-Text-Bold',
  title: 'Brand-Title',
} as const;

const files: Record<(typeof brandFont)[keyof typeof brandFont], string> = {
  [brandFont.text]: '@fontsource/inter/files/inter-latin-400-normal.woff',
  [brandFont.textBold]: '@fontsource/inter/files/inter-latin-600-normal.woff',
  [brandFont.title]: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff',
};

let loaded: Map<string, Buffer> | null = null;

function fontBytes(): Map<string, Buffer> {
  loaded ??= new Map(
    Object.entries(files).map(([name, specifier]) => [
      name,
      readFileSync(fileURLToPath(import.meta.resolve(specifier))),
    ]),
  );
  return loaded;
}

/** Registers the brand's fonts on a document under the names of `brandFont`. */
export function registerBrandFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, bytes] of fontBytes()) doc.registerFont(name, bytes);
}
