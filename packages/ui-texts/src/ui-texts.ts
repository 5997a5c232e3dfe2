import type { LanguageCode } from '@shop/contracts';
import { accessibilityTexts } from './translations/accessibility.ts';
import { accountTexts } from './translations/account.ts';
import { accountMailTexts } from './translations/account-mails.ts';
import { backofficeTexts } from './translations/backoffice.ts';
import { backofficeContentTexts } from './translations/backoffice-content.ts';
import { backofficeCustomerTexts } from './translations/backoffice-customers.ts';
import { backofficeFeedTexts } from './translations/backoffice-feeds.ts';
import { backofficeOrderTexts } from './translations/backoffice-orders.ts';
import { backofficeUserTexts } from './translations/backoffice-users.ts';
import { cartTexts } from './translations/cart.ts';
import { cartDropTexts } from './translations/cart-drops.ts';
import { catalogueTexts } from './translations/catalogue.ts';
import { checkoutTexts } from './translations/checkout.ts';
import { checkoutTogetherTexts } from './translations/checkout-together.ts';
import { companyUserTexts } from './translations/company-users.ts';
import { customerCenterTexts } from './translations/customer-center.ts';
import { documentTexts } from './translations/documents.ts';
import { facetTexts } from './translations/facets.ts';
import { formTexts } from './translations/forms.ts';
import { impersonationTexts } from './translations/impersonation.ts';
import { merchandisingTexts } from './translations/merchandising.ts';
import { proposalScreenTexts } from './translations/proposal-screens.ts';
import { proposalTexts } from './translations/proposals.ts';
import { quickOrderTexts } from './translations/quick-order.ts';
import { reorderTexts } from './translations/reorder.ts';
import { rrpMarginTexts } from './translations/rrp-margin.ts';
import { salesTexts } from './translations/sales.ts';
import { shellTexts } from './translations/shell.ts';
import { shopFrontTexts } from './translations/shop-front.ts';
import { stockAndQuantityTexts } from './translations/stock-and-quantities.ts';
import { taxTexts } from './translations/tax.ts';

/**
 * Every UI text of the shop, in English and Danish. Seeded into the `translations` table and served by
 * GET /api/Content/GetTranslationsByAreaId; components never hard-code text. Keys are the spec's where it
 * names them (`validation.required-field`, `cart.minimumOrderAmountNotExceeded`, …).
 * A test checks that both languages have exactly the same keys. Each screen family keeps its texts in its own
 * file under translations/ (one object per language), merged here; a later part wins on a repeated key.
 */

const parts = [
  backofficeTexts,
  backofficeContentTexts,
  backofficeFeedTexts,
  backofficeOrderTexts,
  backofficeCustomerTexts,
  backofficeUserTexts,
  shellTexts,
  catalogueTexts,
  cartTexts,
  checkoutTexts,
  shopFrontTexts,
  customerCenterTexts,
  documentTexts,
  formTexts,
  reorderTexts,
  accountTexts,
  accountMailTexts,
  companyUserTexts,
  proposalScreenTexts,
  proposalTexts,
  impersonationTexts,
  salesTexts,
  quickOrderTexts,
  merchandisingTexts,
  checkoutTogetherTexts,
  facetTexts,
  accessibilityTexts,
  rrpMarginTexts,
  cartDropTexts,
  stockAndQuantityTexts,
  taxTexts,
];

export const translations: Record<LanguageCode, Record<string, string>> = {
  en: Object.assign({}, ...parts.map((part) => part.en)),
  da: Object.assign({}, ...parts.map((part) => part.da)),
};
