import { type AreaInfo, type SearchProductItem, storefrontImages } from '@shop/contracts';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MediaImage } from '../../components/ui/media-image.tsx';
import { SwatchImage } from '../../components/ui/swatch-image.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { localizeHref } from '../../lib/i18n/localize-href.ts';
import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';
import { DiscountBadge, PriceTag, usePriceView } from '../prices/price-tag.tsx';
import { UnitRrpMargin } from '../prices/rrp-margin.tsx';
import { QuickAddButton } from './quick-add/quick-add-button.tsx';
import {
  isPlainLinkClick,
  productColorHref,
  seasonLabel,
  seasonName,
  swatchSize,
  tileSwatches,
} from './tile-view.ts';

/**
 * The tile image and its srcset widths (`storefrontImages.productTile`, sizes the image route renders). 400 fits
 * a phone's half-width tile at device pixel ratios up to ~2 (a 412 px wide phone at 1.75 needs 360): the first
 * row, which is the largest paint, downloads a quarter less than at 480.
 */
const tileImage = storefrontImages.productTile;
const tileSizes = '(min-width: 1366px) 24vw, (min-width: 1024px) 30vw, 50vw';

/**
 * Spec §2 product tile: image, brand, name, price with discount badge, up to 5 swatches (+N), stickers.
 * The first row loads its images eagerly and with high priority (they are the largest paint); the rest lazily.
 * With `quickAddArea` (a dealer's list) the tile ends with the quick add of the size × colour grid (ADR 63).
 */
export function ProductTile({
  item,
  priority = false,
  quickAddArea = null,
}: {
  item: SearchProductItem;
  priority?: boolean;
  quickAddArea?: AreaInfo | null;
}) {
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const href = localizeHref(item.url, language);
  const priceKey = { productId: item.id, variantId: item.firstVariantId, unitOfMeasure: item.unitId };
  const price = usePriceView(priceKey);
  const swatches = tileSwatches(item.colors);
  const label = seasonLabel(item);
  const navigate = useNavigate();
  // The picture and the swatches are plain links, followed in the app by this one handler: a list hydrates
  // 30 tiles, and 6 router links each were a tenth of the page's script time on a phone. The name stays a
  // router link (it prefetches the product page on intent).
  const followTileLink = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link || link.hasAttribute('data-router-link') || !isPlainLinkClick(event, link)) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: it only follows the links inside, which take the keyboard themselves (Enter on a link is a click)
    <article className="product-tile" onClick={followTileLink}>
      {/* The name below is the link for assistive technology; the picture repeats it for the pointer. */}
      {/* biome-ignore lint/a11y/useAnchorContent: a duplicate of the name link, hidden from assistive technology on purpose */}
      <a href={href} className="product-tile__media" tabIndex={-1} aria-hidden="true">
        {item.image ? (
          <MediaImage
            path={item.image}
            alt=""
            width={tileImage.width}
            height={tileImage.height}
            widths={tileImage.widths}
            sizes={tileSizes}
            priority={priority}
          />
        ) : null}
      </a>
      <div className="product-tile__stickers">
        {item.essential ? (
          <span className="sticker sticker--essentials">{t('product.sticker-essentials')}</span>
        ) : null}
        {label ? (
          <span className="sticker sticker--season">
            {t(`product.season-${label}`, { season: seasonName(t, item.seasonDescription) })}
          </span>
        ) : null}
        {price.status === 'success' && price.discountPercent !== null ? (
          <DiscountBadge percent={price.discountPercent} />
        ) : null}
      </div>
      <div className="product-tile__body">
        <p className="product-tile__brand">{item.brand}</p>
        <h3 className="product-tile__name">
          <Link to={href} prefetch="intent" data-router-link="">
            {item.name}
          </Link>
        </h3>
        <PriceTag view={price} />
        <UnitRrpMargin productKey={priceKey} className="rrp-margin--tile" />
        {swatches.shown.length > 0 ? (
          <ul className="product-tile__swatches" aria-label={t('product.colors')}>
            {swatches.shown.map((color) => (
              <li key={color.code}>
                <a
                  href={localizeHref(productColorHref(item.url, color.code), language)}
                  className="swatch"
                  title={color.name}
                  aria-label={t('product.open-in-color', { name: item.name, color: color.name })}
                >
                  <SwatchImage src={color.swatchImage} size={swatchSize} colorCode={color.code} />
                </a>
              </li>
            ))}
            {swatches.overflow > 0 ? (
              <li className="swatch-more">
                <span aria-hidden="true">+{swatches.overflow}</span>
                <span className="visually-hidden">{tc('product.more-colors', swatches.overflow)}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        {quickAddArea ? <QuickAddButton productId={item.id} name={item.name} area={quickAddArea} /> : null}
      </div>
    </article>
  );
}
