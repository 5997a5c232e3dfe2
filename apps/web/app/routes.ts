import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
// Only the route table, not the package index: React Router evaluates this file in two module runners of
// one process (CLI and Vite plugin), and the index registers zod schemas with ids in zod's global registry,
// which refuses the same id twice ('ID SearchQueryNode already exists in the registry').
import { type LanguageCode, languageCodes } from '@shop/contracts/constants';
import { type RouteName, routeTable } from '@shop/contracts/routes';
import { proxiedPaths, proxiedPrefixes } from './lib/pass-through-paths.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const relative = (path: string) => path.replace(/^\//, '');

/** One screen of the route table, registered under its English and its Danish path (ids `login-en`, `login-da`). */
function screen(name: RouteName, file: string): RouteConfigEntry[] {
  return languageCodes.map((language: LanguageCode) =>
    route(relative(routeTable[name][language]), file, { id: `${kebab(name)}-${language}` }),
  );
}

/** The BFF: every proxied prefix and path goes to one route module (ids `bff-api`, `bff-backoffice-api`…). */
function proxied(): RouteConfigEntry[] {
  const id = (path: string) => `bff-${path.replace(/^\/|\/$|\.txt$/g, '').replace(/\//g, '-')}`;
  return [
    ...proxiedPrefixes.map((prefix) =>
      route(`${relative(prefix)}*`, 'routes/bff-proxy.ts', { id: id(prefix) }),
    ),
    ...proxiedPaths.map((path) => route(relative(path), 'routes/bff-proxy.ts', { id: id(path) })),
  ];
}

/**
 * The URL tree, built from the one route table in @shop/contracts.
 *
 * Only the screens built so far are registered (home, login, error, search, cart, checkout, receipt). The
 * other screens of the table (customer center, sales, proposals, password pages, links…) arrive with
 * their own issues; until then they are deliberately NOT registered, so they fall into the content
 * catch-all and answer 404 (or send an anonymous visitor to login first, see lib/screen-access.server.ts).
 * No placeholder pages.
 */
export default [
  index('routes/content.tsx', { id: 'home-en' }),
  route('da', 'routes/content.tsx', { id: 'home-da' }),
  ...screen('login', 'routes/login.tsx'),
  ...screen('search', 'routes/search.tsx'),
  ...screen('cart', 'routes/cart.tsx'),
  ...screen('checkout', 'routes/checkout.tsx'),
  ...screen('checkoutReceipt', 'routes/checkout-receipt.tsx'),
  ...screen('error', 'routes/error.tsx'),
  ...screen('accessibility', 'routes/accessibility.tsx'),
  ...screen('cookieSettings', 'routes/cookie-settings.tsx'),
  ...screen('tradeShow', 'routes/trade-show.tsx'),
  ...screen('accountInfo', 'routes/account-info.tsx'),
  ...screen('changePassword', 'routes/change-password.tsx'),
  ...screen('personalData', 'routes/personal-data.tsx'),
  ...screen('recoverPassword', 'routes/recover-password.tsx'),
  ...screen('newCustomer', 'routes/new-customer.tsx'),
  ...screen('newCustomerSalesManager', 'routes/new-customer.tsx'),
  ...screen('orders', 'routes/customer-center-orders.tsx'),
  ...screen('order', 'routes/customer-center-order.tsx'),
  ...screen('invoices', 'routes/customer-center-invoices.tsx'),
  ...screen('invoice', 'routes/customer-center-invoice.tsx'),
  ...screen('creditMemos', 'routes/customer-center-credit-memos.tsx'),
  ...screen('creditMemo', 'routes/customer-center-credit-memo.tsx'),
  ...screen('users', 'routes/customer-center-users.tsx'),
  ...screen('proposals', 'routes/customer-center-proposals.tsx'),
  ...screen('proposal', 'routes/customer-center-proposal.tsx'),
  ...screen('salesProposals', 'routes/sales-proposals.tsx'),
  ...screen('salesProposalDrafts', 'routes/sales-proposal-drafts.tsx'),
  ...screen('salesProposal', 'routes/sales-proposal.tsx'),
  ...screen('proposalRecipients', 'routes/proposal-recipients.tsx'),
  ...screen('impersonation', 'routes/impersonation.tsx'),
  ...screen('sales', 'routes/sales-dashboard.tsx'),
  ...screen('salesRunningOrders', 'routes/sales-running-orders.tsx'),
  ...screen('salesTemporaryOrders', 'routes/sales-temporary-orders.tsx'),
  ...screen('backoffice', 'routes/backoffice.tsx'),
  ...screen('backofficeOrders', 'routes/backoffice-orders.tsx'),
  ...screen('backofficeOrder', 'routes/backoffice-order.tsx'),
  ...screen('backofficeCustomer', 'routes/backoffice-customer.tsx'),
  ...screen('backofficeUsers', 'routes/backoffice-users.tsx'),
  ...screen('backofficeMailTemplates', 'routes/backoffice-mail-templates.tsx'),
  ...screen('backofficeCache', 'routes/backoffice-cache.tsx'),
  ...screen('backofficeApplications', 'routes/backoffice-applications.tsx'),
  ...screen('backofficeForms', 'routes/backoffice-forms.tsx'),
  ...screen('backofficeFeedKeys', 'routes/backoffice-feed-keys.tsx'),
  ...screen('backofficeDeletionRequests', 'routes/backoffice-deletion-requests.tsx'),
  ...screen('backofficeDeletionRequest', 'routes/backoffice-deletion-request.tsx'),
  ...screen('backofficeDocuments', 'routes/backoffice-documents.tsx'),
  ...screen('backofficeSettings', 'routes/backoffice-settings.tsx'),
  ...screen('backofficeMerchandising', 'routes/backoffice-merchandising.tsx'),
  ...screen('backofficeAudit', 'routes/backoffice-audit.tsx'),

  // Web-only endpoints: logout (revokes the token at the API, then expires the session cookie); liveness.
  route('session/logout', 'routes/logout.ts', { id: 'logout' }),
  // The cookie banner's choice posted without (or before) the page's JavaScript (ADR 79).
  route('session/consent', 'routes/consent.ts', { id: 'consent' }),
  route('healthz', 'routes/healthz.ts', { id: 'healthz' }),

  // BFF: the browser only talks to this origin; these are forwarded to the API host with the bearer token.
  ...proxied(),

  // Content pages (and everything unknown, which the content API answers with 404).
  route('da/*', 'routes/content.tsx', { id: 'content-da' }),
  route('*', 'routes/content.tsx', { id: 'content-en' }),
] satisfies RouteConfig;
