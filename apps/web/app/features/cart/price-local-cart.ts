import {
  type CalculationLineInput,
  calculateCartTotals,
  calculationFigures,
  productKey,
} from '@shop/commerce';
import type { Cart, CartLine, CartOrderType, CurrencyCode, Product } from '@shop/contracts';
import { visitorVat } from '../prices/delivery-country-preference.ts';
import type { PriceEntry } from '../prices/price-batcher.ts';

const stockKindOf = (orderType: CartOrderType): 'Stock' | 'Preorder' | 'FutureStock' =>
  orderType === 'Preorder' || orderType === 'FutureStock' ? orderType : 'Stock';

function lineProduct(line: CartLine, product: Product | undefined, orderType: CartOrderType) {
  const variant = product?.variants.find((candidate) => candidate.id === line.productKey.variantId);
  const color = variant ? product?.colors[variant.colorCode] : undefined;
  if (!product || !variant || !color) return null;
  const unit = product.units.find((candidate) => candidate.unitId === line.productKey.unitOfMeasure);
  return {
    name: product.name,
    number: product.number,
    url: product.url,
    colorCode: variant.colorCode,
    colorName: color.colorName,
    size: variant.size,
    unitName: unit?.name ?? line.productKey.unitOfMeasure,
    quantityPerUnit: unit?.quantityPerUnit ?? 1,
    image: color.media[0]?.url ?? null,
    stockKind: stockKindOf(orderType),
    onSale: color.onSale,
  };
}

/**
 * An anonymous visitor's cart priced the way they see prices everywhere else: retail prices from the price
 * client, summed with the same pure calculation the server uses (no shipping yet, no minimums: those are a
 * dealer's), with the VAT of the country they chose to deliver to (null: not chosen yet). A line whose product or price is not known stays in the cart unpriced and outside the totals.
 */
export function priceLocalCart(
  cart: Cart,
  products: Readonly<Record<string, Product>>,
  prices: ReadonlyMap<string, PriceEntry>,
  calculatedAt: string,
  deliveryCountryCode: string | null = null,
): Cart {
  const priced = cart.lines.map((line) => {
    const product = lineProduct(line, products[line.productKey.productId], cart.orderType);
    const entry = prices.get(productKey(line.productKey));
    return { line, product, price: entry?.status === 'success' ? entry : null };
  });
  const currencyCode = (priced.find((item) => item.price)?.price?.currencyCode ??
    cart.currencyCode) as CurrencyCode;
  const inputs: CalculationLineInput[] = priced.flatMap(({ line, product, price }) =>
    price && product
      ? [
          {
            lineId: line.id,
            quantity: line.quantity,
            unitId: line.productKey.unitOfMeasure,
            quantityPerUnit: product.quantityPerUnit,
            unitPrice: price.price.unitPrice,
            netUnitPrice: price.price.netUnitPrice,
            stockKind: product.stockKind,
            onSale: product.onSale,
            summerShop: false,
            deliveries: [],
          },
        ]
      : [],
  );
  // A visitor's cart: the VAT of the delivery country chosen at checkout, the spec's 25 % before (ADR 67).
  const tax = visitorVat(deliveryCountryCode);
  const totals = calculateCartTotals(inputs, {
    shippingFeeWithoutVat: 0,
    vatRateBasisPoints: tax.rateBasisPoints,
  });
  const figures = new Map(totals.lines.map((figure) => [figure.lineId, figure]));
  return {
    ...cart,
    currencyCode,
    lines: priced.map(({ line, product }) => {
      const figure = figures.get(line.id);
      return {
        ...line,
        product,
        unitPrice: figure?.unitPrice ?? null,
        netUnitPrice: figure?.netUnitPrice ?? null,
        linePrice: figure?.linePrice ?? null,
        netLinePrice: figure?.netLinePrice ?? null,
      };
    }),
    calculation: calculationFigures(totals, tax, null, calculatedAt),
  };
}
