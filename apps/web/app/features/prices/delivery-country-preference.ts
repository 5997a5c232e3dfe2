import { decideVat, type VatDecision } from '@shop/commerce';

/**
 * The country an anonymous visitor delivers to, once chosen at checkout (issue 28): their prices then carry
 * that country's VAT (the One-Stop-Shop rule of ADR 67), and the spec's 25 % before. Kept on this browser,
 * like the VAT choice, under one key the price switch and the local cart both read.
 */
export const deliveryCountryKey = '_deliveryCountry';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const countryPattern = /^[A-Z]{2}$/;

export function readDeliveryCountry(storage: StorageLike | null): string | null {
  try {
    const value = storage?.getItem(deliveryCountryKey) ?? null;
    return value !== null && countryPattern.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeDeliveryCountry(storage: StorageLike | null, countryCode: string | null) {
  try {
    if (countryCode !== null && countryPattern.test(countryCode))
      storage?.setItem(deliveryCountryKey, countryCode);
    else storage?.removeItem(deliveryCountryKey);
  } catch {
    // Storage can be disabled (private mode, quota); the prices then keep the spec's 25 %.
  }
}

/** A visitor's VAT decision: a consumer buying for delivery to the country (null: not chosen yet). */
export function visitorVat(deliveryCountryCode: string | null): VatDecision {
  return decideVat({ buyer: 'consumer', deliveryCountryCode, pickup: false, vatNumber: null });
}
