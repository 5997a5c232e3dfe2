import { singleColorHex } from '@shop/contracts';

type SwatchImageProps = {
  /** The colour's `swatchImage` or a facet option's image. */
  src: string;
  size: number;
  className?: string;
};

/**
 * A colour or print swatch, decorative (its name is in the text next to it). A single-colour swatch
 * (GetSingleColorImage, `singleColorPath`) is drawn inline as the same square that address serves: as an
 * image, every distinct colour is an SVG document of its own that the browser fetches, parses, lays out and
 * paints on the main thread (fourteen on a category page). Any other swatch, a print, stays an image, loaded
 * lazily: eager images are preloaded ahead of everything by React and would compete with the first tiles
 * (the largest paint).
 */
export function SwatchImage({ src, size, className = 'swatch-image' }: SwatchImageProps) {
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
