import { useEffect, useRef, useState } from 'react';
import { imageSrcSet, imageUrl } from '../../lib/image-url.ts';

type MediaImageProps = {
  path: string;
  alt: string;
  width: number;
  height: number;
  /** Widths for a srcset; the image keeps the aspect ratio of width × height. */
  widths?: readonly number[];
  sizes?: string;
  className?: string;
  priority?: boolean;
};

/** A shop image: always with width, height and alt; a missing file leaves the frame's background. */
export function MediaImage({
  path,
  alt,
  width,
  height,
  widths,
  sizes,
  className,
  priority,
}: MediaImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  // An error that happened before hydration never reaches onError; check the finished image once.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return null;
  return (
    <img
      ref={ref}
      src={imageUrl(path, { width, height })}
      srcSet={widths ? imageSrcSet(path, { width, height }, widths) : undefined}
      sizes={widths ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
