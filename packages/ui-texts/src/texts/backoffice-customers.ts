import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of the back office's customer screen (/backoffice/customers/:customerId): the VAT number and what the
 * tax rules make of it (ADR 67), and its payment terms, in English and Danish (merged in ../ui-texts.ts).
 */
export const backofficeCustomerTexts = defineTexts({
  en: {
    'backoffice.customer.title': 'Customer {id}',
    'backoffice.customer.name': 'Name',
    'backoffice.customer.country': 'Country',
    'backoffice.customer.vat-number': 'VAT number',
    'backoffice.customer.vat-none': 'None',
    'backoffice.customer.vat-rule': 'VAT on deliveries to the customer’s country',
    'backoffice.customer.vat.reverse-charge': 'Reverse charge',
    'backoffice.customer.vat.export': 'Export',
    'backoffice.customer.vat.domestic': 'Danish VAT {rate} %',
    'backoffice.customer.vat-hint': 'With the country prefix, e.g. DE123456789. Leave empty to remove it.',
    'backoffice.customer.save': 'Save VAT number',
    'backoffice.customer.saved': 'The VAT number is saved.',
    'backoffice.customer.refused-format':
      'The VAT number was not saved: a VAT number of {country} starts with {prefix}, followed by its digits.',
    'backoffice.customer.refused-outside-eu':
      'The VAT number was not saved: {country} is outside the EU and has no EU VAT number.',
    'backoffice.customer.payment-terms': 'Payment terms',
    'backoffice.customer.payment-terms-hint':
      'New orders carry the terms; their invoices on account are due by them. Placed orders keep theirs.',
    'backoffice.customer.save-payment-terms': 'Save payment terms',
    'backoffice.customer.payment-terms-saved': 'The payment terms are saved.',
    'backoffice.customer.payment-terms-refused':
      'The payment terms were not saved: choose terms from the list.',
  },
  da: {
    'backoffice.customer.title': 'Kunde {id}',
    'backoffice.customer.name': 'Navn',
    'backoffice.customer.country': 'Land',
    'backoffice.customer.vat-number': 'Momsnummer',
    'backoffice.customer.vat-none': 'Intet',
    'backoffice.customer.vat-rule': 'Moms på leverancer til kundens land',
    'backoffice.customer.vat.reverse-charge': 'Omvendt betalingspligt',
    'backoffice.customer.vat.export': 'Eksport',
    'backoffice.customer.vat.domestic': 'Dansk moms {rate} %',
    'backoffice.customer.vat-hint':
      'Med landekode, f.eks. DE123456789. Lad feltet stå tomt for at fjerne det.',
    'backoffice.customer.save': 'Gem momsnummer',
    'backoffice.customer.saved': 'Momsnummeret er gemt.',
    'backoffice.customer.refused-format':
      'Momsnummeret blev ikke gemt: et momsnummer fra {country} begynder med {prefix} efterfulgt af cifrene.',
    'backoffice.customer.refused-outside-eu':
      'Momsnummeret blev ikke gemt: {country} ligger uden for EU og har intet EU-momsnummer.',
    'backoffice.customer.payment-terms': 'Betalingsbetingelser',
    'backoffice.customer.payment-terms-hint':
      'Nye ordrer får betingelserne, og deres fakturaer på konto forfalder efter dem. Afgivne ordrer beholder deres.',
    'backoffice.customer.save-payment-terms': 'Gem betalingsbetingelser',
    'backoffice.customer.payment-terms-saved': 'Betalingsbetingelserne er gemt.',
    'backoffice.customer.payment-terms-refused':
      'Betalingsbetingelserne blev ikke gemt: vælg betingelser på listen.',
  },
});
