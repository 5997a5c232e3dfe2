import type { AddressInfo } from 'node:net';
import type { Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApi, callApiUnchecked, type UncheckedInput } from '../../test-support/call-api.ts';
import { loginAs, useSharedTestApp, useTestApp } from '../../test-support/test-app.ts';
import { users } from './user.tables.ts';
import { csvPageSize, userCsvColumns } from './user-csv-report.ts';

const shared = useSharedTestApp();
const calls = endpoints.backofficeUsers;

/** Every back-office user call with input its contract accepts. */
const everyCall: Array<[Endpoint, UncheckedInput]> = [
  [calls.getRecoveryMailTemplates, { body: { areaId: 'b2b' } }],
  [
    calls.updateRecoveryMailTemplate,
    { body: { areaId: 'b2b', template: 'reset', languageCode: 'en', subject: 'S', body: '{link}' } },
  ],
  [
    calls.previewRecoveryMailTemplate,
    { body: { areaId: 'b2b', template: 'reset', languageCode: 'en', subject: 'S', body: '{link}' } },
  ],
  [calls.resetRecoveryMailTemplate, { body: { areaId: 'b2b', template: 'reset', languageCode: 'en' } }],
  [calls.searchUsers, { body: { query: '' } }],
  [calls.setUserActive, { body: { userId: 'u-dealer-dk', active: false } }],
  [calls.getUserCsvReport, {}],
];

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

describe('the back office user calls', () => {
  it('are refused for anonymous callers (401), dealers and sales users without B2B Manager (403)', async () => {
    const { app } = shared;
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const sales = await loginAs(app, 'sales@nordlys.demo');
    for (const [endpoint, input] of everyCall) {
      const anonymous = await callApiUnchecked(app, endpoint, input);
      expect(anonymous.statusCode, `${endpoint.operationId} anonymous`).toBe(401);
      for (const token of [dealer, sales]) {
        const refused = await callApiUnchecked(app, endpoint, input, { token });
        expect(refused.statusCode, `${endpoint.operationId} ${refused.body}`).toBe(403);
      }
    }
    // Nothing happened: the dealer is still active, the template still the built-in one.
    const [dealerRow] = await queryRows<{ active: boolean }>(
      app.db,
      sql`select active from users where id = 'u-dealer-dk'`,
    );
    expect(dealerRow?.active).toBe(true);
  });

  it('search users by name, e-mail or customer, paged, with their customer', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const search = async (body: Record<string, unknown>) => {
      const answer = await callApiUnchecked(app, calls.searchUsers, { body }, { token: manager });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const byCustomer = await search({ query: 'c10001' });
    expect(byCustomer.users.length).toBeGreaterThan(1);
    expect(
      byCustomer.users.every((user: { customerNumber: string }) => user.customerNumber === 'C10001'),
    ).toBe(true);
    const mette = byCustomer.users.find(
      (user: { username: string }) => user.username === 'dealer@nordlys.demo',
    );
    expect(mette).toMatchObject({ name: 'Mette Jensen', active: true, permissionScope: 'All' });
    expect(mette.customerName).toBeTruthy();
    const byName = await search({ query: mette.customerName.slice(0, 6).toUpperCase() });
    expect(byName.users.map((user: { id: string }) => user.id)).toContain('u-dealer-dk');
    const me = await search({ query: 'manager@nordlys' });
    expect(me.users).toHaveLength(1);
    expect(me.users[0]).toMatchObject({ isCurrentUser: true, customerNumber: null });
    expect(me.users[0].roles).toContain('B2B Manager');

    const all = await search({ query: '', pageSize: 3 });
    expect(all.users).toHaveLength(3);
    expect(all.pageCount).toBe(Math.ceil(all.total / 3));
    const second = await search({ query: '', pageSize: 3, pageNr: 2 });
    expect(second.users.map((user: { id: string }) => user.id)).not.toContain(all.users[0].id);
    // A LIKE wildcard is searched as itself.
    expect((await search({ query: '%' })).total).toBe(0);
    for (const bad of [
      { pageSize: 1000 },
      { pageNr: 0 },
      { query: 'x'.repeat(201) },
      { active: 'yes' },
      [],
    ]) {
      const refused = await callApiUnchecked(app, calls.searchUsers, { body: bad }, { token: manager });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().issues.length).toBeGreaterThan(0);
    }
  });

  it('deactivate a user (their sessions end at once) and reactivate them, never oneself; audited', async () => {
    const app = await useTestApp();
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const dealerSession = await loginAs(app, 'dealer.release@nordlys.demo');
    const [dealer] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`username = 'dealer.release@nordlys.demo'`);
    const userId = dealer!.id;
    const deactivated = await callApi(
      app,
      calls.setUserActive,
      { body: { userId, active: false } },
      { token: manager },
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().user.active).toBe(false);
    expect(deactivated.json().revokedSessions).toBe(1);
    expect((await callApi(app, endpoints.user.getUser, {}, { token: dealerSession })).statusCode).toBe(401);
    const login = await callApiUnchecked(app, endpoints.user.login, {
      body: { username: 'dealer.release@nordlys.demo', password: 'nordlys-demo' },
    });
    expect(login.statusCode).toBe(401);

    const reactivated = await callApi(
      app,
      calls.setUserActive,
      { body: { userId, active: true } },
      { token: manager },
    );
    expect(reactivated.json()).toMatchObject({ user: { active: true }, revokedSessions: 0 });
    await loginAs(app, 'dealer.release@nordlys.demo');

    const [me] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`username = 'manager@nordlys.demo'`);
    const self = await callApi(
      app,
      calls.setUserActive,
      { body: { userId: me!.id, active: false } },
      { token: manager },
    );
    expect(self.statusCode).toBe(409);
    expect(self.json().errorCode).toBe('user.cannot-deactivate-self');
    const missing = await callApi(
      app,
      calls.setUserActive,
      { body: { userId: 'u-nobody', active: false } },
      { token: manager },
    );
    expect(missing.statusCode).toBe(404);
    const audited = await queryRows<{ action: string; entity_id: string }>(
      app.db,
      sql`select action, entity_id from audit_log where entity = 'user' order by id`,
    );
    expect(audited).toEqual([
      { action: 'user.deactivate', entity_id: userId },
      { action: 'user.reactivate', entity_id: userId },
    ]);
  });

  it('download every user as CSV, streamed a page at a time, with formula characters escaped', async () => {
    const app = await useTestApp();
    const manager = await loginAs(app, 'manager@nordlys.demo');
    // More users than one page, some with names a spreadsheet would run.
    const tricky = [
      '=HYPERLINK("http://evil.example")',
      '+1 555',
      '-2+3',
      '@SUM(A1)',
      '\tTabbed',
      '\rReturn',
    ];
    const many = Array.from({ length: csvPageSize + 20 }, (_, index) => ({
      id: `u-csv-${index}`,
      username: `csv.${String(index).padStart(4, '0')}@example.com`,
      email: `csv.${index}@example.com`,
      name: tricky[index % tricky.length] ?? `Name, "quoted"\nline`,
      passwordHash: 'x',
      customerNumber: 'C10001',
      roles: [],
      active: index % 2 === 0,
    }));
    many[7]!.name = 'Anne, "Quoted"\nSecond line';
    await app.db.insert(users).values(many);

    // Through a real socket: the answer is chunked (streamed), not a body built first with its length.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}${calls.getUserCsvReport.path}`, {
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    expect(answer.headers.get('content-length')).toBeNull();
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder('utf-8').decode(bytes));
    expect(rows[0]).toEqual([...userCsvColumns]);
    const [{ total }] = (await queryRows<{ total: number }>(
      app.db,
      sql`select count(*)::int as total from users`,
    )) as [{ total: number }];
    expect(rows).toHaveLength(total + 1);
    const usernames = rows.slice(1).map((row) => row[0]);
    expect(new Set(usernames).size).toBe(total);
    const byUsername = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byUsername.get('csv.0000@example.com')?.[1]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(byUsername.get('csv.0001@example.com')?.[1]).toBe(`'+1 555`);
    expect(byUsername.get('csv.0002@example.com')?.[1]).toBe(`'-2+3`);
    expect(byUsername.get('csv.0003@example.com')?.[1]).toBe(`'@SUM(A1)`);
    expect(byUsername.get('csv.0004@example.com')?.[1]).toBe(`'\tTabbed`);
    expect(byUsername.get('csv.0005@example.com')?.[1]).toBe(`'\rReturn`);
    expect(byUsername.get('csv.0007@example.com')?.[1]).toBe('Anne, "Quoted"\nSecond line');
    expect(byUsername.get('csv.0001@example.com')?.[7]).toBe('no');
    expect(byUsername.get('dealer@nordlys.demo')?.slice(3, 8)).toEqual([
      'C10001',
      expect.any(String),
      '',
      'All',
      'yes',
    ]);
    const managerRow = byUsername.get('manager@nordlys.demo');
    expect(managerRow?.[5]).toContain('B2B Manager');
    expect(managerRow?.[8]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
