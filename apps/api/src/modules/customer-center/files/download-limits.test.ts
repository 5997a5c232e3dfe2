import { describe, expect, it } from 'vitest';
import { ask, calls } from '../../../test-support/customer-center-kit.ts';
import { loginAs, useSharedTestApp } from '../../../test-support/test-app.ts';
import { createDownloadSlots } from './download-slots.ts';

const shared = useSharedTestApp({ documentDownloads: { perUserConcurrent: 2, perUserPerMinute: 3 } });

describe('downloads per user and minute', () => {
  it('answers 429 with Retry-After past the budget of a call, for that user only', async () => {
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const other = await loginAs(shared.app, 'haendler@nordlys.demo');
    const query = { OrderId: 'SO999999' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await ask(shared.app, calls.getOrderConfirmationPdf, { query }, dealer)).statusCode).toBe(404);
    }
    const refused = await ask(shared.app, calls.getOrderConfirmationPdf, { query }, dealer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'rate-limited', type: 'RateLimitException' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another user keeps their budget; a new session of the same user does not get a new one.
    expect((await ask(shared.app, calls.getOrderConfirmationPdf, { query }, other)).statusCode).toBe(404);
    const again = await loginAs(shared.app, 'dealer@nordlys.demo');
    expect((await ask(shared.app, calls.getOrderConfirmationPdf, { query }, again)).statusCode).toBe(429);
  });
});

describe('download slots', () => {
  it('hands out at most the limit per user at once and takes each slot back once', () => {
    const slots = createDownloadSlots(2);
    const first = slots.take('user:a');
    const second = slots.take('user:a');
    expect(() => slots.take('user:a')).toThrow(expect.objectContaining({ errorCode: 'rate-limited' }));
    const otherUser = slots.take('user:b');
    first();
    first();
    expect(slots.running('user:a')).toBe(1);
    const third = slots.take('user:a');
    expect(() => slots.take('user:a')).toThrow();
    second();
    third();
    otherUser();
    expect(slots.running('user:a')).toBe(0);
    expect(slots.running('user:b')).toBe(0);
  });
});
