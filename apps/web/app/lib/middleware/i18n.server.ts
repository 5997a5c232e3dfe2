import { splitLanguagePrefix } from '@shop/contracts';
import { isPassThroughPath } from '../pass-through-paths.ts';
import { localeCookie, readLocaleCookie } from '../session.server.ts';
import type { Middleware } from './middleware-chain.ts';
import { languageContext } from './request-context.ts';

/** The language comes from the path (English unprefixed, Danish under /da); the locale cookie records it. */
export const i18nMiddleware: Middleware = async ({ request, context }, next) => {
  const { pathname } = new URL(request.url);
  const { language } = splitLanguagePrefix(pathname);
  context.set(languageContext, language);
  const response = await next();
  if (!isPassThroughPath(pathname) && readLocaleCookie(request) !== language) {
    response.headers.append('Set-Cookie', localeCookie(language));
  }
  return response;
};
