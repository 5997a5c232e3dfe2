import { paymentTermsCodes } from '@shop/commerce';
import {
  BackofficeCustomer,
  BackofficeCustomerBody,
  SetPaymentTermsBody,
  SetVatNumberBody,
} from '../backoffice-customers.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The back office's customers (`/backoffice/api/Customer/...`): staff with the B2B Manager role (ADR 49). The
 * VAT number decides whether a sale is reverse-charged (ADR 67), the payment terms when its invoices are due;
 * changing either is audited.
 */

const staffOnly =
  '401 without a token; 403 for a caller without the B2B Manager role (dealers, sales users).';

const example: BackofficeCustomer = {
  customerId: 'C20001',
  name: 'Kinderladen Sonnenschein GmbH',
  countryCode: 'DE',
  vatNumber: 'DE123456789',
  vatKind: 'reverse-charge',
  vatRateBasisPoints: 0,
  paymentTerms: 'net30',
};

export const getCustomer = defineEndpoint({
  operationId: 'backofficeGetCustomer',
  method: 'POST',
  path: '/backoffice/api/Customer/GetById',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: "A customer's country and VAT number with what the tax rules make of it",
  description: `vatKind is the rule for goods delivered to the customer's own country: reverse-charge (an EU business with a VAT number of its country, 0 %), export (outside the EU, 0 %) or domestic (Danish VAT). 404 for an unknown customer. ${staffOnly}`,
  body: BackofficeCustomerBody,
  response: BackofficeCustomer,
  errors: ['not-found'],
  example: { body: { customerId: 'C20001' }, response: example },
});

export const setVatNumber = defineEndpoint({
  operationId: 'backofficeSetVatNumber',
  method: 'POST',
  path: '/backoffice/api/Customer/SetVatNumber',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: "Change or clear a customer's VAT number",
  description: `The number is normalized (DE 123-456 789 → DE123456789) and must be a well-formed VAT number of the customer's own EU country; anything else is a 400 naming vatNumber. A customer outside the EU has no EU VAT number to store. Null or empty clears it. Audited with the acting user. Answers the customer as GetById does. ${staffOnly}`,
  body: SetVatNumberBody,
  response: BackofficeCustomer,
  errors: ['bad-request', 'not-found'],
  example: { body: { customerId: 'C20001', vatNumber: 'DE 123 456 789' }, response: example },
});

export const setPaymentTerms = defineEndpoint({
  operationId: 'backofficeSetPaymentTerms',
  method: 'POST',
  path: '/backoffice/api/Customer/SetPaymentTerms',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: "Change a customer's payment terms",
  description: `paymentTerms is one of ${paymentTermsCodes.join(', ')} (net14/net30/net60: due 14/30/60 days after the invoice date; prepayment: due on the invoice date; deposit50Preorder: 50 % deposit on preorders, the balance due net 30); anything else is a 400 naming paymentTerms. Orders placed from then on carry the new terms, and their invoices are due by them; placed orders keep theirs. Audited with the acting user. Answers the customer as GetById does. ${staffOnly}`,
  body: SetPaymentTermsBody,
  response: BackofficeCustomer,
  errors: ['bad-request', 'not-found'],
  example: {
    body: { customerId: 'C20001', paymentTerms: 'net60' },
    response: { ...example, paymentTerms: 'net60' },
  },
});
