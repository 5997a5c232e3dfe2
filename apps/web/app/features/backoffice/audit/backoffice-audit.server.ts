import { backofficeAuditLimits } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { type AuditLoaderData, auditFilterParams, auditPageSize, auditSearchOf } from './audit-data.ts';

/**
 * The audit log screen (B2B Manager): one page of the filtered log from Audit/GetBySearch. A reversed range is
 * named in the page's language before the API is asked; another refused filter shows the API's message.
 */
export async function loadBackofficeAudit(args: AuthArgs): Promise<AuditLoaderData> {
  requireScreenAccess(args, 'backofficeAudit');
  const search = auditSearchOf(new URL(args.request.url));
  if (search.from && search.to && search.from > search.to) {
    return { status: 'invalid', search, messageKey: 'backoffice.audit.range-reversed' };
  }
  const csvQuery = auditFilterParams(search);
  csvQuery.set('languageCode', args.context.get(languageContext));
  // Through the web's proxy, which adds the session's token.
  const csvHref = `${endpoints.backofficeAudit.getAuditCsv.path}?${csvQuery}`;
  try {
    const answer = await args.context.get(sessionContext).call(endpoints.backofficeAudit.searchAudit, {
      body: {
        customerNumber: search.customerNumber || null,
        user: search.user || null,
        from: search.from || null,
        to: search.to || null,
        pageNr: search.page,
        pageSize: auditPageSize,
      },
    });
    return {
      status: 'ok',
      search,
      entries: answer.entries,
      totalCount: answer.totalCount,
      pageCount: answer.pageCount,
      csv: { href: csvHref, limit: backofficeAuditLimits.csvRows },
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (isApiError(error) && error.status === 403) throw data('Forbidden', { status: 403 });
    if (isApiError(error) && error.status === 400) {
      return { status: 'invalid', search, messageKey: 'backoffice.audit.invalid', message: error.message };
    }
    console.error('back office audit log failed', error);
    return { status: 'failed', search };
  }
}
