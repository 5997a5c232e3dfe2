import type { Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { issuePasswordToken } from './index.ts';

const area = { areaId: 'b2b', languageCode: 'en' } as const;
const tokenUrl = 'http://localhost:3000/recover-password?token={token}&username={username}';

/** A call as the web server forwards it: the visitor's address in X-Forwarded-For, from loopback. */
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

const recover = (app: FastifyInstance, username: string, address: string) =>
  callApi(app, endpoints.user.recoverPassword, { body: { area, username, tokenUrl } }, from(address));

const verifyToken = (app: FastifyInstance, username: string, token: string, address: string) =>
  callApi(app, endpoints.user.verifyToken, { body: { area, username, token } }, from(address));

const login = (app: FastifyInstance, username: string, password: string, address: string) =>
  callApi(app, endpoints.user.login, { body: { username, password } }, from(address));

function expectLimited(answer: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toMatchObject({ errorCode: 'rate-limited', type: 'RateLimitException' });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('limits of the password flows', () => {
  const shared = useSharedTestApp({
    loginRateLimitPerMinute: 3,
    loginAccountLimit: { failures: 3, windowMinutes: 15 },
  });

  it('send at most five recovery mails an hour for one username, from any addresses, known or not', async () => {
    const { app } = shared;
    for (const username of ['dealer@nordlys.demo', 'nobody@nowhere.example']) {
      for (let i = 1; i <= 5; i++) {
        expect((await recover(app, username, `198.51.100.${i}`)).statusCode, `${username} ${i}`).toBe(200);
      }
      const limited = await recover(app, username, '198.51.100.6');
      expectLimited(limited);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50 * 60);
    }
    expect((await recover(app, 'haendler@nordlys.demo', '198.51.100.6')).statusCode).toBe(200);
  });

  it('limit one address asking for recovery mails per minute, whatever the username', async () => {
    const { app } = shared;
    for (let i = 1; i <= 3; i++)
      expect((await recover(app, 'apac@nordlys.demo', '203.0.113.9')).statusCode).toBe(200);
    expectLimited(await recover(app, 'apac@nordlys.demo', '203.0.113.9'));
    // Nor other usernames: one address cannot have the shop mail many accounts.
    expectLimited(await recover(app, 'store.us@nordlys.demo', '203.0.113.9'));
    expect((await recover(app, 'apac@nordlys.demo', '203.0.113.10')).statusCode).toBe(200);
  });

  it('stop guessing reset tokens for an account after three wrong ones, the right one included', async () => {
    const { app } = shared;
    const { token } = await issuePasswordToken(app.db, 'u-shop-uk', 'reset', {
      ttlMinutes: 60,
      now: new Date(),
    });
    for (let i = 1; i <= 3; i++) {
      expect(
        (await verifyToken(app, 'shop.uk@nordlys.demo', `wrong-token-${i}`.padEnd(43, 'x'), `192.0.2.${i}`))
          .statusCode,
      ).toBe(401);
    }
    expectLimited(await verifyToken(app, 'shop.uk@nordlys.demo', token, '192.0.2.4'));
    const reset = await callApi(
      app,
      endpoints.user.resetPasswordByToken,
      { body: { area, username: 'shop.uk@nordlys.demo', token, newPassword: 'violet harbour tram' } },
      from('192.0.2.5'),
    );
    expectLimited(reset);
    // Another account's tokens are not affected.
    const other = await issuePasswordToken(app.db, 'u-store-us', 'reset', {
      ttlMinutes: 60,
      now: new Date(),
    });
    expect((await verifyToken(app, 'store.us@nordlys.demo', other.token, '192.0.2.4')).statusCode).toBe(200);
  });

  it('count a wrong current password in ChangePassword as a failed login of the account', async () => {
    const { app } = shared;
    const token = await loginAs(app, 'butik.se@nordlys.demo');
    const change = (currentPassword: string) =>
      callApi(
        app,
        endpoints.user.changePassword,
        { body: { area, currentPassword, newPassword: 'violet harbour tram' } },
        { token, headers: { 'x-forwarded-for': '198.18.0.1' } },
      );
    for (let i = 1; i <= 2; i++) expect((await change(`guess-${i}`)).statusCode).toBe(401);
    expect((await login(app, 'butik.se@nordlys.demo', 'guess-3', '198.18.0.2')).statusCode).toBe(401);
    expectLimited(await change('nordlys-demo'));
    expectLimited(await login(app, 'butik.se@nordlys.demo', 'nordlys-demo', '198.18.0.3'));
  });

  it("clear the account's failed logins when the password is reset through a mailed link", async () => {
    const { app } = shared;
    for (let i = 1; i <= 3; i++) await login(app, 'butikk.no@nordlys.demo', `guess-${i}`, `198.18.1.${i}`);
    expectLimited(await login(app, 'butikk.no@nordlys.demo', 'nordlys-demo', '198.18.1.4'));
    const { token } = await issuePasswordToken(app.db, 'u-butikk-no', 'reset', {
      ttlMinutes: 60,
      now: new Date(),
    });
    const reset = await callApi(
      app,
      endpoints.user.resetPasswordByToken,
      { body: { area, username: 'butikk.no@nordlys.demo', token, newPassword: 'violet harbour tram' } },
      from('198.18.1.5'),
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(app, 'butikk.no@nordlys.demo', 'violet harbour tram', '198.18.1.6')).statusCode).toBe(
      200,
    );
  });
});

/** A small deterministic generator, so a failing body can be found again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const awkward = [
  '',
  ' ',
  'a',
  '\u0000',
  '\ud800',
  'x'.repeat(5000),
  '{token}{username}',
  'http://localhost:3000/{token}/{username}',
  'https://evil.example/{token}/{username}',
  'dealer@nordlys.demo',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  'æøå 東京 🦊',
];

function junk(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * (depth > 2 ? 6 : 9));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return next() > 0.5;
    case 2:
      return [0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, 3.5][Math.floor(next() * 5)];
    case 3:
    case 4:
    case 5:
      return awkward[Math.floor(next() * awkward.length)];
    case 6:
      return Array.from({ length: Math.floor(next() * 4) }, () => junk(next, depth + 1));
    default: {
      const keys = [
        'area',
        'username',
        'token',
        'tokenUrl',
        'newPassword',
        'currentPassword',
        'areaId',
        'languageCode',
        '__proto__',
        'constructor',
      ];
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 6) }, () => [
          keys[Math.floor(next() * keys.length)],
          junk(next, depth + 1),
        ]),
      );
    }
  }
}

/** Bodies near the valid ones, with one field replaced by junk, and junk of every shape. */
function bodiesFor(valid: Record<string, unknown>, next: () => number, count: number): unknown[] {
  const fields = Object.keys(valid);
  const near = Array.from({ length: count }, () => {
    const field = fields[Math.floor(next() * fields.length)] ?? 'area';
    return { ...valid, [field]: junk(next) };
  });
  const areas = [
    { ...valid, area: { areaId: 'b2b', languageCode: 'xx' } },
    { ...valid, area: { areaId: '', languageCode: 'en' } },
  ];
  return [...near, ...areas, ...Array.from({ length: count }, () => junk(next)), undefined, [], 'text', 42];
}

describe('the password flows under fuzzed bodies', () => {
  const shared = useSharedTestApp();

  it('answer every junk body with a 4xx, never a 5xx', async () => {
    const { app } = shared;
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const cases: Array<[Endpoint, Record<string, unknown>, string | null]> = [
      [endpoints.user.recoverPassword, { area, username: 'nobody@nowhere.example', tokenUrl }, null],
      [endpoints.user.verifyToken, { area, username: 'dealer@nordlys.demo', token: 'x'.repeat(43) }, null],
      [
        endpoints.user.resetPasswordByToken,
        { area, username: 'dealer@nordlys.demo', token: 'x'.repeat(43), newPassword: 'violet harbour tram' },
        null,
      ],
      [
        endpoints.user.changePassword,
        { area, currentPassword: 'not-the-password', newPassword: 'violet harbour tram' },
        dealer,
      ],
    ];
    const next = random(17);
    for (const [endpoint, valid, token] of cases) {
      const statuses = new Set<number>();
      for (const body of bodiesFor(valid, next, 40)) {
        const answer = await callApiUnchecked(app, endpoint, { body }, { token });
        statuses.add(answer.statusCode);
        expect(
          answer.statusCode,
          `${endpoint.operationId} ${JSON.stringify(body)?.slice(0, 300)}`,
        ).toBeLessThan(500);
        if (answer.statusCode >= 400) expect(answer.json()).toHaveProperty('errorCode');
      }
      // 200 only where junk left a valid request (RecoverPassword for a junk username).
      expect(
        [...statuses].every((status) => [200, 400, 401, 404, 413, 415].includes(status)),
        `${[...statuses]}`,
      ).toBe(true);
      expect(statuses.has(400)).toBe(true);
    }
    const raw = await app.inject({
      method: 'POST',
      url: endpoints.user.resetPasswordByToken.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"area": {"areaId": "b2b", "languageCode": "en"}, "username": ',
    });
    expect(raw.statusCode).toBe(400);
    // The dealer's password is untouched by all of it.
    expect(await loginAs(app, 'dealer@nordlys.demo')).toBeTruthy();
  });
});
