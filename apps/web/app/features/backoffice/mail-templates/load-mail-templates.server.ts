import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { areaOfTemplates, type MailTemplatesLoaderData, templateChoiceOf } from './mail-templates-data.ts';

/** The mail templates screen (B2B Manager): every password mail template of the shop's area. */
export async function loadMailTemplates(args: AuthArgs): Promise<MailTemplatesLoaderData> {
  requireScreenAccess(args, 'backofficeMailTemplates');
  const choice = templateChoiceOf(new URL(args.request.url), args.context.get(languageContext));
  try {
    const answer = await args.context
      .get(sessionContext)
      .call(endpoints.backofficeUsers.getRecoveryMailTemplates, { body: { areaId: areaOfTemplates } });
    return { status: 'ok', choice, ...answer };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (isApiError(error) && error.status === 403) throw data('Forbidden', { status: 403 });
    console.error('mail templates failed', error);
    return { status: 'failed', choice };
  }
}
