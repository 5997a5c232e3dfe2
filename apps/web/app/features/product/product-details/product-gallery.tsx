import { type ProductColor, storefrontImages } from '@shop/contracts';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

/** The large picture's square frame (the picture covers it) and the thumbnails; sizes the image route renders. */
const main = storefrontImages.productGallery;
const mainSizes = '(min-width: 1024px) 50vw, 100vw';
const thumb = storefrontImages.productGalleryThumb;

/**
 * The selected colour's pictures: one large, the rest as thumbnails. Thumbnails are a tab list: arrow keys
 * move between them, Home / End jump to the ends, and the large picture follows.
 */
export function ProductGallery({ color }: { color: ProductColor }) {
  const t = useT();
  const id = useId();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const media = color.media;
  const current = media[Math.min(index, media.length - 1)];

  const move = (next: number) => {
    const wrapped = (next + media.length) % media.length;
    setIndex(wrapped);
    thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: media.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div className="product-gallery">
      <div className="product-gallery__main" id={`${id}-panel`} role="tabpanel" aria-label={current?.alt}>
        {current ? (
          <MediaImage
            key={current.url}
            path={current.url}
            alt={current.alt || color.name}
            width={main.width}
            height={main.height}
            widths={main.widths}
            sizes={mainSizes}
            priority
          />
        ) : (
          <p className="product-gallery__none">{t('product.no-images')}</p>
        )}
      </div>
      {media.length > 1 ? (
        <div
          className="product-gallery__thumbs"
          role="tablist"
          aria-label={t('product.images')}
          onKeyDown={onKeyDown}
        >
          {media.map((item, position) => (
            <button
              key={item.url}
              ref={(element) => {
                thumbs.current[position] = element;
              }}
              type="button"
              role="tab"
              aria-selected={position === index}
              aria-controls={`${id}-panel`}
              tabIndex={position === index ? 0 : -1}
              className="product-gallery__thumb"
              // The tab's own name: a thumbnail whose file is missing renders no image to name it.
              aria-label={t('product.image-n', { n: position + 1, total: media.length })}
              onClick={() => setIndex(position)}
            >
              <MediaImage
                path={item.url}
                alt=""
                width={thumb.width}
                height={thumb.height}
                widths={thumb.widths}
                sizes={`${thumb.width}px`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
