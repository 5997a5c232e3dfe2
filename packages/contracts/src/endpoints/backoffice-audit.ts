import { z } from 'zod';
import {
  AuditCsvQuery,
  type AuditEntryRow,
  backofficeAuditLimits,
  SearchAuditBody,
  SearchAuditResponse,
} from '../backoffice-audit.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The back office's audit log (`/backoffice/api/Audit/...`): staff with the B2B Manager role read who changed
 * what, for which customer, and download it as CSV.
 */

const tags = ['Backoffice'] as const;
const access = 'backoffice' as const;
const refused = '401 without a token; 403 for a caller without the B2B Manager role (dealers, sales users).';
const filters =
  'Filters combine with AND; each is optional (empty strings and null count as absent). customerNumber: the ' +
  'customer the entry concerns (the one acted for, or the customer of the order, user or VAT number staff ' +
  'changed), exact, any case. user: an e-mail address (any case) or user id: entries that user made, or made ' +
  'while acting for a customer. from/to: inclusive days (YYYY-MM-DD, Europe/Copenhagen) of when the change ' +
  'was made; from after to is a 400 validation-failed naming both.';

const exampleEntry: AuditEntryRow = {
  id: 1042,
  at: '2026-12-03T14:05:09.000Z',
  action: 'order.update-state',
  entity: 'order',
  entityId: 'SO100042',
  actor: { userId: 'u-manager', name: 'Peter Nordby', email: 'manager@nordlys.demo' },
  impersonator: null,
  customerNumber: 'C10001',
  customerName: 'Lille Kanin Børnetøj ApS',
  details: { from: 'ErrorInTransfer', to: 'PendingTransfer', reason: 'ERP customer unblocked' },
};

export const searchAudit = defineEndpoint({
  operationId: 'backofficeSearchAudit',
  method: 'POST',
  path: '/backoffice/api/Audit/GetBySearch',
  access,
  tags,
  summary: 'The audit log: who changed what, for which customer, newest first, filtered and paged',
  description: `Every entry names the acting user, the sales user acting for a customer (impersonator), the customer, the action, the entity and its id, and the details the action recorded. ${filters} Newest first, ties by the newest entry, so paging neither skips nor repeats. pageSize 1–${backofficeAuditLimits.pageSize} (default ${backofficeAuditLimits.defaultPageSize}). ${refused}`,
  body: SearchAuditBody,
  response: SearchAuditResponse,
  errors: [],
  example: {
    body: { customerNumber: 'C10001', from: '2026-12-01', to: '2026-12-03', pageNr: 1, pageSize: 25 },
    response: { entries: [exampleEntry], totalCount: 1, pageCount: 1, pageNr: 1, pageSize: 25 },
  },
});

const csvFile = z.any().meta({
  description: 'audit-<date>.csv: UTF-8 with a byte order mark, comma-separated, CRLF lines',
  content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
});

export const getAuditCsv = defineEndpoint({
  operationId: 'backofficeGetAuditCsv',
  method: 'GET',
  path: '/backoffice/api/Audit/GetCsvReport',
  access,
  tags,
  summary: `The filtered audit log as CSV, newest first: at most the newest ${backofficeAuditLimits.csvRows.toLocaleString('en')} entries`,
  description:
    `The same filters as GetBySearch, in the query. The header row and the action names are in languageCode ` +
    '(en or da, default en). Columns: when (ISO 8601 with the Copenhagen offset), user, user e-mail, the sales ' +
    'user acting for the customer (impersonator) and their e-mail, customer number, customer name, action (named), action code, ' +
    `entity, entity id, details (JSON). At most the newest ${backofficeAuditLimits.csvRows} entries of the ` +
    'filter: narrow the filter for older ones. A cell starting with =, +, -, @, a tab or a carriage return is ' +
    `prefixed with an apostrophe so a spreadsheet never runs it as a formula. ${filters} ${refused}`,
  query: AuditCsvQuery,
  response: csvFile,
  errors: [],
  responseKind: 'binary',
  example: {
    query: { customerNumber: 'C10001', from: '2026-12-01', languageCode: 'en' },
    response:
      '\uFEFFWhen,User,User e-mail,Sales user acting for the customer,Sales user e-mail,Customer number,Customer name,Action,Action code,Entity,Entity id,Details\r\n' +
      '2026-12-03T15:05:09+01:00,Peter Nordby,manager@nordlys.demo,,,C10001,Lille Kanin Børnetøj ApS,Order status changed,order.update-state,order,SO100042,' +
      '"{""from"":""ErrorInTransfer"",""to"":""PendingTransfer""}"\r\n',
  },
});
