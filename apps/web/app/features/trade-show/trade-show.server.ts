import { defaultAreaId } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { AuthArgs } from '../../lib/auth.server.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../lib/screen-access.server.ts';

/** A season the dealer can save, with how many styles it has. */
export type SeasonChoice = { code: string; name: string; styles: number };

export type TradeShowLoaded = {
  customerNumber: string;
  seasons: SeasonChoice[];
  /** Styles in the whole catalogue. */
  catalogueStyles: number;
};

/**
 * /trade-show (/da/messe): a dealer or a sales user acting for one (the `customer` rule; a visitor goes to the
 * login). The seasons on offer come from the catalogue's season facet; the styles themselves are fetched by the
 * page in the browser when the dealer saves one (ADR 91). The page works from the device without this loader's
 * answer too: offline it is the copy the service worker kept.
 */
export async function loadTradeShow(args: AuthArgs): Promise<TradeShowLoaded> {
  requireScreenAccess(args, 'tradeShow');
  const user = requireUser(args);
  const languageCode = args.context.get(languageContext);
  const answer = await args.context.get(sessionContext).call(endpoints.search.getProductsBySearch, {
    body: {
      area: { areaId: defaultAreaId, languageCode },
      facets: [{ field: 'season', type: 'CheckboxOr' }],
      take: 1,
      skip: 0,
      search: null,
      sorting: [],
    },
  });
  const options = answer.facetOptions.find((facet) => facet.field === 'season')?.items ?? [];
  return {
    customerNumber: user.customerNumber ?? '',
    seasons: options
      .filter((option) => option.key !== '')
      .map((option) => ({ code: option.key, name: option.label ?? option.key, styles: option.count })),
    catalogueStyles: answer.itemsTotal,
  };
}
