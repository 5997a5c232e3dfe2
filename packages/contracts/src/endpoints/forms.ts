import { z } from 'zod';
import { ErrorBody } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  GetModalRequestBody,
  ModalContent,
  SendFormBody,
  SendFormFieldErrors,
  SendFormResponse,
} from '../forms.ts';

/**
 * Forms and modals defined in content (spec shop-front §7 `Form/SendForm`, `Modal/GetModalRequest`; ADR 53).
 * A form is a `form` block of a content page; a modal is a content page with a modal template.
 */

const tags = ['Forms and modals'] as const;

export const sendForm = defineEndpoint({
  operationId: 'sendForm',
  method: 'POST',
  path: '/api/Form/SendForm',
  access: 'anonymous',
  tags,
  summary: 'Send a form defined in content (contact, newsletter, dealer application): stored and mailed',
  description:
    'The form is the `form` block with this formKey on a content page of the area and language. Each field ' +
    'is checked against its definition (required, type, maximum length, options); refused fields answer 400 ' +
    '`form.fields-invalid` with `errors`: field name → translation key. An accepted `mail` form is stored and ' +
    'mailed to the address the form names in one transaction; a `dealerApplication` form becomes a dealer ' +
    'application (ADR 42). A filled honeypot is answered like an accepted form and nothing is kept. At most ' +
    '10 forms per client address in 15 minutes (429 with Retry-After). 404 form-not-found, area-not-found.',
  body: SendFormBody,
  response: SendFormResponse,
  errors: ['form-not-found', 'form.fields-invalid', 'area-not-found'],
  errorBodies: { 400: z.union([SendFormFieldErrors, ErrorBody]) },
  rateLimited: true,
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'en' },
      formKey: 'contact',
      fields: {
        name: 'Karen Kanin',
        email: 'karen@lillekanin.demo',
        topic: 'order',
        message: 'Can the autumn drop be delivered a week earlier?',
      },
    },
    response: {
      formKey: 'contact',
      successText: 'Thank you – we answer within one working day.',
      receivedAt: '2026-11-26T09:30:00.000Z',
    },
  },
});

export const getModalRequest = defineEndpoint({
  operationId: 'getModalRequest',
  method: 'POST',
  path: '/api/Modal/GetModalRequest',
  access: 'anonymous',
  tags,
  summary: 'A content modal by its key: title, blocks and size (500, 300 or 800 px)',
  description:
    'A modal is a content page of the area and language whose template is `modal` (500 px), `modal-small` ' +
    '(300 px) or `modal-large` (800 px) and whose page id is the key a content link names ' +
    '(`<a href="/size-guide" data-modal="size-guide">`). 404 modal-not-found for any other key.',
  body: GetModalRequestBody,
  response: ModalContent,
  errors: ['modal-not-found'],
  example: {
    body: { area: { areaId: 'b2b', languageCode: 'en' }, key: 'size-guide' },
    response: {
      key: 'size-guide',
      title: 'Size guide',
      size: 'large',
      width: 800,
      blocks: [{ type: 'richText', html: '<p>Our sizes follow the child’s height in cm.</p>' }],
      url: '/size-guide',
    },
  },
});
