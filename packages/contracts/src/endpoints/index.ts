import type { Endpoint } from '../endpoint.ts';
import * as area from './area.ts';
import * as backoffice from './backoffice.ts';
import * as backofficeAudit from './backoffice-audit.ts';
import * as backofficeCustomers from './backoffice-customers.ts';
import * as backofficeForms from './backoffice-forms.ts';
import * as backofficeOrders from './backoffice-orders.ts';
import * as backofficePersonalData from './backoffice-personal-data.ts';
import * as backofficeUsers from './backoffice-users.ts';
import * as cart from './cart.ts';
import * as companyUsers from './company-users.ts';
import * as content from './content.ts';
import * as contentDocuments from './content-documents.ts';
import * as customer from './customer.ts';
import * as customerCenter from './customer-center.ts';
import * as dealerApplication from './dealer-application.ts';
import * as erp from './erp.ts';
import * as feedKeys from './feed-keys.ts';
import * as feeds from './feeds.ts';
import * as forms from './forms.ts';
import * as health from './health.ts';
import * as lineSheet from './line-sheet.ts';
import * as media from './media.ts';
import * as merchandising from './merchandising.ts';
import * as order from './order.ts';
import * as payment from './payment.ts';
import * as personalData from './personal-data.ts';
import * as price from './price.ts';
import * as priceView from './price-view.ts';
import * as product from './product.ts';
import * as proposal from './proposal.ts';
import * as sales from './sales.ts';
import * as salesImpersonation from './sales-impersonation.ts';
import * as search from './search.ts';
import * as shipping from './shipping.ts';
import * as sitemap from './sitemap.ts';
import * as sizeCurve from './size-curve.ts';
import * as user from './user.ts';

/**
 * Every call of the API host, one definition each, grouped by domain: `endpoints.cart.addOrUpdateLines`.
 * The API registers exactly these; the web and the tests call through them.
 */
export const endpoints = {
  area,
  backoffice,
  backofficeAudit,
  backofficeCustomers,
  backofficeUsers,
  backofficeForms,
  backofficeOrders,
  backofficePersonalData,
  cart,
  companyUsers,
  content,
  contentDocuments,
  customer,
  customerCenter,
  dealerApplication,
  erp,
  feedKeys,
  feeds,
  forms,
  health,
  lineSheet,
  media,
  merchandising,
  order,
  payment,
  personalData,
  price,
  priceView,
  product,
  proposal,
  sales,
  salesImpersonation,
  search,
  shipping,
  sitemap,
  sizeCurve,
  user,
};

/** Every definition in one list (the API checks at startup that each is registered exactly once). */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap((domain) =>
  Object.values(domain as Record<string, Endpoint>),
);
