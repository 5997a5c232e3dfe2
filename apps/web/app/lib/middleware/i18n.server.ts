import { type Area, defaultAreaId, splitLanguagePrefix } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { isPassThroughPath } from '../pass-through-paths.ts';
import { localeCookie, readLocaleCookie } from '../session.server.ts';
import type { Middleware } from './middleware-chain.ts';
import { areaContext, languageContext, sessionContext } from './request-context.ts';

/**
 * The language comes from the path (English unprefixed, Danish under /da); the locale cookie records it.
 * The area of that language is asked of the API once, when a loader first needs it (`requestArea`), with
 * the session the auth middleware settled (the banner settings are only a user's).
 */
export const i18nMiddleware: Middleware = async ({ request, context }, next) => {
  const { pathname } = new URL(request.url);
  const { language } = splitLanguagePrefix(pathname);
  context.set(languageContext, language);
  let area: Promise<Area> | undefined;
  context.set(areaContext, () => {
    area ??= context.get(sessionContext).call(endpoints.area.getAreaById, {
      query: { AreaId: defaultAreaId, Language: language },
    });
    return area;
  });
  const response = await next();
  if (!isPassThroughPath(pathname) && readLocaleCookie(request) !== language) {
    response.headers.append('Set-Cookie', localeCookie(language));
  }
  return response;
};
