import type { LanguageCode } from '@shop/contracts';

/** UI texts of the customer center's lists and details (orders, invoices, credit memos, shipments, downloads, order again), in English and Danish (merged in ../translations.ts). */
export const customerCenterTexts: Record<LanguageCode, Record<string, string>> = {
  en: {
    'customer-center.title': 'Customer center',
    'customer-center.nav.label': 'Customer center',
    'customer-center.nav.orders': 'Orders',
    'customer-center.nav.invoices': 'Invoices',
    'customer-center.nav.credit-memos': 'Credit memos',
    'customer-center.nav.account-info': 'Account info',
    'customer-center.nav.change-password': 'Change password',
    'customer-center.nav.users': 'Users',
  },
  da: {
    'customer-center.title': 'Kundecenter',
    'customer-center.nav.label': 'Kundecenter',
    'customer-center.nav.orders': 'Ordrer',
    'customer-center.nav.invoices': 'Fakturaer',
    'customer-center.nav.credit-memos': 'Kreditnotaer',
    'customer-center.nav.account-info': 'Kontooplysninger',
    'customer-center.nav.change-password': 'Skift adgangskode',
    'customer-center.nav.users': 'Brugere',
  },
};
