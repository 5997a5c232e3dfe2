import { singleColorHex } from '@shop/contracts';

type SwatchImageProps = {
  /** The colour's `swatchImage` or a facet option's image. */
  src: string;
  size: number;
  className?: string;
  /** The colour's code: the multi-colour one is drawn as segments of colours, not as one flat square. */
  colorCode?: string;
};

/** Spec §3 'multi color': the colour code of products that come in several colours at once. */
export const multiColorCode = 'multi-color';

// Six segments around the centre, in colours of the brand's palette (swatch-colors.ts of the demo).
const multiColorSegments = ['#c8323c', '#f08a5d', '#dcc7a1', '#4f7a4a', '#3fa7a3', '#2f5d9e'];

/** The path of segment `index` of `count` around (10, 10), reaching past the square's corners. */
function segmentPath(index: number, count: number): string {
  const point = (step: number) => {
    const angle = (step / count) * 2 * Math.PI - Math.PI / 2;
    return `${(10 + 15 * Math.cos(angle)).toFixed(3)} ${(10 + 15 * Math.sin(angle)).toFixed(3)}`;
  };
  return `M10 10L${point(index)}L${point(index + 0.5)}L${point(index + 1)}Z`;
}

/**
 * A colour or print swatch, decorative (its name is in the text next to it or the control's label); the
 * multi-colour one is drawn in segments of several colours. A single-colour swatch
 * (GetSingleColorImage, `singleColorPath`) is drawn inline as the same square that address serves: as an
 * image, every distinct colour is an SVG document of its own that the browser fetches, parses, lays out and
 * paints on the main thread (fourteen on a category page). Any other swatch, a print, stays an image, loaded
 * lazily: eager images are preloaded ahead of everything by React and would compete with the first tiles
 * (the largest paint).
 */
export function SwatchImage({ src, size, className = 'swatch-image', colorCode }: SwatchImageProps) {
  if (colorCode === multiColorCode) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 20 20"
        className={`${className} swatch-image--multi`}
        aria-hidden="true"
        focusable="false"
      >
        {multiColorSegments.map((fill, index) => (
          <path key={fill} d={segmentPath(index, multiColorSegments.length)} fill={fill} />
        ))}
      </svg>
    );
  }
  const hex = singleColorHex(src);
  if (hex === null) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className={className}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      preserveAspectRatio="none"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="20" height="20" fill={`#${hex}`} />
    </svg>
  );
}
