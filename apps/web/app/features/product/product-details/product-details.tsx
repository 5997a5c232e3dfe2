import { orderTypeForColor } from '@shop/commerce';
import type { Product } from '@shop/contracts';
import { useState } from 'react';
import { dropName } from '../../../lib/drop-name.ts';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { formatLongDate, localeForLanguage } from '../../../lib/money.ts';
import { priceViewCustomer } from '../../../lib/price-view.ts';
import { showsAddToBasket, stockOfSize, variantsOfColor } from '../../../lib/product-selection.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { PriceViewNote } from '../../price-view/price-view-note.tsx';
import { PriceTag } from '../../prices/price-tag.tsx';
import { UnitRrpMargin } from '../../prices/rrp-margin.tsx';
import { piecesPerUnitOf } from '../product-stock.ts';
import { SizeGridSection } from '../size-grid/size-grid-section.tsx';
import { AddToCartRow } from './add-to-cart-row.tsx';
import { ColorSelector } from './color-selector.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { SizeSelector } from './size-selector.tsx';
import { StockIndicator } from './stock-indicator.tsx';
import { useProductSelection } from './use-product-selection.ts';

/** Spec §2 product page: gallery, colour and size, price block, stock indicator and add-to-cart row. */
export function ProductDetails({ product, preview }: { product: Product; preview: boolean }) {
  const t = useT();
  const language = useLanguage();
  const user = useRootData()?.user;
  const loggedIn = Boolean(user);
  // The size × colour grid fills a customer's baskets: a dealer, or a sales user acting for one.
  const customer = Boolean(user?.customerNumber);
  const viewingPrices = priceViewCustomer(user) !== null;
  const { colorCode, variant, selectColor, selectSize } = useProductSelection(product);
  const [unitId, setUnitId] = useState(product.units[0]?.unitId ?? 'CU');
  const color = product.colors[colorCode];
  const priceKey = variant ? { productId: product.id, variantId: variant.id, unitOfMeasure: unitId } : null;
  const drop = color?.deliveryDrop;
  return (
    <article className="product-details">
      <div className="product-details__media">
        {color ? <ProductGallery key={colorCode} color={color} /> : null}
      </div>
      <div className="product-details__info">
        <p className="product-details__brand">{product.specifications.brand}</p>
        <h1 className="page-title product-details__name">{product.name}</h1>
        <p className="product-details__number">
          {t('product.number')} {product.number}
          {preview ? <span className="sticker sticker--preview">{t('product.preview')}</span> : null}
          {color?.essential ? (
            <span className="sticker sticker--essentials">{t('product.sticker-essentials')}</span>
          ) : null}
        </p>
        <div className="product-details__price">
          <PriceTag productKey={priceKey} size="page" showDiscount />
          <UnitRrpMargin productKey={priceKey} className="rrp-margin--page" />
        </div>
        <ColorSelector product={product} colorCode={colorCode} onSelect={selectColor} />
        <SizeSelector
          variants={variantsOfColor(product, colorCode)}
          selectedId={variant?.id ?? null}
          onSelect={selectSize}
          stockOf={(size) => stockOfSize(product, colorCode, size.id)}
        />
        {variant === null && variantsOfColor(product, colorCode).length > 0 ? (
          <p className="product-details__no-size">{t('product.no-size-deliverable')}</p>
        ) : null}
        {drop ? (
          <p className="product-details__drop">
            {t('product.delivery-drop', {
              drop: dropName(t, drop),
              date: formatLongDate(drop.availableDate, localeForLanguage(language)),
            })}
          </p>
        ) : null}
        {loggedIn && variant ? (
          <StockIndicator
            stocks={product.stocks}
            variantId={variant.id}
            unitId={unitId}
            piecesPerUnit={piecesPerUnitOf(product, unitId)}
            orderType={color ? orderTypeForColor(color) : null}
          />
        ) : null}
        <AddToCartRow
          product={product}
          colorCode={colorCode}
          variant={variant}
          units={product.units}
          unitId={unitId}
          onUnitChange={setUnitId}
          // Staff viewing a customer's prices act for nobody (ADR 82): the note instead of the button.
          showButton={showsAddToBasket(product, loggedIn) && !viewingPrices}
        />
        <PriceViewNote />
        {product.description ? (
          <section className="product-details__description">
            <h2 className="h5">{t('product.description')}</h2>
            <p>{product.description}</p>
          </section>
        ) : null}
      </div>
      {/* Below both columns, across the page: 8 sizes and the totals fit at 1366 px (issue 31 item 9). */}
      {customer && showsAddToBasket(product, loggedIn) ? (
        <div className="product-details__grid">
          <SizeGridSection product={product} unitId={unitId} />
        </div>
      ) : null}
    </article>
  );
}
