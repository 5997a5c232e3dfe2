import type { LanguageCode } from '@shop/contracts';

/**
 * The carriers behind the shop's shipping methods, and where a buyer follows a parcel. A method's id names its
 * kind (`parcel-dk`, `express-europe`, shipping-methods.ts); collected goods (`pickup`) have no carrier. An ERP
 * reports the carrier code with each shipment (Business Central: the shipping agent code), the shop turns it
 * into a name and a tracking link.
 */

type Carrier = { name: string; trackingPage: (trackingNumber: string, languageCode: LanguageCode) => string };

const dhlTracking = (trackingNumber: string, languageCode: LanguageCode) =>
  `https://www.dhl.com/dk-${languageCode === 'da' ? 'da' : 'en'}/home/tracking.html?tracking-id=${encodeURIComponent(trackingNumber)}&submit=1`;

const carriers: Readonly<Record<string, Carrier>> = {
  dhl: { name: 'DHL', trackingPage: dhlTracking },
  'dhl-express': { name: 'DHL Express', trackingPage: dhlTracking },
};

const carrierOfMethodKind: Readonly<Record<string, string>> = { parcel: 'dhl', express: 'dhl-express' };

/** The carrier code of a shipping method id, or null (pickup, or a method the table does not know). */
export function carrierOfShippingMethod(shippingMethodId: string): string | null {
  const kind = shippingMethodId.split('-')[0] ?? '';
  return carrierOfMethodKind[kind] ?? null;
}

/** A carrier's name for people; an unknown code (another ERP's agent) is shown as it is. */
export function carrierName(carrierCode: string): string {
  return carriers[carrierCode]?.name ?? carrierCode;
}

/** The carrier's tracking page for a parcel, in the language when the carrier has it; null when unknown. */
export function trackAndTraceUrl(
  carrierCode: string | null,
  trackingNumber: string | null,
  languageCode: LanguageCode,
): string | null {
  if (!carrierCode || !trackingNumber) return null;
  return carriers[carrierCode]?.trackingPage(trackingNumber, languageCode) ?? null;
}
