import { endpoints } from '@shop/contracts/endpoints';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { textOf } from '../../account/form-data.ts';
import { type CacheActionData, type CacheLoaderData, cacheTypeNames } from './cache-data.ts';

function rethrowAccess(error: unknown): void {
  if (isApiError(error) && error.status === 401) throw error;
  if (isApiError(error) && error.status === 403) throw data('Forbidden', { status: 403 });
}

/** The cache screen (B2B Manager): GetCacheUsage's figures; a failed read offers a retry. */
export async function loadCachePanel(args: AuthArgs): Promise<CacheLoaderData> {
  requireScreenAccess(args, 'backofficeCache');
  try {
    const usage = await args.context.get(sessionContext).call(endpoints.backoffice.getCacheUsage, {});
    return { status: 'ok', usage };
  } catch (error) {
    rethrowAccess(error);
    console.error('cache usage failed', error);
    return { status: 'failed' };
  }
}

/** POST on the cache screen: invalidate one type, or all (InvalidateCacheByType). */
export async function cachePanelAction(args: AuthArgs) {
  requireScreenAccess(args, 'backofficeCache');
  const type = textOf(await args.request.formData(), 'type');
  if (type !== 'All' && !(cacheTypeNames as readonly string[]).includes(type)) {
    throw data('Bad Request', { status: 400 });
  }
  try {
    const { invalidated } = await args.context
      .get(sessionContext)
      .call(endpoints.backoffice.invalidateCacheByType, {
        body: { type: type as (typeof cacheTypeNames)[number] | 'All' },
      });
    return data<CacheActionData>({ status: 'done', invalidated });
  } catch (error) {
    rethrowAccess(error);
    console.error('cache invalidation failed', error);
    return data<CacheActionData>({ status: 'failed' }, { status: 502 });
  }
}
