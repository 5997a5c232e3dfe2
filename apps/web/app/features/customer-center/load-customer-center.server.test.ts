import type { User } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { apiRequest, rejectionOf } from '../../test-support/api-request.ts';
import { dealer, salesPerson } from '../../test-support/auth-args.ts';
import {
  loadCreditMemoDetail,
  loadInvoicesList,
  loadOrderDetail,
  loadOrdersList,
} from './load-customer-center.server.ts';

const page = { pageCount: 3, totalCount: 45, pageSize: 20, pageNr: 2 };
const invoiceScope: User = { ...dealer, permissionScope: 'Invoice' };

describe('the customer-center list loaders', () => {
  it('ask the API for the page and filters in the URL, without lines', async () => {
    const { args, sent } = apiRequest('/customer-center/orders?page=2&search=PO-1&from=2026-01-01', dealer, {
      GetOrdersWithPagination: { status: 200, payload: { orders: [], ...page } },
    });
    const { query, result } = await loadOrdersList(args);
    expect(query).toEqual({ page: 2, search: 'PO-1', from: '2026-01-01', to: '' });
    expect(result).toEqual({ status: 'ok', rows: [], pageCount: 3, totalCount: 45 });
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/CustomerCenter/GetOrdersWithPagination?pageSize=20&pageNr=2',
        body: { includeLinesInResult: false, search: 'PO-1', from: '2026-01-01', to: null },
      },
    ]);
  });

  it('turn a failing API into a failed list the page offers to retry, not an error page', async () => {
    const { args } = apiRequest('/customer-center/invoices?page=abc', dealer);
    const { query, result } = await loadInvoicesList(args);
    expect(query.page).toBe(1);
    expect(result).toEqual({ status: 'failed' });
  });

  it('do not ask the API for documents the permission scope does not show, and read its 403 alike', async () => {
    const refused = apiRequest('/customer-center/orders', invoiceScope);
    expect((await loadOrdersList(refused.args)).result).toEqual({ status: 'forbidden' });
    expect(refused.sent).toEqual([]);

    const answered = apiRequest('/customer-center/invoices', dealer, {
      GetInvoicesWithPagination: {
        status: 403,
        payload: { message: 'Invoice scope required', errorCode: 'permission-scope.invoice-required' },
      },
    });
    expect((await loadInvoicesList(answered.args)).result).toEqual({ status: 'forbidden' });
  });

  it('send a visitor to login and refuse a sales user who acts for no customer', async () => {
    const visitor = await rejectionOf(() => loadOrdersList(apiRequest('/da/kundecenter/ordrer', null).args));
    expect(visitor).toBeInstanceOf(Response);
    expect((visitor as Response).headers.get('Location')).toBe('/da/login');

    const sales = await rejectionOf(() =>
      loadOrdersList(apiRequest('/customer-center/orders', salesPerson).args),
    );
    expect(sales).toMatchObject({ init: { status: 403 } });
  });
});

describe('the customer-center detail loaders', () => {
  it('show the not-found page for a missing or foreign document, or an id the API refuses', async () => {
    for (const status of [404, 400]) {
      const { args } = apiRequest(
        '/customer-center/credit-memos/LCM-1',
        dealer,
        { GetCreditMemo: { status, payload: { message: 'Not found', errorCode: 'not-found' } } },
        { params: { id: 'LCM-1' } },
      );
      const error = await rejectionOf(() => loadCreditMemoDetail(args));
      expect(error).toMatchObject({ data: 'not-found', init: { status: 404 } });
    }
  });

  it('show the order without its shipments when only those cannot be read', async () => {
    const order = { orderId: 'SO1', lines: [], invoices: [], creditMemos: [] };
    const { args, sent } = apiRequest(
      '/customer-center/orders/SO1',
      dealer,
      { GetOrder: { status: 200, payload: { order } } },
      { params: { id: 'SO1' } },
    );
    expect(await loadOrderDetail(args)).toEqual({ order, shipments: { status: 'failed' } });
    expect(sent.map((request) => request.body)).toEqual([
      { orderId: 'SO1', languageCode: 'en' },
      { area: { areaId: 'b2b', languageCode: 'en' }, orderId: 'SO1' },
    ]);
  });

  it('refuse a document the permission scope does not show with the 403 page, before asking', async () => {
    const { args, sent } = apiRequest(
      '/customer-center/orders/SO1',
      invoiceScope,
      {},
      { params: { id: 'SO1' } },
    );
    const error = await rejectionOf(() => loadOrderDetail(args));
    expect(error).toMatchObject({ init: { status: 403 } });
    expect(sent).toEqual([]);
  });
});
