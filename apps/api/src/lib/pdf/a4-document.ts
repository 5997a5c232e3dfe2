import PDFDocument from 'pdfkit';

/**
 * A new A4 document as the shop's PDFs are drawn: compressed, no page until the drawing adds one, and no margin,
 * because everything is placed at its own position (so no text near the bottom starts a page by itself).
 */
export function newA4Document(info: PDFKit.DocumentInfo, languageCode: string): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info,
    lang: languageCode,
  } as PDFKit.PDFDocumentOptions);
}
