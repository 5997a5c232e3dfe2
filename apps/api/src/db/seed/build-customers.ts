import type { customerAddresses, customers } from '../schema.ts';

type CustomerRow = typeof customers.$inferInsert;
type AddressRow = Omit<
  typeof customerAddresses.$inferInsert,
  'customerNumber' | 'kind' | 'isDefault' | 'name'
>;

export type CustomerRows = {
  customers: CustomerRow[];
  customerAddresses: Array<typeof customerAddresses.$inferInsert>;
};

type Dealer = Omit<CustomerRow, 'blockedStatus' | 'active'> &
  Partial<Pick<CustomerRow, 'blockedStatus' | 'active'>> & { shipTo: AddressRow; billTo: AddressRow };

const dk = (address1: string, postalCode: string, city: string): AddressRow => ({
  address1,
  postalCode,
  city,
  countryCode: 'DK',
});

/**
 * The demo dealers; minimum amounts in minor units (spec §9: DKK 2,500, EUR 300, APAC EUR 1,000 …). Payment terms
 * are Net 30 (the column's default) unless a dealer names others.
 */
const dealers: Dealer[] = [
  {
    customerNumber: 'C10001',
    name: 'Lille Kanin Børnetøj ApS',
    currencyCode: 'DKK',
    rrpCurrencyCode: 'DKK',
    priceGroupCode: 'B2B DKK',
    minOrderAmount: 250000,
    minOrderAmountPre: 500000,
    shipmentMethodCode: 'DHL',
    countryCode: 'DK',
    languageCode: 'da',
    email: 'indkoeb@lillekanin.demo',
    phone: '+45 86 12 34 56',
    vatNumber: 'DK31234567',
    shipTo: dk('Søndergade 21', '8000', 'Aarhus C'),
    billTo: dk('Bogholderiet, Søndergade 21', '8000', 'Aarhus C'),
  },
  {
    customerNumber: 'C20001',
    name: 'Kinderladen Sonnenschein GmbH',
    currencyCode: 'EUR',
    rrpCurrencyCode: 'EUR',
    priceGroupCode: 'B2B EUR',
    minOrderAmount: 30000,
    minOrderAmountPre: 60000,
    shipmentMethodCode: 'DHL',
    countryCode: 'DE',
    languageCode: 'en',
    email: 'einkauf@sonnenschein-kinder.demo',
    phone: '+49 40 1234 5678',
    vatNumber: 'DE123456789',
    shipTo: { address1: 'Ottenser Hauptstraße 14', postalCode: '22765', city: 'Hamburg', countryCode: 'DE' },
    billTo: { address1: 'Postfach 50 12 34', postalCode: '22712', city: 'Hamburg', countryCode: 'DE' },
  },
  {
    customerNumber: 'C30001',
    name: 'Little Acorns Ltd',
    currencyCode: 'GBP',
    rrpCurrencyCode: 'GBP',
    priceGroupCode: 'B2B GBP',
    minOrderAmount: 50000,
    minOrderAmountPre: 100000,
    shipmentMethodCode: 'DHL',
    countryCode: 'GB',
    languageCode: 'en',
    email: 'buying@littleacorns.demo',
    phone: '+44 20 7946 0123',
    vatNumber: 'GB123456789',
    // A long-standing account: two months to pay.
    paymentTerms: 'net60',
    shipTo: { address1: '42 Columbia Road', postalCode: 'E2 7RG', city: 'London', countryCode: 'GB' },
    billTo: { address1: 'Unit 3, 18 Hackney Road', postalCode: 'E2 7NX', city: 'London', countryCode: 'GB' },
  },
  {
    customerNumber: 'C40001',
    name: 'Maple & Co Kids Inc.',
    currencyCode: 'USD',
    rrpCurrencyCode: 'USD',
    priceGroupCode: 'B2B USD',
    minOrderAmount: 100000,
    minOrderAmountPre: 200000,
    shipmentMethodCode: 'DHL',
    countryCode: 'US',
    languageCode: 'en',
    email: 'orders@mapleandco.demo',
    phone: '+1 503 555 0142',
    vatNumber: null,
    // A new account outside the EU: its invoices are due on the invoice date.
    paymentTerms: 'prepayment',
    shipTo: {
      address1: '2210 NW Glisan Street',
      postalCode: '97210',
      city: 'Portland, OR',
      countryCode: 'US',
    },
    billTo: { address1: 'PO Box 4410', postalCode: '97208', city: 'Portland, OR', countryCode: 'US' },
  },
  {
    customerNumber: 'C50001',
    name: 'Lilla Myran Barnkläder AB',
    currencyCode: 'SEK',
    rrpCurrencyCode: 'SEK',
    priceGroupCode: 'B2B SEK',
    minOrderAmount: 350000,
    minOrderAmountPre: 700000,
    shipmentMethodCode: 'DHL',
    countryCode: 'SE',
    languageCode: 'en',
    email: 'inkop@lillamyran.demo',
    phone: '+46 8 123 456 78',
    vatNumber: 'SE556123456701',
    // A short credit line.
    paymentTerms: 'net14',
    shipTo: { address1: 'Götgatan 48', postalCode: '118 26', city: 'Stockholm', countryCode: 'SE' },
    billTo: { address1: 'Box 17045', postalCode: '104 62', city: 'Stockholm', countryCode: 'SE' },
  },
  {
    customerNumber: 'C60001',
    name: 'Troll og Tøy AS',
    currencyCode: 'NOK',
    rrpCurrencyCode: 'NOK',
    priceGroupCode: 'B2B NOK',
    minOrderAmount: 350000,
    minOrderAmountPre: 700000,
    shipmentMethodCode: 'DHL',
    countryCode: 'NO',
    languageCode: 'en',
    email: 'innkjop@trollogtoy.demo',
    phone: '+47 22 12 34 56',
    vatNumber: 'NO912345678MVA',
    shipTo: { address1: 'Thorvald Meyers gate 33', postalCode: '0555', city: 'Oslo', countryCode: 'NO' },
    billTo: { address1: 'Postboks 2130 Grünerløkka', postalCode: '0505', city: 'Oslo', countryCode: 'NO' },
  },
  {
    customerNumber: 'C70001',
    name: 'Lion City Kids Pte',
    currencyCode: 'EUR',
    rrpCurrencyCode: 'EUR',
    priceGroupCode: 'B2B APAC',
    minOrderAmount: 100000,
    minOrderAmountPre: 200000,
    shipmentMethodCode: 'EXW',
    countryCode: 'SG',
    languageCode: 'en',
    email: 'purchasing@lioncitykids.demo',
    phone: '+65 6123 4567',
    vatNumber: null,
    // Half of each preorder up front.
    paymentTerms: 'deposit50Preorder',
    shipTo: {
      address1: '9 Tampines Grande #04-12',
      postalCode: '528735',
      city: 'Singapore',
      countryCode: 'SG',
    },
    billTo: {
      address1: '1 Raffles Place #20-01',
      postalCode: '048616',
      city: 'Singapore',
      countryCode: 'SG',
    },
  },
  {
    customerNumber: 'C80001',
    name: 'Spirrevip Børneboutique',
    blockedStatus: 'All',
    currencyCode: 'DKK',
    rrpCurrencyCode: 'DKK',
    priceGroupCode: 'B2B DKK',
    minOrderAmount: 250000,
    minOrderAmountPre: 500000,
    shipmentMethodCode: 'DHL',
    countryCode: 'DK',
    languageCode: 'da',
    email: 'butik@spirrevip.demo',
    phone: '+45 98 12 34 56',
    vatNumber: 'DK32345678',
    shipTo: dk('Jernbanegade 7', '9000', 'Aalborg'),
    billTo: dk('Jernbanegade 7, 1. sal', '9000', 'Aalborg'),
  },
  {
    customerNumber: 'C90001',
    name: 'Solsikken Børnetøj I/S',
    active: false,
    currencyCode: 'DKK',
    rrpCurrencyCode: 'DKK',
    priceGroupCode: 'B2B DKK',
    minOrderAmount: 250000,
    minOrderAmountPre: 500000,
    shipmentMethodCode: 'DHL',
    countryCode: 'DK',
    languageCode: 'da',
    email: 'kontakt@solsikken.demo',
    phone: '+45 66 12 34 56',
    vatNumber: 'DK33456789',
    shipTo: dk('Vestergade 30', '5000', 'Odense C'),
    billTo: dk('Vestergade 30', '5000', 'Odense C'),
  },
];

/** Demo dealers in several countries, each with a default shipping and a billing address. */
export function buildCustomers(): CustomerRows {
  return {
    customers: dealers.map(({ shipTo: _shipTo, billTo: _billTo, ...customer }) => ({
      active: true,
      blockedStatus: 'None',
      ...customer,
    })),
    customerAddresses: dealers.flatMap(({ customerNumber, name, shipTo, billTo }) => [
      { ...shipTo, customerNumber, name, kind: 'shipping' as const, isDefault: true },
      { ...billTo, customerNumber, name, kind: 'billing' as const, isDefault: true },
    ]),
  };
}
