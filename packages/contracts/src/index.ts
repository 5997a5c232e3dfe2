export * from './area.ts';
export * from './audit-actions.ts';
export * from './backoffice-audit.ts';
export * from './backoffice-customers.ts';
export * from './backoffice-forms.ts';
export * from './backoffice-orders.ts';
export * from './backoffice-users.ts';
export * from './cache-admin.ts';
export * from './cart.ts';
export * from './common.ts';
export * from './company-users.ts';
export {
  blockedStatuses,
  currencyCodes,
  defaultAreaId,
  defaultCurrency,
  defaultLanguage,
  languageCodes,
  lookupTemplates,
  orderTypes,
  roleNames,
} from './constants.ts';
export * from './content.ts';
export * from './content-documents.ts';
export * from './customer-center.ts';
export * from './customer-center-files.ts';
export * from './dealer-application.ts';
export * from './endpoint.ts';
export * from './erp-documents.ts';
export * from './erp-inbound.ts';
export * from './error-codes.ts';
export * from './feed-keys.ts';
export * from './feeds.ts';
export * from './form-block.ts';
export * from './forms.ts';
export * from './image-sizes.ts';
export * from './line-quantity.ts';
export * from './line-sheet.ts';
export * from './media.ts';
export * from './merchandising.ts';
export * from './order.ts';
export * from './order-approval.ts';
export * from './payment-terms.ts';
export * from './permission-scopes.ts';
export * from './personal-data.ts';
export * from './price.ts';
export * from './price-view.ts';
export * from './product.ts';
export * from './proposal.ts';
export * from './quick-order.ts';
export * from './reorder.ts';
export * from './request-id.ts';
export * from './routes.ts';
export * from './sales.ts';
export * from './sales-impersonation.ts';
export * from './search.ts';
export * from './single-color.ts';
export * from './size-curve.ts';
export * from './storable-text.ts';
export * from './tax.ts';
export * from './user.ts';
