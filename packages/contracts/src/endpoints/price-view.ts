import { defineEndpoint } from '../endpoint.ts';
import { StartPriceViewBody } from '../price-view.ts';
import { User, type User as UserType } from '../user.ts';

/**
 * Staff view the shop with a customer's prices without acting for them (ADR 82). The chosen customer is held
 * with the caller's session token; prices, currency and stock volumes are then the customer's, and every call
 * made in a customer's name (baskets, checkout, quick order, reorder, proposals, the customer center) answers
 * 403 `price-view.not-acting`.
 */

const tags = ['PriceView'] as const;

const exampleCustomer = {
  customerNumber: 'C10001',
  name: 'Nordlys Butik København',
  active: true,
  currencyCode: 'DKK',
  rrpCurrencyCode: 'DKK',
  priceGroup: 'B2B DKK',
  minOrderAmount: 0,
  minOrderAmountPre: 0,
  shipmentMethodCode: 'GLS',
  blockedStatus: 'None',
  countryCode: 'DK',
  paymentTerms: 'net30',
  vat: { rateBasisPoints: 2500, kind: 'domestic' },
} as const;

const exampleUser: UserType = {
  id: 'u-manager',
  username: 'manager@nordlys.demo',
  name: 'Mads Manager',
  email: 'manager@nordlys.demo',
  customerNumber: null,
  roles: ['impersonator', 'B2B Manager'],
  permissionScope: 'All',
  customer: null,
  extraInfo: {
    impersonatorName: null,
    draftId: null,
    draftCurrencyCode: null,
    priceViewCustomer: exampleCustomer,
  },
};

export const startPriceView = defineEndpoint({
  operationId: 'startPriceView',
  method: 'POST',
  path: '/api/PriceView/Start',
  access: 'user',
  tags,
  summary: "View the shop with a customer's prices, without acting for them (staff)",
  description:
    'Staff (B2B Manager) may view any customer; a sales person (impersonator) only the customers assigned to ' +
    'them (403 Forbidden for another, whether or not it exists); anyone else 403. 404 not-found for an unknown ' +
    'customer (staff), 409 price-view.customer-inactive for a deactivated one, 409 price-view.while-acting while ' +
    'acting for a customer or editing a proposal draft. Choosing another customer replaces the first. The ' +
    "session then gets the customer's net prices (GetPricesByCustomer), currency and stock volumes; every call " +
    "in a customer's name answers 403 price-view.not-acting.",
  body: StartPriceViewBody,
  response: User,
  errors: ['not-found', 'price-view.while-acting', 'price-view.customer-inactive'],
  example: { body: { customerNumber: 'C10001' }, response: exampleUser },
});

export const stopPriceView = defineEndpoint({
  operationId: 'stopPriceView',
  method: 'POST',
  path: '/api/PriceView/Stop',
  access: 'user',
  tags,
  summary: 'Back to visitor prices: ends viewing a customer’s prices (harmless when not viewing)',
  response: User,
  errors: [],
  example: { response: { ...exampleUser, extraInfo: { ...exampleUser.extraInfo, priceViewCustomer: null } } },
});
