import { z } from 'zod';
import {
  GetRecoveryMailTemplatesBody,
  GetRecoveryMailTemplatesResponse,
  RecoveryMailPreview,
  type RecoveryMailTemplate,
  RecoveryMailTemplateBody,
  RecoveryMailTemplateRef,
  RecoveryMailTemplateResponse,
  SearchBackofficeUsersBody,
  SearchBackofficeUsersResponse,
  SetBackofficeUserActiveBody,
  SetBackofficeUserActiveResponse,
} from '../backoffice-users.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The back office's users and password-mail templates (`/backoffice/api/User/...`): staff with the B2B Manager
 * role (ADR 54). Writes are audited.
 */

const tags = ['Backoffice'] as const;
const access = 'backoffice' as const;
const refused = '401; 403 without the B2B Manager role.';

const exampleTemplate: RecoveryMailTemplate = {
  template: 'reset',
  languageCode: 'en',
  subject: 'Reset your Nordlys password',
  body: 'Hello {name},\n\nChoose a new password for {username} here:\n\n{link}\n\n{validity}\n\nNordlys',
  isDefault: false,
  updatedAt: '2026-11-26T09:30:00.000Z',
  updatedBy: 'Peter Nordby',
  placeholders: ['name', 'username', 'link', 'validity'],
  requiredPlaceholders: ['link'],
};

const templateRules =
  'Subject: one line, at most 200 characters, without {link}. Body: plain text, at most 10,000 characters, ' +
  'with {link}; a paragraph that is only {link} becomes the button in the HTML part. Only the placeholders of ' +
  'the mail: {name}, {username}, {link}, {validity}; invitations also {inviter}, {customer}. A problem is a ' +
  '400 validation-failed whose issue names the field (body.subject, body.body) and the placeholder.';

export const getRecoveryMailTemplates = defineEndpoint({
  operationId: 'backofficeGetRecoveryMailTemplates',
  method: 'POST',
  path: '/backoffice/api/User/GetRecoveryMailTemplates',
  access,
  tags,
  summary: "The password mails' templates of an area: subject and body per mail and language",
  description:
    'The recovery (reset) mail and the invitation mail, in each language of the area: the staff-edited texts, ' +
    `or the built-in ones (isDefault) from the translations. ${refused} 404 area-not-found.`,
  body: GetRecoveryMailTemplatesBody,
  response: GetRecoveryMailTemplatesResponse,
  errors: ['area-not-found'],
  example: {
    body: { areaId: 'b2b' },
    response: { areaId: 'b2b', limits: { subjectMax: 200, bodyMax: 10_000 }, templates: [exampleTemplate] },
  },
});

export const updateRecoveryMailTemplate = defineEndpoint({
  operationId: 'backofficeUpdateRecoveryMailTemplate',
  method: 'POST',
  path: '/backoffice/api/User/UpdateRecoveryMailTemplate',
  access,
  tags,
  summary: 'Save the texts of one password mail in one language',
  description: `The next mail of that kind uses them. Audited (before and after). ${templateRules} ${refused} 404 area-not-found (or the area has not that language).`,
  body: RecoveryMailTemplateBody,
  response: RecoveryMailTemplateResponse,
  errors: ['area-not-found'],
  example: {
    body: {
      areaId: 'b2b',
      template: 'reset',
      languageCode: 'en',
      subject: exampleTemplate.subject,
      body: exampleTemplate.body,
    },
    response: { template: exampleTemplate },
  },
});

export const previewRecoveryMailTemplate = defineEndpoint({
  operationId: 'backofficePreviewRecoveryMailTemplate',
  method: 'POST',
  path: '/backoffice/api/User/PreviewRecoveryMailTemplate',
  access,
  tags,
  summary: 'The mail a template would send, with sample values; nothing is saved',
  description: `The same checks as saving. ${templateRules} ${refused} 404 area-not-found.`,
  body: RecoveryMailTemplateBody,
  response: RecoveryMailPreview,
  errors: ['area-not-found'],
  example: {
    body: {
      areaId: 'b2b',
      template: 'reset',
      languageCode: 'en',
      subject: exampleTemplate.subject,
      body: exampleTemplate.body,
    },
    response: {
      subject: 'Reset your Nordlys password',
      text: 'Hello Ida Jensen,\n\nChoose a new password for ida@example.com here:\n\nhttps://shop.example/recover-password?token=sample&username=ida%40example.com\n\nThe link works once, for 60 minutes.\n\nNordlys',
      html: '<!doctype html>…',
    },
  },
});

export const resetRecoveryMailTemplate = defineEndpoint({
  operationId: 'backofficeResetRecoveryMailTemplate',
  method: 'POST',
  path: '/backoffice/api/User/ResetRecoveryMailTemplate',
  access,
  tags,
  summary: 'Go back to the built-in texts of one password mail in one language',
  description: `Answers the default template. Audited. ${refused} 404 area-not-found.`,
  body: RecoveryMailTemplateRef,
  response: RecoveryMailTemplateResponse,
  errors: ['area-not-found'],
  example: {
    body: { areaId: 'b2b', template: 'reset', languageCode: 'en' },
    response: {
      template: {
        ...exampleTemplate,
        subject: 'Reset your password',
        isDefault: true,
        updatedAt: null,
        updatedBy: null,
      },
    },
  },
});

const exampleUser = {
  id: 'u-dealer-dk',
  name: 'Mette Jensen',
  username: 'dealer@nordlys.demo',
  email: 'dealer@nordlys.demo',
  customerNumber: 'C10001',
  customerName: 'Lille Kanin ApS',
  roles: [],
  permissionScope: 'All' as const,
  active: true,
  lastLoginAt: '2026-11-26T08:12:00.000Z',
  createdAt: '2026-01-05T10:00:00.000Z',
  isCurrentUser: false,
};

export const searchUsers = defineEndpoint({
  operationId: 'backofficeSearchUsers',
  method: 'POST',
  path: '/backoffice/api/User/SearchUsers',
  access,
  tags,
  summary: 'Users of every customer, sales staff and staff: search by name, e-mail or customer, paged',
  description: `query matches part of the name, username, e-mail, customer number or customer name (case-insensitive); sorted by name. ${refused}`,
  body: SearchBackofficeUsersBody,
  response: SearchBackofficeUsersResponse,
  errors: [],
  example: {
    body: { query: 'kanin', pageNr: 1, pageSize: 25 },
    response: { users: [exampleUser], total: 1, pageNr: 1, pageSize: 25, pageCount: 1 },
  },
});

export const setUserActive = defineEndpoint({
  operationId: 'backofficeSetUserActive',
  method: 'POST',
  path: '/backoffice/api/User/SetUserActive',
  access,
  tags,
  summary: 'Deactivate or reactivate a user',
  description:
    'Deactivating ends every session of the user at once and uses up their password links; reactivating lets ' +
    'them log in again with their password. Audited. 404 not-found; 409 user.cannot-deactivate-self (staff ' +
    `never lock themselves out). ${refused}`,
  body: SetBackofficeUserActiveBody,
  response: SetBackofficeUserActiveResponse,
  errors: ['not-found', 'user.cannot-deactivate-self'],
  example: {
    body: { userId: 'u-dealer-dk', active: false },
    response: { user: { ...exampleUser, active: false }, revokedSessions: 2 },
  },
});

const csvFile = z.any().meta({
  description: 'users-<date>.csv: UTF-8 with a byte order mark, comma-separated, CRLF lines',
  content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
});

export const getUserCsvReport = defineEndpoint({
  operationId: 'backofficeGetUserCsvReport',
  method: 'GET',
  path: '/backoffice/api/User/GetUserCsvReport',
  access,
  tags,
  summary: 'Every user as CSV, streamed: customer, roles, scope, active flag, last login',
  description:
    'Columns: Username, Name, E-mail, Customer number, Customer name, Roles (separated by "; "), Permission ' +
    'scope, Active (yes/no), Last login (ISO 8601 UTC, empty if never), Created. Read and written a page at a ' +
    'time. A cell starting with =, +, -, @, a tab or a carriage return is prefixed with an apostrophe so a ' +
    `spreadsheet never runs it as a formula. Content-Disposition names the file. ${refused}`,
  response: csvFile,
  errors: [],
  responseKind: 'binary',
  example: {
    response:
      '\uFEFFUsername,Name,E-mail,Customer number,Customer name,Roles,Permission scope,Active,Last login,Created\r\n' +
      'dealer@nordlys.demo,Dorthe Dealer,dealer@nordlys.demo,C10001,Nordlys Børn ApS,,All,yes,' +
      '2026-11-25T09:12:00.000Z,2026-01-02T08:00:00.000Z\r\n',
  },
});
