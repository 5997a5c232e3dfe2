import { defineTexts } from '../define-texts.ts';

/**
 * Storefront texts that count something, name a basket or a delivery, or speak when there is nothing to show
 * (issue 20), in English and Danish (merged in ../ui-texts.ts). Counted texts come in the plural forms
 * Intl.PluralRules names for the language (`<key>.one`, `<key>.other`) and are read with translateCount
 * (apps/web/app/lib/i18n/translate-count.ts); `{count}` is the number that picks the form.
 */
export const shopFrontTexts = defineTexts({
  en: {
    'cart.marker.one': '{count} item in the basket',
    'cart.marker.other': '{count} items in the basket',
    'cart.quantity-pieces.one': '{count} pc',
    'cart.quantity-pieces.other': '{count} pcs',
    'cart.quantity-in-pieces.one': '{quantity} = {count} pc',
    'cart.quantity-in-pieces.other': '{quantity} = {count} pcs',
    'cart.total-quantity': 'Total quantity',
    'checkout.orderTypes.products.one': '{count} product',
    'checkout.orderTypes.products.other': '{count} products',
    'product.more-colors.one': '{count} more colour',
    'product.more-colors.other': '{count} more colours',
    'search.item-counter.one': '{loaded} of {count} product',
    'search.item-counter.other': '{loaded} of {count} products',
    'search.suggestion-count.one': '{count} suggestion',
    'search.suggestion-count.other': '{count} suggestions',
    'facet.count.one': '{count} product',
    'facet.count.other': '{count} products',
    'facet.more-filters.one': 'Show {count} more filter',
    'facet.more-filters.other': 'Show {count} more filters',
    'search.no-results-unfiltered': 'No products match your search. Try other or fewer words.',
    'search.no-results-title': 'Nothing found',

    'cart.basket-Preorder': 'Preorder basket',
    'cart.basket-Stock': 'Stock basket',
    'cart.basket-FutureStock': 'Future stock basket',
    'cart.basket-Web': 'Web basket',
    'cart.adds-to': 'Adds to your {basket}',
    'cart.delivery-now': '{count} in stock, delivered now',
    'cart.delivery-date': '{count} delivered from {date}',
    'cart.checkout-only':
      'Only your {baskets} can be ordered now. The rest stays in your basket until it reaches its minimum.',
    'cart.empty-title': 'Your basket is empty',
    'cart.empty-hint':
      'Find your next favourites in the collection. What you add is kept here until you order.',
    'product.delivery-drop': 'Delivery: {drop} (from {date})',
    'product.season-name.Spring/Summer 2026': 'Spring/Summer 2026',
    'product.season-name.Autumn/Winter 2026': 'Autumn/Winter 2026',
    'product.season-name.Spring/Summer 2027': 'Spring/Summer 2027',

    'checkout.totals.toPay': 'Total to pay (incl. VAT)',
    'receipt.noOrder.title': 'No order to show',
    'receipt.noOrder.text':
      'This page shows an order right after it is placed, and there is none to show now. Orders you have placed are confirmed by e-mail.',
    'receipt.noOrder.toCart': 'Go to basket',
  },
  da: {
    'cart.marker.one': '{count} vare i kurven',
    'cart.marker.other': '{count} varer i kurven',
    'cart.quantity-pieces.one': '{count} stk.',
    'cart.quantity-pieces.other': '{count} stk.',
    'cart.quantity-in-pieces.one': '{quantity} = {count} stk.',
    'cart.quantity-in-pieces.other': '{quantity} = {count} stk.',
    'cart.total-quantity': 'Antal i alt',
    'checkout.orderTypes.products.one': '{count} vare',
    'checkout.orderTypes.products.other': '{count} varer',
    'product.more-colors.one': '{count} farve mere',
    'product.more-colors.other': '{count} farver mere',
    'search.item-counter.one': '{loaded} af {count} produkt',
    'search.item-counter.other': '{loaded} af {count} produkter',
    'search.suggestion-count.one': '{count} forslag',
    'search.suggestion-count.other': '{count} forslag',
    'facet.count.one': '{count} produkt',
    'facet.count.other': '{count} produkter',
    'facet.more-filters.one': 'Vis {count} filter mere',
    'facet.more-filters.other': 'Vis {count} filtre mere',
    'search.no-results-unfiltered': 'Ingen produkter passer til din søgning. Prøv andre eller færre ord.',
    'search.no-results-title': 'Intet fundet',

    'cart.basket-Preorder': 'forudbestillingskurv',
    'cart.basket-Stock': 'lagerkurv',
    'cart.basket-FutureStock': 'kurv til kommende lager',
    'cart.basket-Web': 'webkurv',
    'cart.adds-to': 'Lægges i din {basket}',
    'cart.delivery-now': '{count} på lager, leveres nu',
    'cart.delivery-date': '{count} leveres fra {date}',
    'cart.checkout-only':
      'Kun din {baskets} kan bestilles nu. Resten bliver i kurven, til den når sit minimum.',
    'cart.empty-title': 'Din kurv er tom',
    'cart.empty-hint':
      'Find dine næste favoritter i kollektionen. Det, du lægger i kurven, gemmes her, til du bestiller.',
    'product.delivery-drop': 'Leveres med {drop} (fra {date})',
    'product.season-name.Spring/Summer 2026': 'forår/sommer 2026',
    'product.season-name.Autumn/Winter 2026': 'efterår/vinter 2026',
    'product.season-name.Spring/Summer 2027': 'forår/sommer 2027',

    'checkout.totals.toPay': 'At betale (inkl. moms)',
    'receipt.noOrder.title': 'Ingen ordre at vise',
    'receipt.noOrder.text':
      'Siden viser en ordre lige efter, at den er afgivet, og der er ingen at vise nu. Dine ordrer bekræftes på e-mail.',
    'receipt.noOrder.toCart': 'Gå til kurven',
  },
});
