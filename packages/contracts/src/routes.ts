import type { LanguageCode } from './constants.ts';

/**
 * Every named screen of both specs with its English and Danish path. The web builds its route tree from
 * this table and every link is made through `localizePath`, so a Danish path is written down exactly once.
 * Paths use React Router syntax (`:id`); Danish paths are complete (they include the `/da` prefix).
 */
export const routeTable = {
  home: { en: '/', da: '/da' },
  cart: { en: '/cart', da: '/da/kurv' },
  checkout: { en: '/ecom/checkout', da: '/da/checkout' },
  checkoutReceipt: { en: '/checkout/receipt', da: '/da/checkout/kvittering' },
  search: { en: '/search', da: '/da/search' },
  login: { en: '/login', da: '/da/login' },
  impersonation: { en: '/impersonation', da: '/da/impersonation' },
  newCustomer: { en: '/new-customer', da: '/da/new-customer' },
  newCustomerSalesManager: { en: '/new-customer-salesmanager', da: '/da/new-customer-salesmanager' },
  recoverPassword: { en: '/recover-password', da: '/da/recover-password' },
  changePassword: { en: '/customer-center/change-password', da: '/da/customer-center/change-password' },
  accountInfo: { en: '/customer-center/account-info', da: '/da/customer-center/account-info' },
  // A user's own personal data: download it, ask for its deletion (issue 31, ADR 83).
  personalData: { en: '/customer-center/personal-data', da: '/da/kundecenter/persondata' },
  orders: { en: '/customer-center/orders', da: '/da/kundecenter/ordrer' },
  order: { en: '/customer-center/orders/:id', da: '/da/kundecenter/ordrer/:id' },
  invoices: { en: '/customer-center/invoices', da: '/da/kundecenter/fakturaer' },
  invoice: { en: '/customer-center/invoices/:id', da: '/da/kundecenter/fakturaer/:id' },
  creditMemos: { en: '/customer-center/credit-memos', da: '/da/kundecenter/kreditnotaer' },
  creditMemo: { en: '/customer-center/credit-memos/:id', da: '/da/kundecenter/kreditnotaer/:id' },
  users: { en: '/customer-center/users', da: '/da/kundecenter/brugere' },
  proposals: { en: '/customer-center/proposals', da: '/da/customer-center/proposals' },
  proposal: { en: '/customer-center/proposals/:id', da: '/da/customer-center/proposals/:id' },
  sales: { en: '/sales', da: '/da/sales' },
  salesProposals: { en: '/sales/proposals', da: '/da/sales/proposals' },
  salesProposalDrafts: { en: '/sales/proposals/drafts', da: '/da/sales/proposals/drafts' },
  salesProposal: { en: '/sales/proposals/:id', da: '/da/sales/proposals/:id' },
  salesRunningOrders: { en: '/sales/running-orders', da: '/da/sales/running-orders' },
  salesTemporaryOrders: { en: '/sales/temporary-orders', da: '/da/sales/temporary-orders' },
  proposalRecipients: { en: '/proposal-recipients', da: '/da/proposal-recipients' },
  // The back office (staff with the B2B Manager role; ADR 49): one section per page of its navigation.
  backoffice: { en: '/backoffice', da: '/da/backoffice' },
  backofficeOrders: { en: '/backoffice/orders', da: '/da/backoffice/ordrer' },
  backofficeOrder: { en: '/backoffice/orders/:id', da: '/da/backoffice/ordrer/:id' },
  backofficeCustomer: { en: '/backoffice/customers/:customerId', da: '/da/backoffice/kunder/:customerId' },
  backofficeApplications: { en: '/backoffice/applications', da: '/da/backoffice/ansoegninger' },
  backofficeForms: { en: '/backoffice/forms', da: '/da/backoffice/formularer' },
  backofficeDocuments: { en: '/backoffice/documents', da: '/da/backoffice/dokumenter' },
  backofficeSettings: { en: '/backoffice/settings', da: '/da/backoffice/indstillinger' },
  backofficeCache: { en: '/backoffice/cache', da: '/da/backoffice/cache' },
  backofficeUsers: { en: '/backoffice/users', da: '/da/backoffice/brugere' },
  backofficeMailTemplates: { en: '/backoffice/mail-templates', da: '/da/backoffice/mailskabeloner' },
  backofficeFeedKeys: { en: '/backoffice/feed-keys', da: '/da/backoffice/feed-noegler' },
  backofficeMerchandising: { en: '/backoffice/merchandising', da: '/da/backoffice/merchandising' },
  backofficeAudit: { en: '/backoffice/audit', da: '/da/backoffice/aendringslog' },
  backofficeDeletionRequests: { en: '/backoffice/deletion-requests', da: '/da/backoffice/sletteanmodninger' },
  backofficeDeletionRequest: {
    en: '/backoffice/deletion-requests/:id',
    da: '/da/backoffice/sletteanmodninger/:id',
  },
  // Trade-show mode (issue 33, ADR 91): a season saved on the device, ordered from without a network.
  tradeShow: { en: '/trade-show', da: '/da/messe' },
  // The accessibility statement (issue 31, ADR 79): WCAG target, testing, limitations and contact.
  accessibility: { en: '/accessibility', da: '/da/tilgaengelighed' },
  // The cookie banner's purposes as a page of their own: "Choose" without JavaScript (ADR 79).
  cookieSettings: { en: '/cookie-settings', da: '/da/cookieindstillinger' },
  error: { en: '/error', da: '/da/error' },
  links: { en: '/links/*', da: '/da/links/*' },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type RouteName = keyof typeof routeTable;

/** Spec constants: the shop front page, the product detail URL and the sales dashboard. */
export const shopFrontPath = '/shop';
export const productDetailPath = '/product-detail-page';
export const salesDashboardPath = '/sales';

/** The path of a named route in a language, with `:params` filled in. */
export function localizePath(
  name: RouteName,
  language: LanguageCode,
  params: Record<string, string | number> = {},
): string {
  return routeTable[name][language].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Prefix a content URL (stored without language prefix) for a language: `/about` → `/da/about`. */
export function localizeContentUrl(url: string, language: LanguageCode): string {
  if (language === 'en') return url;
  return url === '/' ? '/da' : `/da${url}`;
}

/** Split a browser path into its language and the path without the language prefix. */
export function splitLanguagePrefix(pathname: string): { language: LanguageCode; path: string } {
  if (pathname === '/da' || pathname.startsWith('/da/')) {
    const rest = pathname.slice(3);
    return { language: 'da', path: rest === '' ? '/' : rest };
  }
  return { language: 'en', path: pathname === '' ? '/' : pathname };
}

/** Find which named route a path matches in which language, for the locale switcher. */
export function matchRoute(
  pathname: string,
): { name: RouteName; language: LanguageCode; params: Record<string, string> } | null {
  for (const [name, paths] of Object.entries(routeTable) as Array<
    [RouteName, Record<LanguageCode, string>]
  >) {
    for (const language of ['en', 'da'] as const) {
      const pattern = paths[language];
      if (pattern.endsWith('/*')) continue;
      const keys: string[] = [];
      const source = pattern.replace(/:(\w+)/g, (_, key: string) => {
        keys.push(key);
        return '([^/]+)';
      });
      const match = new RegExp(`^${source}/?$`).exec(pathname);
      if (match) {
        const params: Record<string, string> = {};
        keys.forEach((key, index) => {
          params[key] = decodeURIComponent(match[index + 1] ?? '');
        });
        return { name, language, params };
      }
    }
  }
  return null;
}
