import type { AddressInfo } from 'node:net';
import { type AuditEntryRow, backofficeAuditLimits, type SearchAuditResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { uiTexts } from '@shop/ui-texts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { auditLog } from '../../modules/audit/audit.tables.ts';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { createOrder, readyCart, stockedVariant, visitorToken } from '../../test-support/order-kit.ts';
import { loginAs, useSharedTestApp, useTestApp } from '../../test-support/test-app.ts';
import { auditCsvBatchSize, auditCsvColumns } from './audit-csv-report.ts';

const shared = useSharedTestApp();
const calls = endpoints.backofficeAudit;

let manager: string;
let managerId: string;

beforeAll(async () => {
  manager = await loginAs(shared.app, 'manager@nordlys.demo');
  const [row] = await queryRows<{ id: string }>(
    shared.app.db,
    sql`select id from users where email = 'manager@nordlys.demo'`,
  );
  managerId = row?.id ?? '';
});

async function search(
  body: object,
  app: FastifyInstance = shared.app,
  token = manager,
): Promise<SearchAuditResponse> {
  const answer = await callApiUnchecked(app, calls.searchAudit, { body }, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** A CSV parsed back (RFC 4180: quoted cells with doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function downloadCsv(app: FastifyInstance, query: Record<string, string>) {
  const answer = await callApiUnchecked(app, calls.getAuditCsv, { query }, { token: manager });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['content-disposition']).toMatch(
    /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/,
  );
  const bytes = answer.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.subarray(3).toString('utf8'));
}

/** Entries written straight into the log, at chosen moments (2020, so no other test's entries are in range). */
async function seedEntries(app: FastifyInstance, rows: Array<Partial<typeof auditLog.$inferInsert>>) {
  await app.db.insert(auditLog).values(
    rows.map((row, index) => ({
      action: 'order.update-state',
      entity: 'order',
      entityId: `SO-AUDIT-${index}`,
      at: new Date(Date.UTC(2020, 0, 1, 12, 0, index)),
      ...row,
    })),
  );
}

describe('the audit log in the back office', () => {
  it('answers staff only: 401 anonymous, 403 for visitors, dealers, sales and proposal users', async () => {
    const { app } = shared;
    const refusedTokens = {
      visitor: await visitorToken(app),
      dealer: await loginAs(app, 'dealer@nordlys.demo'),
      'dealer colleague': await loginAs(app, 'dealer.none@nordlys.demo'),
      'sales person': await loginAs(app, 'sales@nordlys.demo'),
      'proposal user': await loginAs(app, 'proposal@nordlys.demo'),
    };
    for (const [endpoint, input] of [
      [calls.searchAudit, { body: {} }],
      [calls.getAuditCsv, { query: {} }],
    ] as const) {
      const anonymous = await callApiUnchecked(app, endpoint, input);
      expect(anonymous.statusCode, `${endpoint.operationId} anonymous`).toBe(401);
      for (const [who, token] of Object.entries(refusedTokens)) {
        const refused = await callApiUnchecked(app, endpoint, input, { token });
        expect(refused.statusCode, `${endpoint.operationId} as ${who}`).toBe(403);
        expect(refused.json().errorCode, `${endpoint.operationId} as ${who}`).toBe('Forbidden');
      }
      const staff = await callApiUnchecked(app, endpoint, input, { token: manager });
      expect(staff.statusCode, `${endpoint.operationId} as manager`).toBe(200);
    }
  });

  it("shows staff's back-office writes: an order's status move, a user's deactivation and a content edit", async () => {
    const { app } = shared;
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const variant = await stockedVariant(app, 10_000);
    const { cartId } = await readyCart(app, dealer, { lines: [{ variant, quantity: 120 }] });
    const created = await createOrder(app, dealer, cartId, { paymentMethod: 'account' });
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json().order.orderId as string;
    await app.db.execute(sql`update orders set status = 'ErrorInTransfer' where id = ${orderId}`);
    const moved = await callApi(
      app,
      endpoints.backofficeOrders.updateOrderState,
      { body: { orderId, status: 'Rejected', reason: 'audit story' } },
      { token: manager },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    for (const active of [false, true]) {
      const changed = await callApi(
        app,
        endpoints.backofficeUsers.setUserActive,
        { body: { userId: 'u-dealer-dk-none', active } },
        { token: manager },
      );
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const edited = await callApi(
      app,
      endpoints.contentDocuments.update,
      {
        body: {
          type: 'translation',
          areaId: 'b2b',
          languageCode: 'en',
          key: 'audit.story',
          body: { value: 'Written for the audit log' },
        },
      },
      { token: manager },
    );
    expect(edited.statusCode, edited.body).toBe(200);

    // The customer of the order and of the user is on the entries, though staff acted for no customer.
    const forCustomer = await search({
      customerNumber: 'c10001',
      user: 'MANAGER@nordlys.demo',
      pageSize: 100,
    });
    const byAction = (action: string) => forCustomer.entries.filter((entry) => entry.action === action);
    const [move] = byAction('order.update-state');
    expect(move).toMatchObject({
      entity: 'order',
      entityId: orderId,
      actor: { userId: managerId, email: 'manager@nordlys.demo', name: expect.any(String) },
      impersonator: null,
      customerNumber: 'C10001',
      customerName: expect.any(String),
      details: { from: 'ErrorInTransfer', to: 'Rejected', reason: 'audit story' },
    } satisfies Partial<AuditEntryRow>);
    expect(byAction('user.deactivate').map((entry) => entry.entityId)).toContain('u-dealer-dk-none');
    expect(byAction('user.reactivate').map((entry) => entry.entityId)).toContain('u-dealer-dk-none');
    // Newest first: the reactivation came after the deactivation.
    const actions = forCustomer.entries.map((entry) => entry.action);
    expect(actions.indexOf('user.reactivate')).toBeLessThan(actions.indexOf('user.deactivate'));

    const content = await search({ user: managerId, pageSize: 100 });
    expect(content.entries.find((entry) => entry.action === 'document.update')).toMatchObject({
      entity: 'content-document',
      customerNumber: null,
      actor: { email: 'manager@nordlys.demo' },
    });
  });

  it('filters by customer, by user (actor or impersonator, by e-mail or id) and by Copenhagen days', async () => {
    const { app } = shared;
    const [sales] = await queryRows<{ id: string }>(
      app.db,
      sql`select id from users where email = 'sales@nordlys.demo'`,
    );
    const salesId = sales?.id ?? '';
    await seedEntries(app, [
      // 2020-03-03 23:30 UTC is already 2020-03-04 in Copenhagen.
      {
        at: new Date('2020-03-03T23:30:00Z'),
        customerNumber: 'C20001',
        actorUserId: managerId,
        entityId: 'late',
      },
      {
        at: new Date('2020-03-03T22:30:00Z'),
        customerNumber: 'C20001',
        actorUserId: managerId,
        entityId: 'day',
      },
      {
        at: new Date('2020-03-04T10:00:00Z'),
        customerNumber: 'C30001',
        actorUserId: salesId,
        impersonatorUserId: salesId,
        action: 'cart.addOrUpdateLines',
        entity: 'cart',
        entityId: 'impersonated',
      },
      { at: new Date('2020-03-05T10:00:00Z'), actorUserId: 'u-gone', entityId: 'deleted-user' },
    ]);
    const ids = async (body: object) =>
      (await search({ from: '2020-03-01', to: '2020-03-31', ...body })).entries.map(
        (entry) => entry.entityId,
      );

    expect(await ids({})).toEqual(['deleted-user', 'impersonated', 'late', 'day']);
    expect(await ids({ customerNumber: ' c20001 ' })).toEqual(['late', 'day']);
    expect(await ids({ from: '2020-03-04', to: '2020-03-04' })).toEqual(['impersonated', 'late']);
    expect(await ids({ from: '2020-03-03', to: '2020-03-03' })).toEqual(['day']);
    expect(await ids({ user: 'sales@NORDLYS.demo' })).toEqual(['impersonated']);
    expect(await ids({ user: managerId })).toEqual(['late', 'day']);
    // A user since deleted is found by the id the log keeps; an unknown e-mail finds nothing.
    expect(await ids({ user: 'u-gone' })).toEqual(['deleted-user']);
    expect(await ids({ user: 'nobody@example.com' })).toEqual([]);
    expect(await ids({ customerNumber: '', user: null, from: '2020-03-05', to: '2020-03-05' })).toEqual([
      'deleted-user',
    ]);

    const [impersonated] = (await search({ from: '2020-03-04', to: '2020-03-04', user: salesId })).entries;
    expect(impersonated?.impersonator).toEqual({
      userId: salesId,
      name: expect.any(String),
      email: 'sales@nordlys.demo',
    });
    expect(impersonated?.customerName).toEqual(expect.any(String));
    const [gone] = (await search({ user: 'u-gone' })).entries;
    expect(gone?.actor).toEqual({ userId: 'u-gone', name: null, email: null });
  });

  it('pages newest first without skipping or repeating, within a bounded page size', async () => {
    const { app } = shared;
    await seedEntries(
      app,
      Array.from({ length: 30 }, (_, index) => ({
        at: new Date(Date.UTC(2020, 5, 10, 8, 0, index)),
        customerNumber: 'C-PAGING',
        entityId: `page-${String(index).padStart(2, '0')}`,
      })),
    );
    const first = await search({ customerNumber: 'C-PAGING', pageSize: 25 });
    const second = await search({ customerNumber: 'C-PAGING', pageSize: 25, pageNr: 2 });
    expect(first).toMatchObject({ totalCount: 30, pageCount: 2, pageNr: 1, pageSize: 25 });
    expect(second.entries).toHaveLength(5);
    const all = [...first.entries, ...second.entries].map((entry) => entry.entityId);
    expect(all).toEqual(
      Array.from({ length: 30 }, (_, index) => `page-${String(29 - index).padStart(2, '0')}`),
    );
    expect((await search({ customerNumber: 'C-PAGING' })).pageSize).toBe(
      backofficeAuditLimits.defaultPageSize,
    );
  });

  it('refuses a reversed range and bad filters with a 400 naming them', async () => {
    const refusal = async (body: object) => {
      const answer = await callApiUnchecked(shared.app, calls.searchAudit, { body }, { token: manager });
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json() as { errorCode: string; message: string };
    };
    const reversed = await refusal({ from: '2026-12-05', to: '2026-12-01' });
    expect(reversed.errorCode).toBe('validation-failed');
    expect(reversed.message).toContain('from (2026-12-05) must not be after to (2026-12-01)');
    expect((await refusal({ from: '2026-02-30' })).message).toContain('from is not a date of the calendar');
    expect((await refusal({ to: '05-12-2026' })).message).toContain('to must be a date, YYYY-MM-DD');
    expect((await refusal({ pageSize: 101 })).message).toContain('pageSize must be at most 100');
    expect((await refusal({ pageNr: 0 })).message).toContain('pageNr must be a whole number from 1');
    expect((await refusal({ user: 'x'.repeat(255) })).message).toContain(
      'user is longer than 254 characters',
    );

    const csv = await callApiUnchecked(
      shared.app,
      calls.getAuditCsv,
      { query: { from: '2026-12-05', to: '2026-12-01' } },
      { token: manager },
    );
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toContain('from (2026-12-05) must not be after to (2026-12-01)');
    const language = await callApiUnchecked(
      shared.app,
      calls.getAuditCsv,
      { query: { languageCode: 'fr' } },
      { token: manager },
    );
    expect(language.statusCode).toBe(400);
  });

  it('downloads the filtered entries as CSV in the page language, with formula characters escaped', async () => {
    const { app } = shared;
    await seedEntries(app, [
      {
        at: new Date('2020-09-01T06:00:00Z'),
        customerNumber: 'C-CSV',
        actorUserId: managerId,
        entity: '=HYPERLINK("http://evil.example")',
        entityId: '+1 555',
        details: { note: 'a, "quoted"\nline' },
      },
      {
        at: new Date('2020-09-01T07:00:00Z'),
        customerNumber: 'C-CSV',
        action: 'document.update',
        entity: 'content-document',
        entityId: '-2+3',
      },
      {
        at: new Date('2020-09-01T08:00:00Z'),
        customerNumber: 'C-CSV',
        action: 'old.renamed',
        entityId: '@SUM(A1)',
      },
      { at: new Date('2020-09-02T08:00:00Z'), customerNumber: 'C-OTHER' },
    ]);
    const [managerName] = await queryRows<{ name: string }>(
      app.db,
      sql`select name from users where id = ${managerId}`,
    );
    for (const languageCode of ['en', 'da'] as const) {
      const rows = await downloadCsv(app, { customerNumber: 'C-CSV', from: '2020-09-01', languageCode });
      expect(rows[0]).toEqual(auditCsvColumns.map((key) => uiTexts[languageCode][key]));
      expect(rows.slice(1).map((row) => row[10])).toEqual(["'@SUM(A1)", "'-2+3", "'+1 555"]);
      const [renamed, content, move] = rows.slice(1);
      // An action since renamed is written by its code; the shop itself wrote the entries without a user.
      expect(renamed?.slice(7, 9)).toEqual(['old.renamed', 'old.renamed']);
      expect(renamed?.[1]).toBe(uiTexts[languageCode]['backoffice.audit.the-shop']);
      expect(content?.[7]).toBe(uiTexts[languageCode]['backoffice.audit.action.document.update']);
      expect(move).toEqual([
        '2020-09-01T08:00:00+02:00',
        managerName?.name,
        'manager@nordlys.demo',
        '',
        '',
        'C-CSV',
        '',
        uiTexts[languageCode]['backoffice.audit.action.order.update-state'],
        'order.update-state',
        `'=HYPERLINK("http://evil.example")`,
        "'+1 555",
        '{"note":"a, \\"quoted\\"\\nline"}',
      ]);
    }
    expect(uiTexts.da['backoffice.audit.csv.when']).not.toBe(uiTexts.en['backoffice.audit.csv.when']);
  });

  it(`holds at most the newest ${backofficeAuditLimits.csvRows} entries, streamed a batch at a time`, async () => {
    const app = await useTestApp();
    const token = await loginAs(app, 'manager@nordlys.demo');
    const total = backofficeAuditLimits.csvRows + 5;
    expect(total).toBeGreaterThan(auditCsvBatchSize * 2);
    const start = Date.UTC(2021, 0, 1);
    for (let offset = 0; offset < total; offset += 2_000) {
      await seedEntries(
        app,
        Array.from({ length: Math.min(2_000, total - offset) }, (_, index) => ({
          at: new Date(start + (offset + index) * 1_000),
          customerNumber: 'C-MANY',
          entityId: `many-${offset + index}`,
        })),
      );
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await fetch(
      `http://127.0.0.1:${port}${calls.getAuditCsv.path}?customerNumber=C-MANY&languageCode=en`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    const rows = parseCsv(new TextDecoder('utf-8').decode(await answer.arrayBuffer()).slice(1));
    expect(rows).toHaveLength(backofficeAuditLimits.csvRows + 1);
    const entityIds = rows.slice(1).map((row) => row[10]);
    expect(new Set(entityIds).size).toBe(backofficeAuditLimits.csvRows);
    expect(entityIds[0]).toBe(`many-${total - 1}`);
    expect(entityIds.at(-1)).toBe(`many-${total - backofficeAuditLimits.csvRows}`);
    expect((await search({ customerNumber: 'C-MANY', pageSize: 1 }, app, token)).totalCount).toBe(total);
  });
});
