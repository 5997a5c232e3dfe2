import { describe, expect, it } from 'vitest';
import { apiRequest, rejectionOf } from '../../test-support/api-request.ts';
import { dealer, salesPerson } from '../../test-support/auth-args.ts';
import { loadRunningOrders, loadSalesDashboard, loadTemporaryOrders } from './load-sales.server.ts';

const dashboard = {
  customers: [],
  pageSize: 25,
  pageNr: 2,
  pageCount: 2,
  totalCount: 30,
  thisSeason: { code: 'AW26', from: '2026-07-01', to: '2026-12-31' },
  lastSeason: { code: 'SS26', from: '2026-01-01', to: '2026-06-30' },
  allCustomers: false,
};

describe('the sales loaders', () => {
  it('send a visitor to login and refuse a dealer, on every screen', async () => {
    for (const load of [loadSalesDashboard, loadRunningOrders, loadTemporaryOrders]) {
      const visitor = await rejectionOf(() => load(apiRequest('/da/sales', null).args));
      expect(visitor).toBeInstanceOf(Response);
      expect((visitor as Response).headers.get('Location')).toBe('/da/login');
      const refused = await rejectionOf(() => load(apiRequest('/sales', dealer).args));
      expect(refused).toMatchObject({ init: { status: 403 } });
    }
  });

  it('ask for the dashboard page and search of the URL, in the page language', async () => {
    const { args, sent } = apiRequest('/da/sales?search=kanin&page=2', salesPerson, {
      GetDashboard: { status: 200, payload: dashboard },
      GetProposalDrafts: {
        status: 200,
        payload: { drafts: [], pageNr: 1, pageSize: 5, pageCount: 0, totalCount: 0 },
      },
    });
    const loaded = await loadSalesDashboard(args);
    expect(loaded.query).toMatchObject({ page: 2, search: 'kanin' });
    expect(loaded.dashboard).toEqual({ status: 'ok', answer: dashboard });
    expect(loaded.drafts).toMatchObject({ status: 'ok' });
    // The proposal events failed on their own: a value, the rest of the page stands.
    expect(loaded.events).toEqual({ status: 'failed' });
    expect(sent.find((call) => call.url === '/api/Sales/GetDashboard')?.body).toEqual({
      area: { areaId: 'b2b', languageCode: 'da' },
      pageSize: 25,
      pageNr: 2,
      search: 'kanin',
    });
  });

  it('pass the filters of the URL that the API accepts, and show a failing list as a value', async () => {
    const { args, sent } = apiRequest(
      '/sales/running-orders?customer=C10001&orderType=Soon&page=-1',
      salesPerson,
      {
        GetDashboard: {
          status: 200,
          payload: {
            ...dashboard,
            totalCount: 1,
            customers: [{ customerNumber: 'C10001', name: 'Lille Kanin' }],
          },
        },
      },
    );
    const loaded = await loadRunningOrders(args);
    expect(loaded.result).toEqual({ status: 'failed' });
    expect(loaded.customers).toEqual([{ customerNumber: 'C10001', name: 'Lille Kanin' }]);
    expect(sent.find((call) => call.url === '/api/Sales/GetRunningOrders')?.body).toEqual({
      area: { areaId: 'b2b', languageCode: 'en' },
      pageSize: 25,
      pageNr: 1,
      customerNumber: 'C10001',
    });
  });

  it('offer a customer-number field instead of a list for more than 50 customers', async () => {
    const { args } = apiRequest('/sales/temporary-orders', salesPerson, {
      GetDashboard: { status: 200, payload: { ...dashboard, totalCount: 51 } },
      GetTemporaryOrders: {
        status: 200,
        payload: {
          carts: [],
          pageSize: 25,
          pageNr: 1,
          pageCount: 0,
          totalCount: 0,
          pendingApproval: { orders: [], totalCount: 0 },
        },
      },
    });
    const loaded = await loadTemporaryOrders(args);
    expect(loaded.customers).toBeNull();
    expect(loaded.result).toMatchObject({ status: 'ok' });
  });
});
