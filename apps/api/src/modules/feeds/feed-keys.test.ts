import type { Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApi, callApiUnchecked, type UncheckedInput } from '../../test-support/call-api.ts';
import { visitorToken } from '../../test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { hashFeedKey } from './feed-key-secret.ts';
import { createKey, feedCalls, withKey } from './feed-test-kit.ts';

const shared = useSharedTestApp();

const keyCalls: Array<[Endpoint, UncheckedInput]> = [
  [endpoints.feedKeys.getFeedApiKeys, {}],
  [endpoints.feedKeys.createFeedApiKey, { body: { name: 'Someone else' } }],
  [endpoints.feedKeys.revokeFeedApiKey, { body: { id: 'fk_missing' } }],
];

describe('feed API keys', () => {
  it('are created with the key answered once, listed by prefix, stored only hashed, and audited', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const created = await callApi(
      app,
      endpoints.feedKeys.createFeedApiKey,
      { body: { name: '  Perfion PIM ' } },
      { token: manager },
    );
    expect(created.statusCode, created.body).toBe(200);
    const { key, secret } = created.json();
    expect(secret).toMatch(/^nfk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Perfion PIM', prefix: secret.slice(0, 12), scopes: ['feeds'] });
    expect(key.createdBy).toBeTruthy();
    expect(key.lastUsedAt).toBeNull();

    const listed = await callApi(app, endpoints.feedKeys.getFeedApiKeys, {}, { token: manager });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    expect(listed.json().keys.find((k: { id: string }) => k.id === key.id)).toEqual(key);

    const [stored] = await queryRows<{ key_hash: string; prefix: string }>(
      app.db,
      sql`select key_hash, prefix from feed_api_keys where id = ${key.id}`,
    );
    expect(stored).toEqual({ key_hash: hashFeedKey(secret), prefix: secret.slice(0, 12) });
    const audited = await queryRows<{ action: string; details: unknown }>(
      app.db,
      sql`select action, details from audit_log where entity_id = ${key.id}`,
    );
    expect(audited.map((row) => row.action)).toEqual(['feed-key.create']);
    expect(JSON.stringify(audited)).not.toContain(secret);
  });

  it('read the feeds, mark when they were last used, and are refused once revoked', async () => {
    const { app } = shared;
    const { secret, id } = await createKey(app);
    for (const header of ['authorization', 'x-api-key'] as const) {
      const read = await withKey(
        app,
        endpoints.feeds.getKontainerProducts,
        { query: { take: 1 } },
        secret,
        header,
      );
      expect(read.statusCode, read.body).toBe(200);
    }
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const listed = await callApi(app, endpoints.feedKeys.getFeedApiKeys, {}, { token: manager });
    expect(listed.json().keys.find((k: { id: string }) => k.id === id).lastUsedAt).not.toBeNull();

    const revoked = await callApi(
      app,
      endpoints.feedKeys.revokeFeedApiKey,
      { body: { id } },
      { token: manager },
    );
    expect(revoked.statusCode).toBe(200);
    const revokedAt = revoked.json().key.revokedAt;
    expect(revokedAt).not.toBeNull();
    for (const [endpoint, input] of feedCalls) {
      expect((await withKey(app, endpoint, input, secret)).statusCode, endpoint.operationId).toBe(401);
    }
    // Revoking again changes nothing and records nothing more.
    const again = await callApi(
      app,
      endpoints.feedKeys.revokeFeedApiKey,
      { body: { id } },
      { token: manager },
    );
    expect(again.json().key.revokedAt).toBe(revokedAt);
    const audited = await queryRows<{ action: string }>(
      app.db,
      sql`select action from audit_log where entity_id = ${id} order by id`,
    );
    expect(audited.map((row) => row.action)).toEqual(['feed-key.create', 'feed-key.revoke']);

    const unknown = await callApi(
      app,
      endpoints.feedKeys.revokeFeedApiKey,
      { body: { id: 'fk_nobody' } },
      { token: manager },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('feed-key-not-found');
  });

  it('are managed by staff only: anonymous 401; dealer, sales user, visitor and feed key 403', async () => {
    const { app } = shared;
    const { secret } = await createKey(app);
    const tokens = {
      dealer: await loginAs(app, 'dealer@nordlys.demo'),
      sales: await loginAs(app, 'sales@nordlys.demo'),
      proposal: await loginAs(app, 'proposal@nordlys.demo'),
      visitor: await visitorToken(app),
    };
    for (const [endpoint, input] of keyCalls) {
      expect((await callApiUnchecked(app, endpoint, input)).statusCode, endpoint.operationId).toBe(401);
      for (const [who, token] of Object.entries(tokens)) {
        const refused = await callApiUnchecked(app, endpoint, input, { token });
        expect(refused.statusCode, `${endpoint.operationId} as ${who}`).toBe(403);
      }
      expect((await withKey(app, endpoint, input, secret)).statusCode, endpoint.operationId).toBe(403);
      expect((await withKey(app, endpoint, input, secret, 'x-api-key')).statusCode).toBe(403);
    }
  });

  it('gate every feed: anonymous and unknown keys 401; users (staff too) and visitors 403', async () => {
    const { app } = shared;
    const tokens = {
      dealer: await loginAs(app, 'dealer@nordlys.demo'),
      sales: await loginAs(app, 'sales@nordlys.demo'),
      manager: await loginAs(app, 'manager@nordlys.demo'),
      visitor: await visitorToken(app),
    };
    const { secret } = await createKey(app);
    const forged = `nfk_${'A'.repeat(43)}`;
    for (const [endpoint, input] of feedCalls) {
      const name = endpoint.operationId;
      expect((await callApiUnchecked(app, endpoint, input)).statusCode, name).toBe(401);
      expect((await withKey(app, endpoint, input, forged)).statusCode, name).toBe(401);
      expect((await withKey(app, endpoint, input, 'not-a-key')).statusCode, name).toBe(401);
      // A user's token passed off as a key is no key.
      expect((await withKey(app, endpoint, input, tokens.manager)).statusCode, name).toBe(401);
      for (const [who, token] of Object.entries(tokens)) {
        expect(
          (await callApiUnchecked(app, endpoint, input, { token })).statusCode,
          `${name} as ${who}`,
        ).toBe(403);
      }
      expect((await withKey(app, endpoint, input, secret)).statusCode, name).toBe(200);
    }
  });

  it('refuse a name that is missing or too long', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 7 }, []]) {
      const refused = await callApiUnchecked(
        app,
        endpoints.feedKeys.createFeedApiKey,
        { body },
        { token: manager },
      );
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
