import type { ProposalDraft, User } from '@shop/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, apiRequest, rejectionOf, type SentCall } from '../../test-support/api-request.ts';
import { dealer, salesPerson } from '../../test-support/auth-args.ts';
import { customerProposalAction } from './customer-proposal-action.server.ts';
import { loadProposalRecipients, loadSalesProposal, loadSalesProposals } from './load-proposals.server.ts';
import { proposalDraftsAction } from './proposal-drafts-action.server.ts';
import { proposalRecipientsAction } from './proposal-recipients-action.server.ts';

const editing: User = {
  ...salesPerson,
  roles: ['impersonator', 'proposal'],
  extraInfo: { impersonatorName: null, draftId: 'd-1' },
};

/**
 * The API as the session's new client reaches it once the token changed hands (a real HTTP client): the same
 * answers by operation, with the bearer token each call carried.
 */
function stubApiHost(answers: Record<string, ApiAnswer>, sent: Array<SentCall & { token: string | null }>) {
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    const operation = url.pathname.split('/').pop() ?? '';
    const headers = init.headers as Record<string, string>;
    sent.push({
      method: init.method ?? 'GET',
      url: url.pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      token: headers.Authorization?.replace('Bearer ', '') ?? null,
    });
    const answer = answers[operation] ?? { status: 500, payload: null };
    return new Response(JSON.stringify(answer.payload), { status: answer.status });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const draft: ProposalDraft = {
  id: 'd-1',
  name: 'Spring windows',
  currencyCode: 'DKK',
  ownerUserId: 'u-sales',
  ownerName: 'Sofie Sælger',
  recipientCount: 1,
  lineCount: 2,
  quantity: 8,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
  notes: '',
  validUntil: null,
  recipients: [
    {
      userId: 'u-dealer-dk',
      username: 'dealer@nordlys.demo',
      name: 'Mette Jensen',
      customerNumber: 'C10001',
      customerName: 'Lille Kanin',
    },
  ],
  carts: [
    {
      id: 'c-1',
      orderType: 'Stock',
      lineCount: 2,
      quantity: 8,
      extraInfo: { draftId: 'd-1' },
      lines: [],
    },
  ],
};

const summary = {
  id: 'p-1',
  name: 'Spring windows',
  status: 'Sent',
  customerNumber: 'C10001',
  customerName: 'Lille Kanin',
  currencyCode: 'DKK',
  rrpCurrencyCode: 'DKK',
  salesPersonName: 'Sofie Sælger',
  recipientCount: 1,
  lineCount: 2,
  quantity: 8,
  netTotal: 80000,
  validUntil: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};

const page = { pageNr: 2, pageSize: 20, pageCount: 3, totalCount: 41 };
const token = (value: string) => ({
  token: value,
  tokenType: 'Bearer',
  expiresAt: '2099-01-01T00:00:00.000Z',
});

describe('the sales proposal loaders', () => {
  it('ask for the page, search and status in the URL in the page language, and keep a failed list a value', async () => {
    const { args, sent } = apiRequest(
      '/da/sales/proposals?page=2&search=spring&status=Viewed&sent=2',
      salesPerson,
      {
        GetProposals: [
          { status: 200, payload: { proposals: [], ...page } },
          { status: 503, payload: null },
        ],
      },
    );
    const loaded = await loadSalesProposals(args);
    expect(loaded).toEqual({
      query: { page: 2, search: 'spring', status: 'Viewed' },
      result: { status: 'ok', rows: [], pageCount: 3, totalCount: 41 },
      sent: 2,
    });
    expect(sent[0]?.body).toEqual({
      areaInfo: { areaId: 'b2b', languageCode: 'da' },
      pageSize: 20,
      pageNr: 2,
      search: 'spring',
      status: 'Viewed',
    });
    expect((await loadSalesProposals(args)).result).toEqual({ status: 'failed' });
  });

  it('send a visitor to login, refuse a dealer, and answer a missing or refused id with the not-found page', async () => {
    const visitor = await rejectionOf(() => loadSalesProposals(apiRequest('/sales/proposals', null).args));
    expect((visitor as Response).headers.get('Location')).toBe('/login');
    expect(
      await rejectionOf(() => loadSalesProposals(apiRequest('/sales/proposals', dealer).args)),
    ).toMatchObject({
      init: { status: 403 },
    });
    for (const status of [404, 400]) {
      const { args } = apiRequest(
        '/sales/proposals/p-9',
        salesPerson,
        { GetProposal: { status, payload: null } },
        {
          params: { id: 'p-9' },
        },
      );
      expect(await rejectionOf(() => loadSalesProposal(args))).toMatchObject({
        data: 'not-found',
        init: { status: 404 },
      });
    }
  });
});

describe('the recipients page', () => {
  it('is for a session editing a draft, whose draft the API names on the user', async () => {
    // A sales user whose own row has the proposal role edits no draft.
    const roleOnly: User = { ...editing, extraInfo: { impersonatorName: null, draftId: null } };
    for (const user of [salesPerson, dealer, roleOnly]) {
      const { args, sent } = apiRequest('/proposal-recipients', user);
      expect(await rejectionOf(() => loadProposalRecipients(args))).toMatchObject({ init: { status: 403 } });
      expect(sent).toEqual([]);
    }
    const gone = apiRequest('/proposal-recipients', editing, {
      GetProposalDraftById: { status: 404, payload: null },
    });
    expect(await rejectionOf(() => loadProposalRecipients(gone.args))).toMatchObject({
      init: { status: 404 },
    });

    const { args, sent } = apiRequest(
      '/proposal-recipients?search=kanin',
      editing,
      {
        GetProposalDraftById: { status: 200, payload: { draft } },
        SearchProposalRecipients: { status: 200, payload: { users: [], ...page } },
      },
      {},
    );
    const loaded = await loadProposalRecipients(args);
    expect(loaded.draft.id).toBe('d-1');
    expect(sent.map((call) => [call.url, call.body])).toEqual([
      ['/api/Proposal/GetProposalDraftById', { areaInfo: { areaId: 'b2b', languageCode: 'en' }, id: 'd-1' }],
      [
        '/api/Proposal/SearchProposalRecipients',
        { areaInfo: { areaId: 'b2b', languageCode: 'en' }, pageSize: 20, pageNr: 1, search: 'kanin' },
      ],
    ]);
  });

  it('adds the ticked users to those chosen, all at once', async () => {
    const { args, sent } = apiRequest(
      '/proposal-recipients',
      editing,
      {
        GetProposalDraftById: { status: 200, payload: { draft } },
        UpdateProposalDraft: { status: 200, payload: { draft } },
      },
      {
        form: {
          intent: 'add',
          username: ['shop.uk@nordlys.demo', 'dealer@nordlys.demo', 'haendler@nordlys.demo'],
        },
      },
    );
    const answer = await proposalRecipientsAction(args);
    expect(answer).toMatchObject({ data: { intent: 'add', status: 'done', count: 2 } });
    expect(sent[1]?.body).toMatchObject({
      draft: {
        id: 'd-1',
        recipients: ['dealer@nordlys.demo', 'shop.uk@nordlys.demo', 'haendler@nordlys.demo'],
      },
    });
  });

  it('converts with the sales user’s own token, after leaving the editing session, and lands on the list', async () => {
    const { args, sent } = apiRequest(
      '/da/proposal-recipients',
      editing,
      {
        GetProposalDraftById: { status: 200, payload: { draft } },
        UpdateProposalDraft: { status: 200, payload: { draft } },
        Unimpersonate: {
          status: 200,
          payload: { ...token('sales-own-token-0123456789'), user: salesPerson },
        },
      },
      {
        form: { intent: 'convert', notes: 'For spring', validUntil: '' },
      },
    );
    const afterwards: Array<SentCall & { token: string | null }> = [];
    stubApiHost(
      {
        ConvertDraftToProposal: { status: 200, payload: { proposals: [summary, { ...summary, id: 'p-2' }] } },
      },
      afterwards,
    );
    const answer = (await rejectionOf(() => proposalRecipientsAction(args))) as Response;
    expect(answer.headers.get('Location')).toBe('/da/sales/proposals?sent=2');
    expect(answer.headers.getSetCookie().join('\n')).toContain('shop_session=sales-own-token-0123456789');
    expect(sent.map((call) => call.url)).toEqual([
      '/api/Proposal/GetProposalDraftById',
      '/api/Proposal/UpdateProposalDraft',
      '/api/SalesImpersonation/Unimpersonate',
    ]);
    expect(sent[1]?.body).toMatchObject({ draft: { id: 'd-1', notes: 'For spring', validUntil: null } });
    expect(afterwards.map((call) => [call.url, call.token])).toEqual([
      ['/api/Proposal/ConvertDraftToProposal', 'sales-own-token-0123456789'],
    ]);
  });

  it('edits the draft again when the conversion is refused, and says why', async () => {
    const { args } = apiRequest(
      '/proposal-recipients',
      editing,
      {
        GetProposalDraftById: { status: 200, payload: { draft } },
        UpdateProposalDraft: { status: 200, payload: { draft } },
        Unimpersonate: {
          status: 200,
          payload: { ...token('sales-own-token-0123456789'), user: salesPerson },
        },
      },
      { form: { intent: 'convert', notes: '', validUntil: '' } },
    );
    const afterwards: Array<SentCall & { token: string | null }> = [];
    stubApiHost(
      {
        ConvertDraftToProposal: {
          status: 400,
          payload: { errorCode: 'proposal.recipient-not-allowed', message: 'no', status: 400 },
        },
        GetProposalUser: {
          status: 200,
          payload: { ...token('draft-again-token-0123456789'), draftId: 'd-1' },
        },
      },
      afterwards,
    );
    const answer = await proposalRecipientsAction(args);
    expect(answer).toMatchObject({
      data: {
        intent: 'convert',
        status: 'failed',
        formError: 'proposal-screens.error.recipient-not-allowed',
      },
      init: { status: 400 },
    });
    expect(afterwards.map((call) => call.url)).toEqual([
      '/api/Proposal/ConvertDraftToProposal',
      '/api/Proposal/GetProposalUser',
    ]);
    const cookies = new Headers((answer as { init: { headers: Headers } }).init.headers)
      .getSetCookie()
      .join('\n');
    expect(cookies).toContain('shop_session=draft-again-token-0123456789');
  });

  it('refuses to convert a draft without recipients before leaving the session', async () => {
    const { args, sent } = apiRequest(
      '/proposal-recipients',
      editing,
      { GetProposalDraftById: { status: 200, payload: { draft: { ...draft, recipients: [] } } } },
      { form: { intent: 'convert', notes: '', validUntil: '' } },
    );
    expect(await proposalRecipientsAction(args)).toMatchObject({
      data: { formError: 'proposal-screens.error.without-recipients' },
      init: { status: 409 },
    });
    expect(sent).toHaveLength(1);
  });
});

describe('the drafts page', () => {
  it('starts editing: the draft’s token becomes the session’s, then the shop', async () => {
    const { args, sent } = apiRequest(
      '/da/sales/proposals/drafts',
      salesPerson,
      {
        GetProposalUser: {
          status: 200,
          payload: { ...token('draft-token-0123456789abcdef'), draftId: 'd-1' },
        },
      },
      { form: { intent: 'edit', draftId: 'd-1', currencyCode: 'EUR' } },
    );
    const answer = (await rejectionOf(() => proposalDraftsAction(args))) as Response;
    expect(answer.headers.get('Location')).toBe('/da/shop');
    const cookies = answer.headers.getSetCookie().join('\n');
    expect(cookies).toContain('shop_session=draft-token-0123456789abcdef');
    expect(sent[0]?.body).toEqual({
      areaInfo: { areaId: 'b2b', languageCode: 'da' },
      draftId: 'd-1',
      currencyCode: 'EUR',
    });
  });

  it('says what is wrong with a new draft before asking the API', async () => {
    for (const [form, expected] of [
      [{ name: ' ', currencyCode: 'DKK' }, { fieldError: 'validation.required-field' }],
      [
        { name: 'x'.repeat(101), currencyCode: 'DKK' },
        { fieldError: 'proposal-screens.drafts.name-too-long' },
      ],
      [{ name: 'Spring', currencyCode: 'XXX' }, { formError: 'proposal-screens.drafts.currency-unknown' }],
    ] as const) {
      const { args, sent } = apiRequest(
        '/sales/proposals/drafts',
        salesPerson,
        {},
        { form: { intent: 'create', ...form } },
      );
      expect(await proposalDraftsAction(args)).toMatchObject({ data: expected, init: { status: 400 } });
      expect(sent).toEqual([]);
    }
  });
});

describe("the dealer's proposal", () => {
  it('adds the quantities as left, and refuses junk without asking the API', async () => {
    const added = { proposalId: 'p-1', carts: [], added: [], notAdded: [] };
    const requestId = '3b241101-e2bb-4255-8caf-4136c566a962';
    const { args, sent } = apiRequest(
      '/customer-center/proposals/p-1',
      dealer,
      { AddProposalToCart: { status: 200, payload: added } },
      {
        form: { intent: 'add-to-cart', 'quantity-1': '4', 'quantity-2': '0', requestId },
        params: { id: 'p-1' },
      },
    );
    expect(await customerProposalAction(args)).toMatchObject({ data: { status: 'done', answer: added } });
    // The form's request id goes with the call, so the same form sent again adds once (issue 31 item 10).
    expect(sent[0]?.body).toMatchObject({
      id: 'p-1',
      requestId,
      quantities: [
        { lineNo: 1, quantity: 4 },
        { lineNo: 2, quantity: 0 },
      ],
    });

    const junk = apiRequest(
      '/customer-center/proposals/p-1',
      dealer,
      {},
      {
        form: { intent: 'add-to-cart', 'quantity-1': '-3' },
        params: { id: 'p-1' },
      },
    );
    expect(await customerProposalAction(junk.args)).toMatchObject({
      data: { formError: 'proposal-screens.customer.quantities-invalid' },
      init: { status: 400 },
    });
    expect(junk.sent).toEqual([]);
  });
});
