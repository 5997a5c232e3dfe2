import { defineTexts } from '../define-texts.ts';

/**
 * Issue 28, "stock truth from the first click" and "quantities" (ADR 68): the one quantity message of every
 * quantity field, what a Stock basket cut as a line was added, the sizes nothing can be delivered of, the
 * lines checkout changed when stock went between basket and order, and the order calls' refusals in the
 * user's language (`api-error.<errorCode>`). `{line}` is `cart.line-name`; `{max}` the line bound, formatted.
 */
export const stockAndQuantityTexts = defineTexts({
  en: {
    'quantity.invalid': 'Quantity must be a whole number from 1 to {max}.',
    'quantity.invalid-or-remove': 'Quantity must be a whole number from 1 to {max}, or 0 to remove the line.',
    'cart.line-name': '{name}, {colorName}, {size}',
    'cart.reduced-title': 'Not all of it was added',
    'cart.reduced.stock': '{line}: only {quantity} of {requested} were added – stock can deliver no more.',
    'cart.reduced.none': '{line}: none of {requested} could be added – out of stock.',
    'cart.reduced.quantity-limit':
      '{line}: only {quantity} of {requested} were added – a basket line may hold no more.',
    'product.size-out-of-stock': 'out of stock',
    'product.size-arriving': 'arriving',
    'product.no-size-deliverable': 'No size of this colour can be delivered from stock at the moment.',
    'checkout.stock-changed-title': 'Stock changed since the basket was filled',
    'checkout.stock-changed-intro':
      'These lines were changed to what can be delivered. The rest of the order can be placed as it is.',
    'checkout.change.cut': '{line}: {from} → {to} – stock can deliver no more.',
    'checkout.change.removed-delivery': '{line}: removed – out of stock.',
    'checkout.change.removed-unit': '{line}: removed – this unit cannot be ordered from stock.',
    'checkout.change.removed-quantity': '{line}: removed – no quantity.',
    'api-error.not-enough-stock':
      'Some items are no longer in stock. The basket now holds what can be delivered: check it and place the order again.',
    'api-error.cart-changed-by-validation':
      'The basket was changed to what can be delivered: check it and place the order again.',
    'api-error.cart-prices-changed':
      'Prices or shipping changed since the basket was calculated: check the new totals and place the order again.',
    'api-error.cart-not-calculated':
      'The basket is being calculated: wait a moment and place the order again.',
    'api-error.cart-empty': 'The basket is empty.',
    'api-error.customer-blocked': 'Your account is blocked for orders. Please contact us.',
    'api-error.order-type-not-orderable': 'This basket cannot be ordered.',
    'api-error.payment-method-not-allowed': 'This payment method cannot be used for this order.',
    'api-error.shipping-address-missing': 'Choose a delivery address first.',
    'api-error.shipping-method-missing': 'Choose a delivery method first.',
    'api-error.email-missing': 'Enter an e-mail address for the order confirmation.',
    'api-error.cart-calculation-failed':
      'A product in the basket is no longer sold: remove it from the basket and try again.',
    'api-error.cart-ships-with-other-cart': 'This basket ships with your other basket: order both together.',
    'api-error.payment-provider-unavailable':
      'Card payment is not available right now. Please try again later.',
    'api-error.payment-domain-not-allowed': 'Card payment cannot be started from this address.',
    'api-error.cart-line-quantity': 'A basket line may hold at most 100,000 pieces.',
    'api-error.cart-full': 'A basket holds at most 500 lines.',
  },
  da: {
    'quantity.invalid': 'Antal skal være et helt tal fra 1 til {max}.',
    'quantity.invalid-or-remove': 'Antal skal være et helt tal fra 1 til {max} eller 0 for at fjerne linjen.',
    'cart.line-name': '{name}, {colorName}, {size}',
    'cart.reduced-title': 'Ikke alt kom i kurven',
    'cart.reduced.stock':
      '{line}: kun {quantity} af {requested} blev lagt i kurven – lageret kan ikke levere flere.',
    'cart.reduced.none': '{line}: ingen af {requested} kunne lægges i kurven – ikke på lager.',
    'cart.reduced.quantity-limit':
      '{line}: kun {quantity} af {requested} blev lagt i kurven – en kurvlinje kan ikke rumme flere.',
    'product.size-out-of-stock': 'ikke på lager',
    'product.size-arriving': 'på vej',
    'product.no-size-deliverable': 'Ingen størrelse i denne farve kan leveres fra lager lige nu.',
    'checkout.stock-changed-title': 'Lageret har ændret sig, siden kurven blev fyldt',
    'checkout.stock-changed-intro':
      'Disse linjer er ændret til det, der kan leveres. Resten af ordren kan afgives, som den er.',
    'checkout.change.cut': '{line}: {from} → {to} – lageret kan ikke levere flere.',
    'checkout.change.removed-delivery': '{line}: fjernet – ikke på lager.',
    'checkout.change.removed-unit': '{line}: fjernet – denne enhed kan ikke bestilles fra lager.',
    'checkout.change.removed-quantity': '{line}: fjernet – intet antal.',
    'api-error.not-enough-stock':
      'Nogle varer er ikke længere på lager. Kurven rummer nu det, der kan leveres: tjek den, og afgiv ordren igen.',
    'api-error.cart-changed-by-validation':
      'Kurven er ændret til det, der kan leveres: tjek den, og afgiv ordren igen.',
    'api-error.cart-prices-changed':
      'Priser eller fragt er ændret, siden kurven blev beregnet: tjek de nye beløb, og afgiv ordren igen.',
    'api-error.cart-not-calculated': 'Kurven bliver beregnet: vent et øjeblik, og afgiv ordren igen.',
    'api-error.cart-empty': 'Kurven er tom.',
    'api-error.customer-blocked': 'Din konto er spærret for ordrer. Kontakt os venligst.',
    'api-error.order-type-not-orderable': 'Denne kurv kan ikke bestilles.',
    'api-error.payment-method-not-allowed': 'Denne betalingsmetode kan ikke bruges til denne ordre.',
    'api-error.shipping-address-missing': 'Vælg først en leveringsadresse.',
    'api-error.shipping-method-missing': 'Vælg først en leveringsmetode.',
    'api-error.email-missing': 'Angiv en e-mailadresse til ordrebekræftelsen.',
    'api-error.cart-calculation-failed':
      'En vare i kurven sælges ikke længere: fjern den fra kurven, og prøv igen.',
    'api-error.cart-ships-with-other-cart': 'Denne kurv sendes med din anden kurv: bestil dem sammen.',
    'api-error.payment-provider-unavailable': 'Kortbetaling er ikke tilgængelig lige nu. Prøv igen senere.',
    'api-error.payment-domain-not-allowed': 'Kortbetaling kan ikke startes fra denne adresse.',
    'api-error.cart-line-quantity': 'En kurvlinje kan højst rumme 100.000 stk.',
    'api-error.cart-full': 'En kurv kan højst rumme 500 linjer.',
  },
});
