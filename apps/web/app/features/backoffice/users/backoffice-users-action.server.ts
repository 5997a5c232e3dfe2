import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { textOf } from '../../account/form-data.ts';
import type { BackofficeUsersActionData } from './users-data.ts';

function errorKeyOf(error: unknown): TextKey {
  if (isApiError(error) && error.body?.errorCode === 'user.cannot-deactivate-self') {
    return 'backoffice.users.error.self';
  }
  if (isApiError(error) && error.status === 404) return 'backoffice.users.error.not-found';
  return 'backoffice.users.error.unexpected';
}

/**
 * POST on the users screen: deactivate (first answered with a confirmation, then done when `confirmed`) or
 * reactivate one user through SetUserActive.
 */
export async function backofficeUsersAction(args: AuthArgs) {
  requireScreenAccess(args, 'backofficeUsers');
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  const userId = textOf(form, 'userId');
  const name = textOf(form, 'name');
  if ((intent !== 'deactivate' && intent !== 'reactivate') || !userId) {
    throw data('Bad Request', { status: 400 });
  }
  if (intent === 'deactivate' && textOf(form, 'confirmed') !== 'yes') {
    return data<BackofficeUsersActionData>({ status: 'confirm', userId, name });
  }
  try {
    const answer = await args.context
      .get(sessionContext)
      .call(endpoints.backofficeUsers.setUserActive, { body: { userId, active: intent === 'reactivate' } });
    return data<BackofficeUsersActionData>({
      status: 'done',
      active: answer.user.active,
      name: answer.user.name,
      revokedSessions: answer.revokedSessions,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw error;
    if (isApiError(error) && error.status === 403) throw data('Forbidden', { status: 403 });
    if (!isApiError(error)) console.error('set user active failed', error);
    const status = isApiError(error) && error.status < 500 ? error.status : 502;
    return data<BackofficeUsersActionData>({ status: 'failed', errorKey: errorKeyOf(error) }, { status });
  }
}
