import { defaultAreaId } from '@shop/contracts';
import { errorPageTexts, unavailablePageTexts } from '@shop/ui-texts/texts/errors';
import { data, type RouterContextProvider } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { unavailableStatus } from '../../lib/api-refusal.server.ts';
import { consentCookieName, parseConsentChoice } from '../../lib/consent-choice.ts';
import { readCookie } from '../../lib/cookies.ts';
import { env } from '../../lib/env.server.ts';
import { dictionaryFor, dictionaryScope } from '../../lib/i18n/dictionary-scope.ts';
import { getTranslations } from '../../lib/i18n/translations.server.ts';
import { languageContext, requestArea, sessionContext } from '../../lib/middleware/request-context.ts';
import type { RootData } from '../../lib/root-data.ts';
import { staffAreas } from '../../lib/screen-access.server.ts';
import { isBannerVisible } from '../banner/banner-visibility.ts';

/**
 * The root loader: area (menus, footer, banner settings), the UI dictionary (the part the page's screen
 * shows, ADR 66), the logged-in user, for staff the areas of their navigation, and the cookie choice (ADR 79).
 */
export async function loadRootData(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<RootData> {
  const { call, user } = context.get(sessionContext);
  const language = context.get(languageContext);
  const [area, translations] = await Promise.all([
    requestArea(context),
    getTranslations(call, defaultAreaId, language),
  ]).catch((error: unknown) => {
    // The API host is down or still starting: the page has no dictionary, so its 503 brings the error page's
    // texts in the page's language (ADR 96); the browser bundles only the English ones.
    if (isApiError(error) && error.status === unavailableStatus) {
      throw data(
        { ...errorPageTexts[language], ...unavailablePageTexts[language] },
        { status: unavailableStatus },
      );
    }
    throw error;
  });
  const now = new Date();
  const bannerVisible = isBannerVisible({
    settings: area.settings,
    user,
    now: now.getTime(),
    timezoneOffsetMinutes: now.getTimezoneOffset(),
  });
  return {
    language,
    area,
    translations: dictionaryFor(dictionaryScope(new URL(request.url).pathname), translations),
    user,
    bannerVisible,
    origin: env.publicUrl ?? new URL(request.url).origin,
    staffAreas: staffAreas(user),
    consentChoice: parseConsentChoice(readCookie(request, consentCookieName)),
  };
}
