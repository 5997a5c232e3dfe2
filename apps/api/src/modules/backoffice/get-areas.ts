import type { BackofficeArea, CurrencyCode, GetAreasResponse, LanguageCode } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { listAreaLanguages, listAreas } from '../area/index.ts';
import { priceGroupCurrencies } from '../pricing/index.ts';

/**
 * GetAreas for staff: every area with its languages (locale, domain) and the currencies it sells in. An area
 * names one default currency; dealers buy in their price group's currency, so those are the area's too.
 * Three small statements, uncached: staff read it rarely and must see a change at once.
 */
export async function getAreas(ctx: Ctx): Promise<GetAreasResponse> {
  const [areaRows, languageRows, currencies] = await Promise.all([
    listAreas(ctx),
    listAreaLanguages(ctx),
    priceGroupCurrencies(ctx),
  ]);
  const groupCurrencies = currencies.toSorted();
  return {
    areas: areaRows.map((area): BackofficeArea => {
      const languages = languageRows
        .filter((language) => language.areaId === area.areaId)
        // The primary language first, then by code.
        .toSorted(
          (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.languageCode.localeCompare(b.languageCode),
        )
        .map((language) => ({
          code: language.languageCode as LanguageCode,
          languageId: language.languageId,
          name: language.name,
          domain: language.domain,
          isPrimary: language.isPrimary,
        }));
      return {
        areaId: area.areaId,
        defaultCurrencyCode: area.currencyCode as CurrencyCode,
        currencies: [...new Set([area.currencyCode, ...groupCurrencies])] as CurrencyCode[],
        languages,
        domains: [...new Set(languages.map((language) => language.domain))],
        imagePrefix: area.imagePrefix,
      };
    }),
  };
}
