import { defaultCurrency, splitLanguagePrefix } from '@shop/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';

/**
 * The catch-all content loader: the path without /da goes to GetContentByUrl; an unknown URL is a 404 page,
 * a forbidden one 403 (spec §8).
 */
export async function loadContent(request: Request, context: Readonly<RouterContextProvider>) {
  const { api, user } = context.get(sessionContext);
  const language = context.get(languageContext);
  const { path } = splitLanguagePrefix(new URL(request.url).pathname);
  const url = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const result = await api.getContentByUrl({
    language,
    currency: user?.customer?.currencyCode ?? defaultCurrency,
    url,
  });
  if (result.statusCode === 403) throw data('Forbidden', { status: 403 });
  if (result.statusCode === 404 || !result.content) throw data('Not Found', { status: 404 });
  return {
    content: result.content,
    contentType: result.contentType ?? 'page',
    alternates: result.content.alternates,
  };
}
