import type { RouteName } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';

/** The back office's sections, in its navigation's order (each a screen of the route table). */
export const backofficeSections = [
  { route: 'backoffice', labelKey: 'backoffice.nav.overview' },
  { route: 'backofficeOrders', labelKey: 'backoffice.nav.orders' },
  { route: 'backofficeApplications', labelKey: 'backoffice.nav.applications' },
  { route: 'backofficeForms', labelKey: 'backoffice.nav.forms' },
  { route: 'backofficeDocuments', labelKey: 'backoffice.nav.documents' },
  { route: 'backofficeSettings', labelKey: 'backoffice.nav.settings' },
  { route: 'backofficeMerchandising', labelKey: 'backoffice.nav.merchandising' },
  { route: 'backofficeUsers', labelKey: 'backoffice.nav.users' },
  { route: 'backofficeMailTemplates', labelKey: 'backoffice.nav.mail-templates' },
  { route: 'backofficeFeedKeys', labelKey: 'backoffice.nav.feed-keys' },
  { route: 'backofficeCache', labelKey: 'backoffice.nav.cache' },
  { route: 'backofficeAudit', labelKey: 'backoffice.nav.audit' },
  { route: 'backofficeDeletionRequests', labelKey: 'backoffice.nav.deletion-requests' },
] as const satisfies ReadonlyArray<{ route: RouteName; labelKey: TextKey }>;
