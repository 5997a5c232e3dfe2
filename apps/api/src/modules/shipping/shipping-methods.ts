import type { CurrencyCode, LanguageCode, ShippingMethod } from '@shop/contracts';

/**
 * The shop's shipping methods (spec §3 'Shipping method'; fee values are not in the spec, so these are ours).
 * A code table, not data: a method's fee depends on the country group of the address and the cart's currency,
 * in minor units without VAT. Customers whose shipment method code is EXW (ex works) collect their goods
 * themselves and get pickup only (spec §6); everyone else chooses between a parcel and express.
 */

/** The ERP's shipment method code of customers who collect their goods. */
export const pickupShipmentMethodCode = 'EXW';

type CountryGroup = 'dk' | 'europe' | 'world';
type Fees = Record<CurrencyCode, number>;

/** EU and EEA countries plus Switzerland and the United Kingdom, beside Denmark (shipped from there). */
const europe = new Set(
  'AT BE BG CH CY CZ DE EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' '),
);

const countryGroup = (countryCode: string): CountryGroup =>
  countryCode === 'DK' ? 'dk' : europe.has(countryCode) ? 'europe' : 'world';

type Carrier = {
  kind: 'parcel' | 'express';
  name: Record<LanguageCode, string>;
  fees: Record<CountryGroup, Fees>;
};

const carriers: Carrier[] = [
  {
    kind: 'parcel',
    name: { en: 'Standard parcel (DHL)', da: 'Standardpakke (DHL)' },
    fees: {
      dk: { DKK: 7500, EUR: 1000, GBP: 900, USD: 1200, SEK: 11000, NOK: 11500 },
      europe: { DKK: 15000, EUR: 2000, GBP: 1800, USD: 2300, SEK: 22000, NOK: 23000 },
      world: { DKK: 40000, EUR: 5400, GBP: 4700, USD: 6200, SEK: 60000, NOK: 62000 },
    },
  },
  {
    kind: 'express',
    name: { en: 'Express (DHL Express)', da: 'Ekspres (DHL Express)' },
    fees: {
      dk: { DKK: 15000, EUR: 2000, GBP: 1800, USD: 2300, SEK: 22000, NOK: 23000 },
      europe: { DKK: 35000, EUR: 4700, GBP: 4100, USD: 5400, SEK: 52000, NOK: 54000 },
      world: { DKK: 75000, EUR: 10000, GBP: 8800, USD: 11600, SEK: 114000, NOK: 116000 },
    },
  },
];

export const pickupMethodId = 'pickup';
const pickupName: Record<LanguageCode, string> = {
  en: 'Pickup at our warehouse (EXW)',
  da: 'Afhentning på vores lager (EXW)',
};

export type ShippingQuery = {
  /** The delivery address's country (ISO 3166-1 alpha-2). */
  countryCode: string;
  currencyCode: CurrencyCode;
  languageCode: LanguageCode;
  /** The customer's shipment method code (null for visitors). */
  shipmentMethodCode: string | null;
};

/** The methods offered for an address, cheapest first. */
export function shippingMethodsFor(query: ShippingQuery): ShippingMethod[] {
  if (query.shipmentMethodCode === pickupShipmentMethodCode) {
    return [
      {
        internalId: pickupMethodId,
        name: pickupName[query.languageCode],
        fee: 0,
        countryCode: null,
        trackAndTrace: false,
        extraInfo: { pickup: true, currencyCode: query.currencyCode },
      },
    ];
  }
  const group = countryGroup(query.countryCode);
  return carriers.map((carrier) => ({
    internalId: `${carrier.kind}-${group}`,
    name: carrier.name[query.languageCode],
    fee: carrier.fees[group][query.currencyCode],
    countryCode: query.countryCode,
    trackAndTrace: true,
    extraInfo: { pickup: false, currencyCode: query.currencyCode },
  }));
}

/** The method with this id among those offered for the address, or null when it is not one of them. */
export function findShippingMethod(internalId: string, query: ShippingQuery): ShippingMethod | null {
  return shippingMethodsFor(query).find((method) => method.internalId === internalId) ?? null;
}

/**
 * A cart's stored method described for its address and currency, whichever set it came from (SetShipping
 * checked that it was offered to the cart's owner); null for an id that is not in the table.
 */
export function describeShippingMethod(
  internalId: string,
  query: Omit<ShippingQuery, 'shipmentMethodCode'>,
): ShippingMethod | null {
  const shipmentMethodCode = internalId === pickupMethodId ? pickupShipmentMethodCode : null;
  return findShippingMethod(internalId, { ...query, shipmentMethodCode });
}

/**
 * A method's name in `languageCode` by its id (`parcel-europe`, `express-dk`, `pickup`), whatever address it was
 * chosen for: documents name the method in the reader's language (ADR 80). Null for an id not in the table.
 */
export function shippingMethodName(internalId: string, languageCode: LanguageCode): string | null {
  if (internalId === pickupMethodId) return pickupName[languageCode];
  const kind = internalId.split('-')[0];
  return carriers.find((carrier) => carrier.kind === kind)?.name[languageCode] ?? null;
}
