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

/**
 * A heading at a place in the current font at `size` points, whole: set smaller when it is wider than `width` (a
 * column's heading in another language, "Størrelse" over a narrow size column), down to `smallest` points, and
 * only cut below that. The font size is `size` again afterwards.
 */
export function putHeading(
  doc: PDFKit.PDFDocument,
  text: string,
  { x, y, width, size, align = 'left', smallest = 5.5 }: HeadingPlace,
): void {
  doc.fontSize(size);
  const wide = doc.widthOfString(text);
  if (wide <= width) {
    putText(doc, text, x, y, width, align);
    return;
  }
  const fitted = Math.max(smallest, Math.floor(((size * width) / wide) * 10) / 10);
  // Lowered by half the size it lost, so a smaller heading keeps the middle line of its neighbours.
  doc.fontSize(fitted);
  putText(doc, text, x, y + (size - fitted) / 2, width, align);
  doc.fontSize(size);
}

type HeadingPlace = {
  x: number;
  y: number;
  width: number;
  size: number;
  align?: 'left' | 'right' | 'center';
  smallest?: number;
};

/** The next event-loop turn: a long document draws a page per turn, so a page goes out while the next is drawn. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
