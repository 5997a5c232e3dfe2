import { randomBytes } from 'node:crypto';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfigFromEnv } from '../../env.ts';
import { createMemoryHitCounter, createRedisHitCounter } from '../../lib/hit-counter.ts';
import { parseApiTrustProxy } from '../../lib/trust-proxy.ts';
import { callApi } from '../../test-support/call-api.ts';
import { redisAnswers, unusedPort } from '../../test-support/tcp-proxy.ts';
import { buildTestApp, useSharedTestApp, useTestApp } from '../../test-support/test-app.ts';

/** A login attempt as the web server sends it: the visitor's address in X-Forwarded-For, from loopback. */
const attempt = (app: FastifyInstance, username: string, address: string, password = 'guess') =>
  callApi(
    app,
    endpoints.user.login,
    { body: { username, password } },
    { headers: { 'x-forwarded-for': address } },
  );

const redisUp = await redisAnswers();

describe('login limits', () => {
  const shared = useSharedTestApp({
    loginRateLimitPerMinute: 3,
    loginAccountLimit: { failures: 20, windowMinutes: 15 },
  });

  it('stop the 21st failed attempt at one account from the 21st address, the right password included', async () => {
    const { app } = shared;
    for (let i = 1; i <= 20; i++) {
      expect((await attempt(app, 'dealer@nordlys.demo', `198.51.100.${i}`)).statusCode, `attempt ${i}`).toBe(
        401,
      );
    }
    const limited = await attempt(app, 'Dealer@Nordlys.demo ', '198.51.100.21');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'rate-limited', type: 'RateLimitException' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect((await attempt(app, 'dealer@nordlys.demo', '198.51.100.22', 'nordlys-demo')).statusCode).toBe(429);
    // Other accounts, from the same addresses, are not affected.
    expect((await attempt(app, 'haendler@nordlys.demo', '198.51.100.21', 'nordlys-demo')).statusCode).toBe(
      200,
    );
  });

  it('count failures only: logins that succeed take nothing from the budget', async () => {
    const { app } = shared;
    for (let i = 1; i <= 19; i++) await attempt(app, 'shop.uk@nordlys.demo', `203.0.113.${i}`);
    for (let i = 1; i <= 3; i++) {
      expect((await attempt(app, 'shop.uk@nordlys.demo', `192.0.2.${i}`, 'nordlys-demo')).statusCode).toBe(
        200,
      );
    }
    expect((await attempt(app, 'shop.uk@nordlys.demo', '203.0.113.20')).statusCode).toBe(401);
    expect((await attempt(app, 'shop.uk@nordlys.demo', '203.0.113.21')).statusCode).toBe(429);
  });

  it('keep the limit per address and account, with the address the trusted web server names', async () => {
    const { app } = shared;
    for (let i = 0; i < 3; i++)
      expect((await attempt(app, 'store.us@nordlys.demo', '198.18.0.1')).statusCode).toBe(401);
    expect((await attempt(app, 'store.us@nordlys.demo', '198.18.0.1')).statusCode).toBe(429);
    // Another address (loopback is trusted by default, so its X-Forwarded-For counts) has its own budget.
    expect((await attempt(app, 'store.us@nordlys.demo', '198.18.0.2')).statusCode).toBe(401);
  });

  it('believe no X-Forwarded-For with API_TRUST_PROXY=false: every attempt is the socket address', async () => {
    const app = await useTestApp({ trustProxy: false, loginRateLimitPerMinute: 3 });
    for (let i = 1; i <= 3; i++) {
      expect((await attempt(app, 'dealer@nordlys.demo', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(app, 'dealer@nordlys.demo', '198.51.100.4')).statusCode).toBe(429);
  });

  it.skipIf(!redisUp)('are shared through Redis by two API instances', async () => {
    const shared = {
      redisUrl: 'redis://127.0.0.1:6379',
      rateLimitKeyPrefix: `test:rate:${randomBytes(6).toString('hex')}:`,
      loginRateLimitPerMinute: 3,
      loginAccountLimit: { failures: 20, windowMinutes: 15 },
    };
    const [one, two] = await Promise.all([useTestApp(shared), useTestApp(shared)]);
    expect([one.services.hitCounter.kind, two.services.hitCounter.kind]).toEqual(['redis', 'redis']);
    // Per address and account (the route limit): three attempts across both, the fourth refused.
    for (const app of [one, two, one]) {
      expect((await attempt(app, 'haendler@nordlys.demo', '198.18.0.9')).statusCode).toBe(401);
    }
    expect((await attempt(two, 'haendler@nordlys.demo', '198.18.0.9')).statusCode).toBe(429);
    // Per account across addresses: 20 failures spread over both instances, the 21st refused by either.
    for (let i = 1; i <= 20; i++) {
      const app = i % 2 ? one : two;
      expect((await attempt(app, 'dealer@nordlys.demo', `198.51.100.${i}`)).statusCode, `attempt ${i}`).toBe(
        401,
      );
    }
    expect((await attempt(one, 'dealer@nordlys.demo', '198.51.100.21')).statusCode).toBe(429);
    expect((await attempt(two, 'dealer@nordlys.demo', '198.51.100.22')).statusCode).toBe(429);
  });
});

/** 400 logins from one address, each with its own username and the same password (password spraying). */
async function spray(app: FastifyInstance, address: string, count = 400) {
  const statuses: number[] = [];
  for (let i = 1; i <= count; i++)
    statuses.push((await attempt(app, `sprayed-${i}@example.com`, address, 'Summer2026!')).statusCode);
  return statuses;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

/** Generous limits per address-and-account and per account, so only the address limit can stop a spray. */
const addressLimitOnly = {
  loginRateLimitPerMinute: 1000,
  loginAccountLimit: { failures: 1000, windowMinutes: 15 },
  loginAddressLimit: { failures: 30, windowMinutes: 1 },
};

describe('the login limit per address (ADR 71)', () => {
  const shared = useSharedTestApp(addressLimitOnly);

  it('stops password spraying: 400 usernames, one password, one address: 429 past 30 failures', async () => {
    const { app } = shared;
    const statuses = await spray(app, '198.51.100.200');
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(tally(statuses)).toEqual({ 401: 30, 429: 370 });
    const limited = await attempt(app, 'dealer@nordlys.demo', '198.51.100.200', 'nordlys-demo');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/failed logins from this address/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await attempt(app, 'dealer@nordlys.demo', '198.51.100.201', 'nordlys-demo')).statusCode).toBe(
      200,
    );
  });

  it('counts failures only: an office logging in rightly from one address is never held back', async () => {
    const { app } = shared;
    for (let i = 1; i <= 40; i++)
      expect((await attempt(app, 'dealer@nordlys.demo', '198.51.100.202', 'nordlys-demo')).statusCode).toBe(
        200,
      );
    expect((await spray(app, '198.51.100.202', 31)).at(-1)).toBe(429);
  });

  it('reads LOGIN_ADDRESS_FAILURE_LIMIT, 30 a minute by default', () => {
    expect(loadConfigFromEnv({}).loginAddressLimit).toEqual({ failures: 30, windowMinutes: 1 });
    expect(loadConfigFromEnv({ LOGIN_ADDRESS_FAILURE_LIMIT: '12' }).loginAddressLimit.failures).toBe(12);
  });
});

describe('the login limit per address with Redis', () => {
  it.skipIf(!redisUp)('is shared by every API instance on the same Redis', async () => {
    const config = { ...addressLimitOnly, redisUrl: 'redis://127.0.0.1:6379' };
    const rateLimitKeyPrefix = `test:address:${randomBytes(6).toString('hex')}:`;
    const [a, b] = await Promise.all([
      buildTestApp({ ...config, rateLimitKeyPrefix }),
      buildTestApp({ ...config, rateLimitKeyPrefix }),
    ]);
    try {
      expect(tally(await spray(a, '198.51.100.210', 20))).toEqual({ 401: 20 });
      expect(tally(await spray(b, '198.51.100.210', 380))).toEqual({ 401: 10, 429: 370 });
      expect((await attempt(a, 'x@example.com', '198.51.100.210')).statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('holds half the budget in each process while Redis does not answer', async () => {
    const app = await buildTestApp({
      ...addressLimitOnly,
      redisUrl: `redis://127.0.0.1:${await unusedPort()}`,
    });
    try {
      expect(tally(await spray(app, '198.51.100.220'))).toEqual({ 401: 15, 429: 385 });
    } finally {
      await app.close();
    }
  });
});

describe('the hit counter', () => {
  it('counts in process while Redis does not answer, so the limits still hold', async () => {
    const counter = await createRedisHitCounter(`redis://127.0.0.1:${await unusedPort()}`, {
      keyPrefix: 'test:',
    });
    try {
      expect(counter.kind).toBe('redis');
      expect((await counter.hit('k', 60_000)).count).toBe(1);
      expect((await counter.hit('k', 60_000)).count).toBe(2);
      await counter.unhit('k');
      expect((await counter.hit('k', 60_000)).count).toBe(2);
    } finally {
      await counter.close();
    }
  });

  it('takes a hit back but never below zero, and forgets the oldest windows past its bound', async () => {
    const counter = createMemoryHitCounter({ maxKeys: 3 });
    await counter.unhit('never-hit');
    expect((await counter.hit('never-hit', 60_000)).count).toBe(1);
    await counter.unhit('never-hit');
    await counter.unhit('never-hit');
    expect((await counter.hit('never-hit', 60_000)).count).toBe(1);
    for (const key of ['a', 'b', 'c', 'd']) await counter.hit(key, 60_000);
    expect((await counter.hit('never-hit', 60_000)).count).toBe(1);
  });

  it('ends a window on clear (a password reset clears the failed logins), and clearing nothing is no error', async () => {
    const counter = createMemoryHitCounter();
    await counter.clear('never-hit');
    for (let i = 0; i < 3; i++) await counter.hit('k', 60_000);
    await counter.clear('k');
    expect((await counter.hit('k', 60_000)).count).toBe(1);
  });

  it.skipIf(!redisUp)('shares counts and takes hits back in Redis', async () => {
    const keyPrefix = `test:hits:${randomBytes(6).toString('hex')}:`;
    const [a, b] = await Promise.all([
      createRedisHitCounter('redis://127.0.0.1:6379', { keyPrefix }),
      createRedisHitCounter('redis://127.0.0.1:6379', { keyPrefix }),
    ]);
    try {
      expect((await a.hit('k', 60_000)).count).toBe(1);
      const second = await b.hit('k', 60_000);
      expect(second.count).toBe(2);
      expect(second.ttlMs).toBeGreaterThan(0);
      expect(second.ttlMs).toBeLessThanOrEqual(60_000);
      await a.unhit('k');
      await a.unhit('k');
      await a.unhit('k');
      expect((await b.hit('k', 60_000)).count).toBe(1);
      await b.hit('k', 60_000);
      await a.clear('k');
      expect((await b.hit('k', 60_000)).count).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('API_TRUST_PROXY', () => {
  it('reads the web TRUST_PROXY syntax; unset keeps loopback, where the web server runs', () => {
    expect(parseApiTrustProxy(undefined)).toEqual(['loopback']);
    for (const off of ['', ' ', 'false', '0']) expect(parseApiTrustProxy(off)).toBe(false);
    expect(parseApiTrustProxy('2')).toBe(2);
    expect(parseApiTrustProxy('loopback, 10.0.0.0/8 ,192.0.2.7, fd00::/8, 10.1.0.0/255.255.0.0')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.0.2.7',
      'fd00::/8',
      '10.1.0.0/255.255.0.0',
    ]);
    expect(loadConfigFromEnv({ API_TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
  });

  it('refuses true and entries that are no address, naming the variable', () => {
    expect(() => loadConfigFromEnv({ API_TRUST_PROXY: 'true' })).toThrow(/API_TRUST_PROXY=true/);
    expect(() => loadConfigFromEnv({ API_TRUST_PROXY: 'loopback, proxy.example' })).toThrow(
      /API_TRUST_PROXY.*proxy\.example/,
    );
    expect(() => parseApiTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
  });
});
