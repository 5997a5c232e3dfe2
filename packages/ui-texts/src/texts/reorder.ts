import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of ordering again from the customer center (the reasons a line could not be added), in English and
 * Danish (merged in ../ui-texts.ts). Counted texts come in plural forms: `<key>.one` and `<key>.other`
 * (the forms Intl.PluralRules names for English and Danish).
 */
export const reorderTexts = defineTexts({
  en: {
    'reorder.order-again': 'Order again',
    'reorder.busy': 'Adding the order’s lines to your baskets…',
    'reorder.added.one': '{count} line was added to your {orderType} basket.',
    'reorder.added.other': '{count} lines were added to your {orderType} basket.',
    'reorder.reduced.one': '{count} line got less than ordered:',
    'reorder.reduced.other': '{count} lines got less than ordered:',
    'reorder.reduced-by.stock': 'stock can deliver no more',
    'reorder.reduced-by.quantity-limit': 'a basket line may hold no more',
    'reorder.not-added.one': '{count} line could not be added:',
    'reorder.not-added.other': '{count} lines could not be added:',
    'reorder.nothing-added': 'Nothing from this order could be added to your baskets.',
    'reorder.line': '{name}, {colorName}, {size}',
    'reorder.reduced-line': '{line}: {quantity} of {orderedQuantity} added ({reason})',
    'reorder.refused-line': '{line}: {reason}',
    'reorder.reason.product-not-sold': 'the product is no longer sold',
    'reorder.reason.variant-not-sold': 'this colour or size is no longer sold',
    'reorder.reason.color-not-orderable': 'this colour cannot be ordered right now',
    'reorder.reason.out-of-stock': 'out of stock',
    'reorder.reason.quantity-limit': 'your basket already holds the most one line may',
    'reorder.reason.cart-full': 'your basket already holds the most lines it may',
    'reorder.go-to-cart': 'Go to basket',
    'reorder.failed': 'The order could not be added to your baskets. Please try again.',
    'reorder.summary-title': 'Ordered again',
  },
  da: {
    'reorder.order-again': 'Bestil igen',
    'reorder.busy': 'Ordrens linjer lægges i dine kurve…',
    'reorder.added.one': '{count} linje blev lagt i din kurv til {orderType}.',
    'reorder.added.other': '{count} linjer blev lagt i din kurv til {orderType}.',
    'reorder.reduced.one': '{count} linje fik mindre end bestilt:',
    'reorder.reduced.other': '{count} linjer fik mindre end bestilt:',
    'reorder.reduced-by.stock': 'lageret kan ikke levere mere',
    'reorder.reduced-by.quantity-limit': 'en kurvlinje kan ikke rumme mere',
    'reorder.not-added.one': '{count} linje kunne ikke lægges i kurven:',
    'reorder.not-added.other': '{count} linjer kunne ikke lægges i kurven:',
    'reorder.nothing-added': 'Intet fra denne ordre kunne lægges i dine kurve.',
    'reorder.line': '{name}, {colorName}, {size}',
    'reorder.reduced-line': '{line}: {quantity} af {orderedQuantity} lagt i kurven ({reason})',
    'reorder.refused-line': '{line}: {reason}',
    'reorder.reason.product-not-sold': 'varen sælges ikke længere',
    'reorder.reason.variant-not-sold': 'denne farve eller størrelse sælges ikke længere',
    'reorder.reason.color-not-orderable': 'denne farve kan ikke bestilles lige nu',
    'reorder.reason.out-of-stock': 'udsolgt',
    'reorder.reason.quantity-limit': 'din kurv har allerede det største antal, en linje må have',
    'reorder.reason.cart-full': 'din kurv har allerede så mange linjer, som den må have',
    'reorder.go-to-cart': 'Gå til kurven',
    'reorder.failed': 'Ordren kunne ikke lægges i dine kurve. Prøv igen.',
    'reorder.summary-title': 'Bestilt igen',
  },
});
