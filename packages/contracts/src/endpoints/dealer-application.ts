import { SubmitDealerApplicationBody, SubmitDealerApplicationResponse } from '../dealer-application.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Dealer applications (spec customer-center §2 'New customer', 'New customer by sales manager'; ADR 42): the
 * spec names the screens but no calls, so these are the shop's own. Each stores the application and mails it
 * to the shop's applications address (SHOP_APPLICATIONS_EMAIL).
 */

const tags = ['Dealer application'] as const;

const exampleApplication = {
  companyName: 'Lille Kanin Børnetøj ApS',
  vatNumber: 'DK12345678',
  billingAddress: {
    address1: 'Søndergade 21',
    address2: null,
    postalCode: '8000',
    city: 'Aarhus C',
    countryCode: 'DK',
  },
  shippingAddress: null,
  contact: { name: 'Karen Kanin', email: 'indkoeb@lillekanin.demo', phone: '+45 86 12 34 56' },
  currencyCode: 'DKK',
  message: 'We run two children’s wear shops in Aarhus and would like to carry the autumn collection.',
} as const;

const exampleAnswer = { applicationId: '1042', receivedAt: '2026-11-26T09:30:00.000Z' };

export const submitDealerApplication = defineEndpoint({
  operationId: 'submitDealerApplication',
  method: 'POST',
  path: '/api/DealerApplication/Submit',
  access: 'visitor',
  tags,
  summary: 'Apply to become a dealer (/new-customer): stored and mailed to the shop',
  description:
    'For any caller with a token (a not-logged-in visitor’s or a user’s). Every field is validated and bounded ' +
    '(400 naming each field). The application is stored and an e-mail in the area’s language is queued to ' +
    'the shop’s applications address in the same transaction. At most 5 applications per client address ' +
    'and hour (429 with Retry-After).',
  body: SubmitDealerApplicationBody,
  response: SubmitDealerApplicationResponse,
  errors: ['area-not-found'],
  rateLimited: true,
  example: {
    body: { area: { areaId: 'b2b', languageCode: 'en' }, application: exampleApplication },
    response: exampleAnswer,
  },
});

export const submitProspectApplication = defineEndpoint({
  operationId: 'submitProspectApplication',
  method: 'POST',
  path: '/api/DealerApplication/SubmitForProspect',
  access: 'user',
  tags,
  summary: 'File a dealer application for a prospect (/new-customer-salesmanager)',
  description:
    'The same application, filed by sales staff (impersonator role) or a B2B Manager for a prospect they met; ' +
    'the stored application and the shop’s e-mail name who filed it. Any other user: 403 Forbidden. At most ' +
    '30 per user and hour (429 with Retry-After).',
  body: SubmitDealerApplicationBody,
  response: SubmitDealerApplicationResponse,
  errors: ['area-not-found'],
  rateLimited: true,
  example: {
    body: { area: { areaId: 'b2b', languageCode: 'en' }, application: exampleApplication },
    response: exampleAnswer,
  },
});
