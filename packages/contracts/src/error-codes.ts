import type { ValidationIssue } from './common.ts';

/**
 * Every `errorCode` the API answers with, its HTTP status and its exception `type` (spec §8: the web reacts
 * to the type, e.g. reloads the page on `NotCartOwnerException`). Services throw `appError(code, message)`;
 * the status is decided here and nowhere else, and endpoint definitions list the codes they may answer, so
 * the OpenAPI document shows each route's failures. Codes use the spec's names where it has them.
 */
export const errorCatalogue = {
  // Requests the contract refuses and the caller's identity.
  'validation-failed': { status: 400, type: 'ValidationException' },
  'bad-request': { status: 400, type: 'ValidationException' },
  'argument-missing': { status: 400, type: 'ArgumentMissingException' },
  Unauthorized: { status: 401, type: 'UnauthorizedException' },
  Forbidden: { status: 403, type: 'ForbiddenException' },
  // Spec §4/§8: the user's customer is deactivated; the shop logs them out with this message key (ADR 37).
  'validation.logget-out-account-deactivated': { status: 403, type: 'AccountDeactivatedException' },
  'not-found': { status: 404, type: 'NotFoundException' },
  'rate-limited': { status: 429, type: 'RateLimitException' },
  internal: { status: 500, type: 'ServerException' },

  // Passwords (ADR 40): a new password that breaks the rule; a recovery link to an address not the shop's.
  'password-too-weak': { status: 400, type: 'ValidationException' },
  'password-token-url-not-allowed': { status: 400, type: 'ValidationException' },

  // Company users and permission scopes (ADR 41): the scope a refused user lacks; the company's user rules.
  'permission-scope.shipping-required': { status: 403, type: 'PermissionScopeException' },
  'permission-scope.invoice-required': { status: 403, type: 'PermissionScopeException' },
  'permission-scope.release-required': { status: 403, type: 'PermissionScopeException' },
  'permission-scope.all-required': { status: 403, type: 'PermissionScopeException' },
  'company-user.username-taken': { status: 409, type: 'ConflictException' },
  'company-user.last-all-user': { status: 409, type: 'ConflictException' },
  // Back-office users (ADR 54): staff never deactivate themselves.
  'user.cannot-deactivate-self': { status: 409, type: 'ConflictException' },
  // Sales impersonation (ADR 45): a deactivated customer cannot be acted for.
  'impersonation.customer-inactive': { status: 409, type: 'ConflictException' },
  // Staff viewing a customer's prices (ADR 82): they act for nobody, so nothing is done in the customer's name;
  // the mode is chosen only while acting for nobody, and never for a deactivated customer.
  'price-view.not-acting': { status: 403, type: 'PriceViewException' },
  'price-view.while-acting': { status: 409, type: 'ConflictException' },
  'price-view.customer-inactive': { status: 409, type: 'ConflictException' },

  // Areas, content, search.
  'area-not-found': { status: 404, type: 'NotFoundException' },
  'area.currencyCode': { status: 400, type: 'ValidationException' },
  'search.facet-configuration': { status: 400, type: 'ValidationException' },
  'search.facet-duplicate': { status: 400, type: 'ValidationException' },
  'search.facet-selection': { status: 400, type: 'ValidationException' },
  'search.facet-type': { status: 400, type: 'ValidationException' },
  'search.invalid-value': { status: 400, type: 'ValidationException' },
  'search.unknown-field': { status: 400, type: 'ValidationException' },
  'search.unknown-sort-field': { status: 400, type: 'ValidationException' },
  'search.unsupported-query': { status: 400, type: 'ValidationException' },
  // Content documents of the back office (ADR 50).
  'document-not-found': { status: 404, type: 'NotFoundException' },
  'document-version-not-found': { status: 404, type: 'NotFoundException' },
  'document-not-deletable': { status: 409, type: 'ConflictException' },
  'document-version-conflict': { status: 409, type: 'ConflictException' },
  'document-url-taken': { status: 409, type: 'ConflictException' },
  'document-id-taken': { status: 409, type: 'ConflictException' },
  'document-version-invalid': { status: 409, type: 'ConflictException' },

  // Merchandising (ADR 52): the id a staff change names that the catalogue does not have or does not allow.
  'merchandising.category-not-found': { status: 404, type: 'NotFoundException' },
  'merchandising.product-not-found': { status: 404, type: 'NotFoundException' },
  'merchandising.product-not-in-category': { status: 400, type: 'ValidationException' },
  'merchandising.color-not-of-product': { status: 400, type: 'ValidationException' },

  // Media.
  'media.invalid-path': { status: 400, type: 'ValidationException' },
  'media.invalid-base64': { status: 400, type: 'ValidationException' },
  'media.invalid-file-name': { status: 400, type: 'ValidationException' },
  'media.unsupported-type': { status: 400, type: 'ValidationException' },
  'media.not-proxied': { status: 400, type: 'ValidationException' },
  'media.unreadable-image': { status: 422, type: 'UnprocessableException' },
  'media.busy': { status: 503, type: 'ServiceUnavailableException' },

  // Carts (spec §8 exception types).
  'cart-not-found': { status: 404, type: 'NotFoundException' },
  'not-cart-owner': { status: 403, type: 'NotCartOwnerException' },
  'cart-used-in-order': { status: 409, type: 'CartUsedInOrderException' },
  'cart-full': { status: 400, type: 'ValidationException' },
  /** A cart-filling call's requestId was used before for another call or body (issue 31 item 10). */
  'cart-request-reused': { status: 409, type: 'ConflictException' },
  'cart-line-invalid': { status: 400, type: 'ValidationException' },
  'cart-line-quantity': { status: 400, type: 'ValidationException' },
  'cart-calculation-failed': { status: 422, type: 'CartCalculationException' },
  'shipping-method-not-offered': { status: 400, type: 'ValidationException' },
  'import-failed': { status: 400, type: 'ValidationException' },
  'import-not-xlsx': { status: 400, type: 'ValidationException' },
  'import-too-large': { status: 400, type: 'ValidationException' },
  'import-file-too-large': { status: 413, type: 'ValidationException' },
  /** Every import slot of the process is taken; answered with Retry-After. */
  'import-busy': { status: 503, type: 'ServiceUnavailableException' },

  // Checkout and orders.
  'order-not-found': { status: 404, type: 'NotFoundException' },
  'not-order-owner': { status: 403, type: 'NotCartOwnerException' },
  'email-missing': { status: 400, type: 'ValidationException' },
  'shipping-address-missing': { status: 400, type: 'ValidationException' },
  'shipping-method-missing': { status: 400, type: 'ValidationException' },
  'payment-method-not-allowed': { status: 400, type: 'ValidationException' },
  'order-type-not-orderable': { status: 400, type: 'ValidationException' },
  'cart-not-calculated': { status: 409, type: 'CheckoutBlockedException' },
  /** A cart that ships with another cart of its checkout is ordered only together with it (ADR 60). */
  'cart-ships-with-other-cart': { status: 409, type: 'CheckoutBlockedException' },
  'cart-changed-by-validation': { status: 409, type: 'CheckoutBlockedException' },
  'cart-prices-changed': { status: 409, type: 'CheckoutBlockedException' },
  'customer-blocked': { status: 409, type: 'CheckoutBlockedException' },
  'cart-empty': { status: 409, type: 'CheckoutBlockedException' },
  'cart.minimumOrderAmountNotExceeded': { status: 409, type: 'CheckoutBlockedException' },
  'cart.minimumSaleOrderAmountNotExceeded': { status: 409, type: 'CheckoutBlockedException' },
  'not-enough-stock': { status: 409, type: 'OutOfStockException' },
  'order-transition-not-allowed': { status: 409, type: 'OrderStateException' },

  // Payments.
  'payment-not-found': { status: 404, type: 'NotFoundException' },
  'payment-session-not-found': { status: 404, type: 'NotFoundException' },
  'payment-session-decided': { status: 409, type: 'PaymentException' },
  'payment-domain-not-allowed': { status: 400, type: 'ValidationException' },
  'order-not-awaiting-payment': { status: 409, type: 'PaymentException' },
  'payment-provider-unavailable': { status: 502, type: 'PaymentProviderException' },
  // Stripe Checkout's webhook (ADR 86): a body Stripe did not sign; an event another delivery is handling now.
  'stripe-signature-invalid': { status: 400, type: 'ValidationException' },
  'stripe-event-in-progress': { status: 409, type: 'PaymentException' },

  // ERP documents.
  'invoice-not-found': { status: 404, type: 'NotFoundException' },
  'line-not-invoiced': { status: 400, type: 'ValidationException' },
  'credit-exceeds-invoice': { status: 409, type: 'ConflictException' },
  'credit-memo-request-reused': { status: 409, type: 'ConflictException' },
  'erp-not-ledger': { status: 409, type: 'ConflictException' },
  // The ERP over HTTP's inbound calls (ADR 87): only with ERP=http; an order the ERP was never sent; a
  // document naming one the shop has not got yet (posted out of order: send that one first, then retry); a
  // second invoice of one shipment; a line number the order has not.
  'erp-not-http': { status: 409, type: 'ConflictException' },
  'erp-order-unknown': { status: 404, type: 'NotFoundException' },
  'erp-document-out-of-order': { status: 409, type: 'ConflictException' },
  'erp-document-conflict': { status: 409, type: 'ConflictException' },
  'erp-line-unknown': { status: 400, type: 'ValidationException' },
  'erp-price-group-unknown': { status: 400, type: 'ValidationException' },

  // Feed API keys (ADR 51).
  'feed-key-not-found': { status: 404, type: 'NotFoundException' },

  // Sales proposals (ADR 47): a status change the transition table refuses; a draft that cannot be converted.
  'proposal.status-transition': { status: 409, type: 'ConflictException' },
  'proposal.draft-converted': { status: 409, type: 'ConflictException' },
  'proposal.draft-without-recipients': { status: 409, type: 'ConflictException' },
  'proposal.draft-without-lines': { status: 409, type: 'ConflictException' },
  'proposal.recipient-not-allowed': { status: 400, type: 'ValidationException' },

  // Forms and modals (ADR 53): a form or modal no content defines; fields a form refuses (with its errors map);
  // the back office's applications and submissions, and an application already decided.
  'form-not-found': { status: 404, type: 'NotFoundException' },
  'form.fields-invalid': { status: 400, type: 'ValidationException' },
  'modal-not-found': { status: 404, type: 'NotFoundException' },
  'dealer-application-not-found': { status: 404, type: 'NotFoundException' },
  'dealer-application.decided': { status: 409, type: 'ConflictException' },
  'dealer-application.email-taken': { status: 409, type: 'ConflictException' },
  // Personal data (ADR 83): one open deletion request per user; staff decide a request once.
  'personal-data.deletion-open': { status: 409, type: 'ConflictException' },
  'personal-data.request-not-found': { status: 404, type: 'NotFoundException' },
  'personal-data.request-decided': { status: 409, type: 'ConflictException' },
  'form-submission-not-found': { status: 404, type: 'NotFoundException' },
} as const satisfies Record<string, { status: number; type: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** How a `validation-failed` message names the part of the request an issue path starts with. */
const requestPartLabels: Readonly<Record<string, string>> = { query: 'querystring' };

/**
 * One issue as the `validation-failed` message words it: `body.shippingAddress.zipCode` + `Required` →
 * `body/shippingAddress.zipCode: Required`, `query.AreaId` → `querystring/AreaId: …`. The message is these
 * joined by '; '; a client that cannot put an issue beside a field shows the same words.
 */
export function describeValidationIssue(issue: ValidationIssue): string {
  const dot = issue.path.indexOf('.');
  const part = dot < 0 ? issue.path : issue.path.slice(0, dot);
  const label = requestPartLabels[part] ?? part;
  return `${dot < 0 ? label : `${label}/${issue.path.slice(dot + 1)}`}: ${issue.message}`;
}
