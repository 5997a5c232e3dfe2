import type { LanguageCode } from '@shop/contracts/constants';
import { accessibilityTexts } from './texts/accessibility.ts';
import { accountTexts } from './texts/account.ts';
import { accountMailTexts } from './texts/account-mails.ts';
import { backofficeTexts } from './texts/backoffice.ts';
import { backofficeAuditTexts } from './texts/backoffice-audit.ts';
import { backofficeContentTexts } from './texts/backoffice-content.ts';
import { backofficeCustomerTexts } from './texts/backoffice-customers.ts';
import { backofficeFeedTexts } from './texts/backoffice-feeds.ts';
import { backofficeOrderTexts } from './texts/backoffice-orders.ts';
import { backofficeUserTexts } from './texts/backoffice-users.ts';
import { cartTexts } from './texts/cart.ts';
import { cartDropTexts } from './texts/cart-drops.ts';
import { catalogueTexts } from './texts/catalogue.ts';
import { checkoutTexts } from './texts/checkout.ts';
import { checkoutTogetherTexts } from './texts/checkout-together.ts';
import { companyUserTexts } from './texts/company-users.ts';
import { consentTexts } from './texts/consent.ts';
import { customerCenterTexts } from './texts/customer-center.ts';
import { documentTexts } from './texts/documents.ts';
import { errorPageTexts, unavailablePageTexts } from './texts/errors.ts';
import { facetTexts } from './texts/facets.ts';
import { formTexts } from './texts/forms.ts';
import { impersonationTexts } from './texts/impersonation.ts';
import { lineSheetTexts } from './texts/line-sheets.ts';
import { listKitTexts } from './texts/list-kit.ts';
import { merchandisingTexts } from './texts/merchandising.ts';
import { orderApprovalTexts } from './texts/order-approval.ts';
import { orderDeliveryTexts } from './texts/order-deliveries.ts';
import { paymentTermsTexts } from './texts/payment-terms.ts';
import { personalDataTexts } from './texts/personal-data.ts';
import { priceViewTexts } from './texts/price-view.ts';
import { proposalScreenTexts } from './texts/proposal-screens.ts';
import { proposalTexts } from './texts/proposals.ts';
import { quickOrderTexts } from './texts/quick-order.ts';
import { reorderTexts } from './texts/reorder.ts';
import { rrpMarginTexts } from './texts/rrp-margin.ts';
import { salesTexts } from './texts/sales.ts';
import { shellTexts } from './texts/shell.ts';
import { shopFrontTexts } from './texts/shop-front.ts';
import { sizeCurveTexts } from './texts/size-curves.ts';
import { stockAndQuantityTexts } from './texts/stock-and-quantities.ts';
import { taxTexts } from './texts/tax.ts';
import { tradeShowTexts } from './texts/trade-show.ts';

/**
 * Every UI text of the shop, in English and Danish. Seeded into the API's `translations` table and served by
 * GET /api/Content/GetTranslationsByAreaId; components never hard-code text. Keys are the spec's where it
 * names them (`validation.required-field`, `cart.minimumOrderAmountNotExceeded`, …).
 * Each screen family keeps its texts in its own file under texts/ (one object per language, the same keys in
 * both: defineTexts), merged here; a later part wins on a repeated key. English names the keys (`TextKey`);
 * Danish is checked to hold exactly them.
 */
const en = {
  ...backofficeTexts.en,
  ...backofficeContentTexts.en,
  ...backofficeFeedTexts.en,
  ...backofficeOrderTexts.en,
  ...backofficeCustomerTexts.en,
  ...backofficeUserTexts.en,
  ...backofficeAuditTexts.en,
  ...shellTexts.en,
  ...errorPageTexts.en,
  ...unavailablePageTexts.en,
  ...catalogueTexts.en,
  ...cartTexts.en,
  ...checkoutTexts.en,
  ...shopFrontTexts.en,
  ...customerCenterTexts.en,
  ...documentTexts.en,
  ...formTexts.en,
  ...reorderTexts.en,
  ...accountTexts.en,
  ...accountMailTexts.en,
  ...companyUserTexts.en,
  ...proposalScreenTexts.en,
  ...proposalTexts.en,
  ...impersonationTexts.en,
  ...priceViewTexts.en,
  ...salesTexts.en,
  ...quickOrderTexts.en,
  ...sizeCurveTexts.en,
  ...tradeShowTexts.en,
  ...merchandisingTexts.en,
  ...orderApprovalTexts.en,
  ...checkoutTogetherTexts.en,
  ...facetTexts.en,
  ...accessibilityTexts.en,
  ...rrpMarginTexts.en,
  ...cartDropTexts.en,
  ...stockAndQuantityTexts.en,
  ...taxTexts.en,
  ...paymentTermsTexts.en,
  ...orderDeliveryTexts.en,
  ...consentTexts.en,
  ...personalDataTexts.en,
  ...listKitTexts.en,
  ...lineSheetTexts.en,
};

/** A key of a shipped UI text: what the storefront's `t()` and the API's mails and documents ask for. */
export type TextKey = keyof typeof en;

/** The base of a counted text, shown by its plural forms (`<base>.one`, `<base>.other`) only. */
export type CountedTextKey = TextKey extends infer Key
  ? Key extends `${infer Base}.other`
    ? Base
    : never
  : never;

/** The rest of each key under `prefix`: `TextKeyUnder<'form.mail.'>` is `'intro' | 'yes' | …`. */
export type TextKeyUnder<Prefix extends string> = TextKey extends infer Key
  ? Key extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;

const da: Record<TextKey, string> = {
  ...backofficeTexts.da,
  ...backofficeContentTexts.da,
  ...backofficeFeedTexts.da,
  ...backofficeOrderTexts.da,
  ...backofficeCustomerTexts.da,
  ...backofficeUserTexts.da,
  ...backofficeAuditTexts.da,
  ...shellTexts.da,
  ...errorPageTexts.da,
  ...unavailablePageTexts.da,
  ...catalogueTexts.da,
  ...cartTexts.da,
  ...checkoutTexts.da,
  ...shopFrontTexts.da,
  ...customerCenterTexts.da,
  ...documentTexts.da,
  ...formTexts.da,
  ...reorderTexts.da,
  ...accountTexts.da,
  ...accountMailTexts.da,
  ...companyUserTexts.da,
  ...proposalScreenTexts.da,
  ...proposalTexts.da,
  ...impersonationTexts.da,
  ...priceViewTexts.da,
  ...salesTexts.da,
  ...quickOrderTexts.da,
  ...sizeCurveTexts.da,
  ...tradeShowTexts.da,
  ...merchandisingTexts.da,
  ...orderApprovalTexts.da,
  ...checkoutTogetherTexts.da,
  ...facetTexts.da,
  ...accessibilityTexts.da,
  ...rrpMarginTexts.da,
  ...cartDropTexts.da,
  ...stockAndQuantityTexts.da,
  ...taxTexts.da,
  ...paymentTermsTexts.da,
  ...orderDeliveryTexts.da,
  ...consentTexts.da,
  ...personalDataTexts.da,
  ...listKitTexts.da,
  ...lineSheetTexts.da,
};

export const uiTexts: Record<LanguageCode, Readonly<Record<TextKey, string>>> = { en, da };
