/** `text` cut with an ellipsis to fit `width` in the current font: a row is one line, never wrapped. */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${text.slice(0, low).trimEnd()}…`;
}

/** One line of text at a place, cut to its width. */
export function putText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' | 'center' = 'left',
): void {
  doc.text(fitText(doc, text, width), x, y, { width, align, lineBreak: false });
}

/** The next event-loop turn: a long document draws a page per turn, so a page goes out while the next is drawn. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
