import {
  DealerApplicationDetail,
  FormSubmissionDetail,
  GetDealerApplicationBody,
  GetDealerApplicationsBody,
  GetDealerApplicationsResponse,
  GetFormSubmissionBody,
  GetFormSubmissionsBody,
  GetFormSubmissionsResponse,
  UpdateDealerApplicationStatusBody,
} from '../backoffice-forms.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The back office's dealer applications and form submissions (staff with the B2B Manager role; ADR 53).
 * Paths under /backoffice/api, operationIds with the `backoffice` prefix.
 */

const tags = ['Backoffice', 'Forms and modals'] as const;

const exampleSummary = {
  applicationId: '1042',
  kind: 'dealer',
  companyName: 'Lille Kanin Børnetøj ApS',
  vatNumber: 'DK12345678',
  contactEmail: 'indkoeb@lillekanin.demo',
  currencyCode: 'DKK',
  areaId: 'b2b',
  languageCode: 'en',
  status: 'new',
  createdAt: '2026-11-26T09:30:00.000Z',
} as const;

const exampleDetail = {
  ...exampleSummary,
  application: {
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
    message: null,
  },
  filedBy: null,
  customerNumber: null,
  timeline: [
    {
      kind: 'received',
      at: '2026-11-26T09:30:00.000Z',
      by: null,
      customerNumber: null,
      email: null,
    },
  ],
} as const;

export const getDealerApplications = defineEndpoint({
  operationId: 'backofficeGetDealerApplications',
  method: 'POST',
  path: '/backoffice/api/DealerApplication/GetBySearch',
  access: 'backoffice',
  tags,
  summary: 'Dealer applications, newest first, optionally of one status',
  description: '401; 403 without the B2B Manager role. take at most 100.',
  body: GetDealerApplicationsBody,
  response: GetDealerApplicationsResponse,
  errors: [],
  example: {
    body: { status: 'new', skip: 0, take: 25 },
    response: { items: [exampleSummary], itemsTotal: 1 },
  },
});

export const getDealerApplication = defineEndpoint({
  operationId: 'backofficeGetDealerApplication',
  method: 'POST',
  path: '/backoffice/api/DealerApplication/GetById',
  access: 'backoffice',
  tags,
  summary: 'One dealer application with everything the applicant sent',
  description: '401; 403 without the B2B Manager role; 404 dealer-application-not-found.',
  body: GetDealerApplicationBody,
  response: DealerApplicationDetail,
  errors: ['dealer-application-not-found'],
  example: { body: { applicationId: '1042' }, response: exampleDetail },
});

export const updateDealerApplicationStatus = defineEndpoint({
  operationId: 'backofficeUpdateDealerApplicationStatus',
  method: 'POST',
  path: '/backoffice/api/DealerApplication/UpdateStatus',
  access: 'backoffice',
  tags,
  summary: 'Approve or reject a new dealer application (audited, mailed to the applicant)',
  description:
    'Only a `new` application is decided, once: an approved or rejected one answers 409 ' +
    '`dealer-application.decided` naming its status. Approving creates, in one transaction, the customer ' +
    "(the application's company, VAT number, addresses, country, currency and language; minimums 0, price " +
    'group `B2B <currency>`) and its first user (the contact, scope All, inactive until they set a password) ' +
    "and queues the invitation mail in the applicant's language (the link to the password page, valid 72 " +
    'hours); a contact e-mail that is already the username of an account answers 409 ' +
    '`dealer-application.email-taken` and creates nothing. Rejecting queues a polite answer to the contact ' +
    "in the applicant's language. The decision and its mail join the application's timeline; every write " +
    'goes to the audit log with the staff user. 401; 403 without the B2B Manager role; 404 ' +
    'dealer-application-not-found.',
  body: UpdateDealerApplicationStatusBody,
  response: DealerApplicationDetail,
  errors: ['dealer-application-not-found', 'dealer-application.decided', 'dealer-application.email-taken'],
  example: {
    body: { applicationId: '1042', status: 'approved' },
    response: {
      ...exampleDetail,
      status: 'approved',
      customerNumber: 'C100001',
      timeline: [
        ...exampleDetail.timeline,
        {
          kind: 'approved',
          at: '2026-11-27T08:15:00.000Z',
          by: { name: 'Peter Nordby', email: 'manager@nordlys.demo' },
          customerNumber: 'C100001',
          email: null,
        },
        {
          kind: 'invitation-mailed',
          at: '2026-11-27T08:15:00.000Z',
          by: { name: 'Peter Nordby', email: 'manager@nordlys.demo' },
          customerNumber: null,
          email: 'indkoeb@lillekanin.demo',
        },
      ],
    },
  },
});

const exampleSubmission = {
  submissionId: '7',
  formKey: 'contact',
  areaId: 'b2b',
  languageCode: 'en',
  mailedTo: 'service@nordlys.demo',
  email: 'karen@lillekanin.demo',
  createdAt: '2026-11-26T09:30:00.000Z',
} as const;

export const getFormSubmissions = defineEndpoint({
  operationId: 'backofficeGetFormSubmissions',
  method: 'POST',
  path: '/backoffice/api/Form/GetSubmissions',
  access: 'backoffice',
  tags,
  summary: 'Form submissions, newest first, optionally of one form',
  description:
    'With every form key that has submissions (the filter’s choices). 401; 403 without B2B Manager.',
  body: GetFormSubmissionsBody,
  response: GetFormSubmissionsResponse,
  errors: [],
  example: {
    body: { formKey: 'contact', skip: 0, take: 25 },
    response: { items: [exampleSubmission], itemsTotal: 1, formKeys: ['contact', 'newsletter'] },
  },
});

export const getFormSubmission = defineEndpoint({
  operationId: 'backofficeGetFormSubmission',
  method: 'POST',
  path: '/backoffice/api/Form/GetSubmission',
  access: 'backoffice',
  tags,
  summary: 'One form submission with its fields, labelled in the page’s language',
  description:
    'Each field with its label, type and (a select’s) option label from the form’s definition in `languageCode` ' +
    '(default: the language it was sent in; null where the form no longer defines it). 401; 403 without the ' +
    'B2B Manager role; 404 form-submission-not-found.',
  body: GetFormSubmissionBody,
  response: FormSubmissionDetail,
  errors: ['form-submission-not-found'],
  example: {
    body: { submissionId: '7', languageCode: 'en' },
    response: {
      ...exampleSubmission,
      formTitle: 'Write to us',
      fields: [
        { name: 'name', value: 'Karen Kanin', label: 'Your name', type: 'text', valueLabel: null },
        { name: 'email', value: 'karen@lillekanin.demo', label: 'E-mail', type: 'email', valueLabel: null },
        {
          name: 'message',
          value: 'Can the autumn drop be delivered a week earlier?',
          label: 'Message',
          type: 'textarea',
          valueLabel: null,
        },
        {
          name: 'consent',
          value: 'true',
          label: 'You may answer me by e-mail',
          type: 'checkbox',
          valueLabel: null,
        },
      ],
      userId: null,
    },
  },
});
