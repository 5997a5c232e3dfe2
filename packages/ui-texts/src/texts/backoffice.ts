import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of the back office's frame (navigation, overview), in English and Danish (merged in
 * ../ui-texts.ts). Each back-office section keeps its own texts in its own file
 * (backoffice-<section>.ts) under the `backoffice.<section>.` prefix. Counted texts come in plural forms:
 * `<key>.one` and `<key>.other`.
 */
export const backofficeTexts = defineTexts({
  en: {
    'backoffice.title': 'Back office',
    'backoffice.nav.label': 'Back office',
    'backoffice.nav.overview': 'Overview',
    'backoffice.nav.orders': 'Orders',
    'backoffice.nav.applications': 'Dealer applications',
    'backoffice.nav.forms': 'Form submissions',
    'backoffice.nav.documents': 'Content',
    'backoffice.nav.settings': 'Banner and settings',
    'backoffice.nav.merchandising': 'Merchandising',
    'backoffice.nav.users': 'Users',
    'backoffice.nav.mail-templates': 'Mail templates',
    'backoffice.nav.feed-keys': 'Feed keys',
    'backoffice.nav.cache': 'Caches',
  },
  da: {
    'backoffice.title': 'Backoffice',
    'backoffice.nav.label': 'Backoffice',
    'backoffice.nav.overview': 'Overblik',
    'backoffice.nav.orders': 'Ordrer',
    'backoffice.nav.applications': 'Forhandleransøgninger',
    'backoffice.nav.forms': 'Formularindsendelser',
    'backoffice.nav.documents': 'Indhold',
    'backoffice.nav.settings': 'Banner og indstillinger',
    'backoffice.nav.merchandising': 'Merchandising',
    'backoffice.nav.users': 'Brugere',
    'backoffice.nav.mail-templates': 'Mailskabeloner',
    'backoffice.nav.feed-keys': 'Feed-nøgler',
    'backoffice.nav.cache': 'Cache',
  },
});
