/** Parts of orders as the API stores them, for the tests of what is made from an order (mails, files). */

/** Lille Kanin's (C10001) address in Aarhus, as an order's shipping and billing address. */
export const lilleKaninAddress = {
  name: 'Lille Kanin',
  address1: 'Søndergade 21',
  address2: null,
  postalCode: '8000',
  city: 'Aarhus C',
  countryCode: 'DK',
  email: null,
  phone: null,
};
