/**
 * The brand's logo drawn as vectors, the same artwork as the shop header's (apps/web features/header/logo.tsx):
 * two aurora arcs over the NORDLYS wordmark, in a 160 × 46 box. Nothing is fetched or embedded; the wordmark is
 * set in the standard Times font, which every PDF reader has.
 */
export function drawBrandLogo(doc: PDFKit.PDFDocument, x: number, y: number, width: number): void {
  const scale = width / 160;
  doc.save();
  doc.translate(x, y).scale(scale);
  doc.path('M18 15 C 44 1, 70 1, 84 9 S 120 19, 142 5').lineWidth(2).strokeColor('#b08a45').stroke();
  doc.path('M26 19 C 50 8, 72 8, 86 13 S 118 21, 136 12').lineWidth(1.3).strokeColor('#8fa89b').stroke();
  doc.font('Times-Roman').fontSize(18).fillColor('#1f2a2e');
  doc.text('NORDLYS', 0, 25, { width: 160, align: 'center', characterSpacing: 5, lineBreak: false });
  doc.restore();
}
