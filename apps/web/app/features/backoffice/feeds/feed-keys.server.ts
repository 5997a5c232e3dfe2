import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data } from 'react-router';
import { isApiError, refusalStatus } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { textOf } from '../../account/form-data.ts';
import { type FeedKeysActionData, type FeedKeysLoaderData, feedKeyNameMax } from './feed-keys-data.ts';

function rethrowAccess(error: unknown): void {
  if (isApiError(error) && error.status === 401) throw error;
  if (isApiError(error) && error.status === 403) throw data('Forbidden', { status: 403 });
}

/** The feed keys screen (B2B Manager): GetApiKeys; a failed read offers a retry, never a 500 page. */
export async function loadFeedKeys(args: AuthArgs): Promise<FeedKeysLoaderData> {
  requireScreenAccess(args, 'backofficeFeedKeys');
  try {
    const { keys } = await args.context.get(sessionContext).call(endpoints.feedKeys.getFeedApiKeys, {});
    return { status: 'ok', keys };
  } catch (error) {
    rethrowAccess(error);
    console.error('feed keys failed', error);
    return { status: 'failed' };
  }
}

async function createKey(args: AuthArgs, form: FormData) {
  const name = textOf(form, 'name').trim();
  const kind = textOf(form, 'kind') === 'erp' ? 'erp' : 'feed';
  const failed = (status: number, fieldError: TextKey | null, formError: TextKey | null) =>
    data<FeedKeysActionData>({ intent: 'create', status: 'failed', name, fieldError, formError }, { status });
  if (!name) return failed(400, 'validation.required-field', null);
  if (name.length > feedKeyNameMax) return failed(400, 'backoffice.feeds.name-too-long', null);
  try {
    const { key, secret } = await args.context
      .get(sessionContext)
      .call(endpoints.feedKeys.createFeedApiKey, { body: { name, kind } });
    return data<FeedKeysActionData>({
      intent: 'create',
      status: 'done',
      name: key.name,
      prefix: key.prefix,
      secret,
    });
  } catch (error) {
    rethrowAccess(error);
    if (isApiError(error) && error.status === 400) return failed(400, 'validation.required-field', null);
    console.error('feed key creation failed', error);
    return failed(refusalStatus(error), null, 'backoffice.feeds.error');
  }
}

async function revokeKey(args: AuthArgs, form: FormData) {
  const id = textOf(form, 'id');
  const name = textOf(form, 'name');
  if (!id) throw data('Bad Request', { status: 400 });
  if (textOf(form, 'confirmed') !== 'yes') {
    return data<FeedKeysActionData>({ intent: 'revoke', status: 'confirm', id, name });
  }
  try {
    const { key } = await args.context
      .get(sessionContext)
      .call(endpoints.feedKeys.revokeFeedApiKey, { body: { id } });
    return data<FeedKeysActionData>({ intent: 'revoke', status: 'done', name: key.name });
  } catch (error) {
    rethrowAccess(error);
    const notFound = isApiError(error) && error.status === 404;
    if (!notFound) console.error('feed key revocation failed', error);
    return data<FeedKeysActionData>(
      {
        intent: 'revoke',
        status: 'failed',
        formError: notFound ? 'backoffice.feeds.not-found' : 'backoffice.feeds.error',
      },
      { status: notFound ? 404 : 502 },
    );
  }
}

/** POST on the feed keys screen: create a key (shown once), revoke one (after a confirmation). */
export async function feedKeysAction(args: AuthArgs) {
  requireScreenAccess(args, 'backofficeFeedKeys');
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  if (intent === 'create') return createKey(args, form);
  if (intent === 'revoke') return revokeKey(args, form);
  throw data('Bad Request', { status: 400 });
}
