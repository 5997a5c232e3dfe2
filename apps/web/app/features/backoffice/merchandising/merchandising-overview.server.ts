import { defaultAreaId, type MerchandisingOverview } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { textOf } from '../../account/form-data.ts';

export type MerchandisingLoaderData =
  | { status: 'ok'; overview: MerchandisingOverview }
  | { status: 'failed' };
export type MerchandisingActionData = { status: 'done' | 'failed' };

function rethrowAccess(error: unknown): void {
  if (isApiError(error) && error.status === 401) throw error;
  if (isApiError(error) && error.status === 403) throw data('Forbidden', { status: 403 });
}

const areaOf = (args: AuthArgs) => ({
  areaId: defaultAreaId,
  languageCode: args.context.get(languageContext),
});

/** /backoffice/merchandising (B2B Manager): every category with what staff arranged in it. */
export async function loadMerchandisingOverview(args: AuthArgs): Promise<MerchandisingLoaderData> {
  requireScreenAccess(args, 'backofficeMerchandising');
  try {
    const overview = await args.context
      .get(sessionContext)
      .call(endpoints.merchandising.getMerchandisingOverview, { body: { area: areaOf(args) } });
    return { status: 'ok', overview };
  } catch (error) {
    rethrowAccess(error);
    console.error('merchandising overview failed', error);
    return { status: 'failed' };
  }
}

/** POST: reset a category's order (`reset=sorting`) or its primary colours (`reset=colors`). */
export async function merchandisingOverviewAction(args: AuthArgs) {
  requireScreenAccess(args, 'backofficeMerchandising');
  const form = await args.request.formData();
  const what = textOf(form, 'reset');
  const categoryId = textOf(form, 'categoryId');
  if ((what !== 'sorting' && what !== 'colors') || categoryId === '') {
    throw data('Bad Request', { status: 400 });
  }
  const endpoint =
    what === 'sorting'
      ? endpoints.merchandising.resetCategorySorting
      : endpoints.merchandising.resetPrimaryProductColors;
  try {
    await args.context.get(sessionContext).call(endpoint, { body: { area: areaOf(args), categoryId } });
    return data<MerchandisingActionData>({ status: 'done' });
  } catch (error) {
    rethrowAccess(error);
    console.error('merchandising reset failed', error);
    return data<MerchandisingActionData>({ status: 'failed' }, { status: 502 });
  }
}
