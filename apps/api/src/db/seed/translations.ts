import type { LanguageCode } from '@shop/contracts';

/**
 * Every UI text of the storefront, in English and Danish. Seeded into the `translations` table and served by
 * GET /api/Content/GetTranslationsByAreaId; components never hard-code text. Keys are the spec's where it
 * names them (`validation.required-field`, `cart.minimumOrderAmountNotExceeded`, …).
 * A test checks that both languages have exactly the same keys.
 */
export const translations: Record<LanguageCode, Record<string, string>> = {
  en: {
    'validation.required-field': 'This field is required',
    'validation.logget-out-account-deactivated': 'You have been logged out because your account has been deactivated',
    'cart.minimumOrderAmountNotExceeded': 'The minimum order amount of {amount} has not been reached',
    'cart.minimumSaleOrderAmountNotExceeded': 'The minimum amount of {amount} for sale items has not been reached',
    'checkout.cartSummaryNoOrderTypesSelectedMessage': 'Select at least one order type to check out',
  },
  da: {
    'validation.required-field': 'Dette felt skal udfyldes',
    'validation.logget-out-account-deactivated': 'Du er blevet logget ud, fordi din konto er blevet deaktiveret',
    'cart.minimumOrderAmountNotExceeded': 'Minimumsordrebeløbet på {amount} er ikke nået',
    'cart.minimumSaleOrderAmountNotExceeded': 'Minimumsbeløbet på {amount} for udsalgsvarer er ikke nået',
    'checkout.cartSummaryNoOrderTypesSelectedMessage': 'Vælg mindst én ordretype for at gå til kassen',
  },
};
