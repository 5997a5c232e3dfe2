import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
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
  /**
   * An image of the first screen (the largest paint): loaded eagerly with high priority, and announced in the
   * document head so the browser fetches it before it reaches the image in the markup.
   */
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

  const src = imageUrl(path, { width, height });
  const srcSet = widths ? imageSrcSet(path, { width, height }, widths) : undefined;
  if (priority) {
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    });
  }

  if (failed) return null;
  return (
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={widths ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      onError={() => setFailed(true)}
    />
  );
}
