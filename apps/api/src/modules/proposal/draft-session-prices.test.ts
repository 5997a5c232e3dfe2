import type { Cart, Product, User } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { read } from '../../test-support/customer-center-kit.ts';
import { key, priceOf, priceRequests } from '../../test-support/price-requests-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();
const { post, groupPrice } = priceRequests(() => shared.app);
const proposal = endpoints.proposal;
/** The shop's area in euros: what a draft session's web would send from the visitor's area. */
const euroArea = { areaId: 'b2b', languageCode: 'en', currencyCode: 'EUR' } as const;

let app: FastifyInstance;
let sales: string;

/** A new draft of the sales user, edited in `currencyCode`: the editing session's token. */
async function editDraft(currencyCode: 'GBP' | 'SEK'): Promise<{ draftId: string; editing: string }> {
  const { id: draftId } = await read(
    app,
    proposal.createProposalDraft,
    { body: { area: euroArea, currencyCode, name: `Prices in ${currencyCode}` } },
    sales,
  );
  const { token } = await read(
    app,
    proposal.getProposalUser,
    { body: { areaInfo: euroArea, draftId, currencyCode } },
    sales,
  );
  return { draftId, editing: token };
}

beforeAll(async () => {
  app = shared.app;
  sales = await loginAs(app, 'sales@nordlys.demo');
});

describe('prices of a session editing a proposal draft (ADR 47)', () => {
  it("GetPrices answers the draft's currency and retail list, whatever currency is asked", async () => {
    const { editing } = await editDraft('GBP');
    for (const asked of ['EUR', 'DKK', undefined]) {
      const response = await post(
        endpoints.price.getPrices,
        { ...(asked ? { currencyCode: asked } : {}), products: [key('NL10001')] },
        editing,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().currencyCode, String(asked)).toBe('GBP');
      expect(response.json().prices[0].currencyCode).toBe('GBP');
      expect(priceOf(response.json(), 'NL10001')).toMatchObject({
        unitPrice: await groupPrice('NL10001', 'RETAIL GBP'),
      });
    }
    // The sales user's own session is no draft's: it gets the currency it asks for.
    const own = await post(
      endpoints.price.getPrices,
      { currencyCode: 'EUR', products: [key('NL10001')] },
      sales,
    );
    expect(own.json().currencyCode).toBe('EUR');
    expect(priceOf(own.json(), 'NL10001')).toMatchObject({
      unitPrice: await groupPrice('NL10001', 'RETAIL EUR'),
    });
  });

  it("product pages and tiles (GetProductsByIds) carry the draft's list prices in its currency", async () => {
    const { editing } = await editDraft('GBP');
    const { items } = (await read(
      app,
      endpoints.product.getProductsByIds,
      { body: { area: euroArea, ids: ['NL10001'] } },
      editing,
    )) as { items: Record<string, Product> };
    const productLevel = items.NL10001?.unitPrices.find(
      (row) => row.variantId === null && row.unitId === 'CU',
    );
    expect(productLevel?.currencyCode).toBe('GBP');
    const listPrice = await groupPrice('NL10001', 'RETAIL GBP');
    expect([productLevel?.price, productLevel?.beforePrice]).toContain(listPrice);
    expect(items.NL10001?.unitPrices.every((row) => row.currencyCode === 'GBP')).toBe(true);
  });

  it('product pages of a draft session carry the stock volumes a dealer sees (issue 31 item 2)', async () => {
    const { editing } = await editDraft('GBP');
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const stocksOf = async (token: string) =>
      (
        (await read(
          app,
          endpoints.product.getProductsByIds,
          { body: { area: euroArea, ids: ['NL10001'] } },
          token,
        )) as { items: Record<string, Product> }
      ).items.NL10001?.stocks;
    const dealerStocks = await stocksOf(dealer);
    expect(dealerStocks?.some((row) => row.volume > 0 && row.availableDate === null)).toBe(true);
    expect(await stocksOf(editing)).toEqual(dealerStocks);
    // The sales user's own session acts for nobody: no volumes, like a visitor.
    expect(await stocksOf(sales)).toEqual([]);
  });

  it("GetUser names the draft's currency, and the draft's baskets are in it when the area says otherwise", async () => {
    const { draftId, editing } = await editDraft('SEK');
    const user = (await read(app, endpoints.user.getUser, {}, editing)) as User;
    expect(user.extraInfo).toMatchObject({ draftId, draftCurrencyCode: 'SEK' });
    const { cart } = (await read(
      app,
      endpoints.cart.getOrCreateCart,
      { body: { area: euroArea, orderType: 'Stock' } },
      editing,
    )) as { cart: Cart };
    expect(cart.currencyCode).toBe('SEK');
    const prices = await post(
      endpoints.price.getPrices,
      { currencyCode: 'EUR', products: [key('NL10001')] },
      editing,
    );
    expect(prices.json().currencyCode).toBe('SEK');

    const salesUser = (await read(app, endpoints.user.getUser, {}, sales)) as User;
    expect(salesUser.extraInfo.draftCurrencyCode).toBeNull();
  });

  it('a second GetProposalUser in another currency moves the session prices with the draft', async () => {
    const { draftId } = await editDraft('GBP');
    const { token } = await read(
      app,
      proposal.getProposalUser,
      { body: { areaInfo: euroArea, draftId, currencyCode: 'SEK' } },
      sales,
    );
    const response = await post(endpoints.price.getPrices, { products: [key('NL10001')] }, token);
    expect(response.json().currencyCode).toBe('SEK');
    expect(priceOf(response.json(), 'NL10001')).toMatchObject({
      unitPrice: await groupPrice('NL10001', 'RETAIL SEK'),
    });
  });
});
