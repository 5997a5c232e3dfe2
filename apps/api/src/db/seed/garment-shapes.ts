import type { Garment } from './garments.ts';

/** Colours a garment is drawn with: `fill` may be a pattern reference (multi colour). */
export type GarmentPaint = { fill: string; shade: string; light: string; back: boolean };

type Shape = (paint: GarmentPaint) => string;

/** Bounding box [x, y, width, height] of each silhouette, used to frame it in a picture. */
export const garmentBounds: Record<Garment, [number, number, number, number]> = {
  tshirt: [130, 170, 740, 680],
  sweatshirt: [105, 160, 790, 690],
  dress: [180, 150, 640, 720],
  trousers: [240, 150, 520, 710],
  shorts: [240, 220, 520, 440],
  skirt: [200, 220, 600, 570],
  jacket: [110, 70, 780, 770],
  bodysuit: [180, 170, 640, 630],
  cap: [200, 300, 600, 350],
  socks: [190, 180, 590, 710],
  beanie: [240, 242, 520, 488],
};

const body = (d: string, p: GarmentPaint) =>
  `<path d="${d}" fill="${p.fill}" stroke="${p.shade}" stroke-width="6" stroke-linejoin="round"/>`;
const line = (d: string, p: GarmentPaint, width = 6, dash = '') =>
  `<path d="${d}" fill="none" stroke="${p.shade}" stroke-width="${width}" stroke-linecap="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
const patch = (d: string, colour: string, p: GarmentPaint) =>
  `<path d="${d}" fill="${colour}" stroke="${p.shade}" stroke-width="5" stroke-linejoin="round"/>`;
const dots = (points: Array<[number, number]>, r: number, colour: string) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`).join('');
/** The brand label: inside the neck on the back view. */
const label = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="44" height="26" rx="4" fill="#fdfcf8" opacity="0.9"/>`;
const hemStitch = (y: number, from: number, to: number, p: GarmentPaint) =>
  line(`M${from} ${y} L${to} ${y}`, p, 4, '14 10');

/**
 * Flat silhouettes in a 1000 × 1000 box, front and back view. Simple shapes, darker outline and seams,
 * a few details (collar, zip, pockets, snaps) so the views differ.
 */
export const garmentShapes: Record<Garment, Shape> = {
  tshirt: (p) =>
    body(
      'M390 170 C430 205 570 205 610 170 L770 225 L870 390 L760 445 L720 385 L720 830 C620 850 380 850 280 830 L280 385 L240 445 L130 390 L230 225 Z',
      p,
    ) +
    (p.back
      ? line('M390 170 C430 195 570 195 610 170', p, 10) + label(478, 188)
      : line('M390 170 C430 240 570 240 610 170', p, 12) + dots([[620, 330]], 26, p.light)) +
    hemStitch(805, 300, 700, p),
  sweatshirt: (p) =>
    body(
      'M380 160 C420 190 580 190 620 160 L760 210 C820 260 860 420 880 640 L890 760 L790 775 L770 620 L730 420 L730 800 L270 800 L270 420 L230 620 L210 775 L110 760 L120 640 C140 420 180 260 240 210 Z',
      p,
    ) +
    patch('M270 790 L730 790 L730 850 L270 850 Z', p.fill, p) +
    patch('M790 765 L890 750 L895 800 L795 815 Z', p.fill, p) +
    patch('M210 765 L110 750 L105 800 L205 815 Z', p.fill, p) +
    (p.back
      ? line('M380 160 C420 185 580 185 620 160', p, 12) + label(478, 178)
      : line('M380 160 C420 235 580 235 620 160', p, 14) +
        dots([[500, 420]], 60, p.light) +
        dots([[500, 420]], 30, p.fill)),
  dress: (p) =>
    body(
      'M400 150 C440 185 560 185 600 150 L660 170 L700 260 L650 300 L640 420 C700 560 780 720 820 840 C620 880 380 880 180 840 C220 720 300 560 360 420 L350 300 L300 260 L340 170 Z',
      p,
    ) +
    line('M360 420 C420 445 580 445 640 420', p, 8) +
    line('M430 450 L360 850 M500 455 L500 865 M570 450 L640 850', p, 4, '2 18') +
    (p.back
      ? dots(
          [
            [500, 210],
            [500, 270],
            [500, 330],
          ],
          11,
          p.light,
        ) + label(478, 166)
      : patch(
          'M400 150 C420 215 490 225 500 190 C510 225 580 215 600 150 C560 180 440 180 400 150 Z',
          p.light,
          p,
        )),
  trousers: (p) =>
    body('M320 150 L680 150 L710 420 L760 850 L590 860 L520 380 L480 380 L410 860 L240 850 L290 420 Z', p) +
    patch('M320 150 L680 150 L684 200 L316 200 Z', p.fill, p) +
    (p.back
      ? patch('M350 260 L450 260 L450 350 L400 370 L350 350 Z', p.fill, p) +
        patch('M550 260 L650 260 L650 350 L600 370 L550 350 Z', p.fill, p)
      : line('M500 200 L500 340', p, 6) +
        line('M330 210 C380 240 410 270 420 300 M670 210 C620 240 590 270 580 300', p, 6)) +
    hemStitch(835, 255, 400, p) +
    hemStitch(845, 600, 745, p),
  shorts: (p) =>
    body('M300 220 L700 220 L740 520 L760 640 L560 660 L515 460 L485 460 L440 660 L240 640 L260 520 Z', p) +
    patch('M300 220 L700 220 L704 275 L296 275 Z', p.fill, p) +
    (p.back
      ? patch('M340 320 L440 320 L440 410 L340 410 Z', p.fill, p)
      : line('M500 275 L500 400', p, 6) +
        line('M310 290 C360 310 390 340 400 370 M690 290 C640 310 610 340 600 370', p, 6)) +
    line('M250 600 L445 620 M555 620 L750 600', p, 4, '14 10'),
  skirt: (p) =>
    body('M360 220 L640 220 L800 760 C620 800 380 800 200 760 Z', p) +
    patch('M360 220 L640 220 L650 280 L350 280 Z', p.fill, p) +
    line('M430 285 L380 780 M500 285 L500 790 M570 285 L620 780', p, 5) +
    (p.back ? label(478, 236) : dots([[600, 250]], 12, p.light)),
  jacket: (p) =>
    body(
      'M370 190 L630 190 L770 230 C830 280 860 430 880 650 L890 780 L790 790 L770 640 L735 440 L735 840 L265 840 L265 440 L230 640 L210 790 L110 780 L120 650 C140 430 170 280 230 230 Z',
      p,
    ) +
    (p.back
      ? body('M360 200 C330 70 670 70 640 200 L610 380 C560 410 440 410 390 380 Z', p) +
        line('M500 90 L500 400', p, 5)
      : patch('M370 200 C340 60 660 60 630 200 C590 250 410 250 370 200 Z', p.fill, p) +
        patch('M410 190 C400 110 600 110 590 190 C560 215 440 215 410 190 Z', p.shade, p) +
        line('M500 215 L500 840', p, 8) +
        line('M300 600 L390 600 M610 600 L700 600', p, 8) +
        line('M285 700 L715 700', p, 3, '4 14')),
  bodysuit: (p) =>
    body(
      'M390 170 C430 205 570 205 610 170 L740 220 L820 360 L730 410 L700 360 L700 620 C700 700 600 760 560 800 L440 800 C400 760 300 700 300 620 L300 360 L270 410 L180 360 L260 220 Z',
      p,
    ) +
    (p.back
      ? line('M390 170 C430 195 570 195 610 170', p, 10) + label(478, 188)
      : line('M390 170 C430 240 570 240 610 170 M400 180 L455 235 M600 180 L545 235', p, 8)) +
    dots(
      [
        [460, 785],
        [500, 788],
        [540, 785],
      ],
      10,
      p.light,
    ),
  cap: (p) =>
    body('M250 560 C250 300 750 300 750 560 Z', p) +
    line('M500 330 L500 560 M390 350 C340 420 330 500 330 560 M610 350 C660 420 670 500 670 560', p, 5) +
    dots([[500, 328]], 20, p.shade) +
    (p.back
      ? patch('M430 560 C430 480 570 480 570 560 Z', '#f3efe9', p) +
        patch('M410 545 L590 545 L590 575 L410 575 Z', p.shade, p)
      : patch('M200 555 L800 555 C780 650 220 650 200 555 Z', p.fill, p) +
        line('M230 575 C380 610 620 610 770 575', p, 4, '10 10')),
  socks: (p) =>
    [0, 1]
      .map((i) => {
        const sock =
          body(
            'M300 180 L440 180 L440 560 C440 600 460 640 520 680 L600 730 C660 770 640 860 560 850 L400 800 C330 780 300 720 300 660 Z',
            p,
          ) +
          patch('M300 180 L440 180 L440 250 L300 250 Z', p.fill, p) +
          line('M330 190 L330 245 M370 190 L370 245 M410 190 L410 245', p, 4) +
          (p.back
            ? dots(
                [
                  [420, 770],
                  [470, 790],
                  [520, 805],
                  [440, 730],
                  [500, 760],
                ],
                9,
                p.shade,
              )
            : patch(
                'M560 700 L600 730 C660 770 640 860 560 850 L540 845 C600 820 590 760 560 700 Z',
                p.light,
                p,
              ));
        return `<g transform="translate(${i * 230 - 110} ${i * 40})">${sock}</g>`;
      })
      .join(''),
  beanie: (p) =>
    body('M260 660 C260 330 740 330 740 660 Z', p) +
    line('M330 640 C330 480 380 420 420 390 M500 640 L500 370 M670 640 C670 480 620 420 580 390', p, 4) +
    patch('M240 600 L760 600 L760 730 L240 730 Z', p.fill, p) +
    line(Array.from({ length: 12 }, (_, i) => `M${280 + i * 40} 610 L${280 + i * 40} 720`).join(' '), p, 4) +
    (p.back ? '' : `<rect x="470" y="640" width="60" height="40" rx="4" fill="${p.light}"/>`) +
    `<circle cx="500" cy="320" r="78" fill="${p.light}" stroke="${p.shade}" stroke-width="5"/>`,
};
