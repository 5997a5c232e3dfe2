import { Writable } from 'node:stream';
import { findUnstorableStrings } from '@shop/contracts';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { logSafeError, logSerializers } from './log-safe.ts';

/**
 * Issue 16 item 2: the attacker's string landed whole in the error log (a failed query's message and its
 * `params` carry every value). A log line now carries a caller's string only escaped and cut.
 */

const secret = `a\u0000b${'x'.repeat(5000)}\ud800END-OF-SECRET`;

/** A host with the app's log serializers writing JSON lines into an array, and the error handler. */
function loggingApp() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
  registerErrorHandler(app);
  app.get('/api/boom', async () => {
    const cause = Object.assign(new Error(`invalid byte sequence for encoding "UTF8": 0x00 in "${secret}"`), {
      code: '22021',
      detail: secret,
    });
    throw new DrizzleQueryError('update carts set comment = $1 where id = $2', [secret, 'cart-1'], cause);
  });
  return { app, lines };
}

describe('log lines', () => {
  it('carry an unexpected failure escaped and cut, without the query parameters', async () => {
    const { app, lines } = loggingApp();
    const response = await app.inject({ url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('xxxx');
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged).toBeDefined();
    const text = JSON.stringify(logged);
    expect(text).not.toContain('END-OF-SECRET');
    expect(text).not.toContain('x'.repeat(400));
    // Neither a NUL nor a lone surrogate reaches the line (the serializer wrote them as visible escapes).
    expect(findUnstorableStrings(logged)).toEqual([]);
    const err = logged?.err as Record<string, unknown>;
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toBe('Failed query: update carts set comment = $1 where id = $2');
    expect(err).not.toHaveProperty('params');
    const cause = err.cause as Record<string, unknown>;
    expect(cause.code).toBe('22021');
    expect(cause).not.toHaveProperty('detail');
    expect(cause.message).toMatch(
      /^invalid byte sequence for encoding "UTF8": 0x00 in "a\\u0000bx+… \(\d+ characters\)$/,
    );
    expect(String(err.stack)).toMatch(/^ {4}at /);
  });

  it('carry a long or odd URL cut and escaped', async () => {
    const { app, lines } = loggingApp();
    await app.inject({ url: `/api/Area/GetAreaById?AreaId=${'%41'.repeat(2000)}` });
    const incoming = lines.find((line) => line.msg === 'incoming request');
    const url = String((incoming?.req as { url?: string }).url);
    expect(url.length).toBeLessThan(300);
    expect(url).toMatch(/… \(\d+ characters\)$/);
  });

  it('carry a URL without the value of a token in its query', async () => {
    const { app, lines } = loggingApp();
    const token = 'live-reset-token-7f3a91';
    await app.inject({ url: `/api/User/Anything?username=a%40b.dk&token=${token}&x=1` });
    const incoming = lines.find((line) => line.msg === 'incoming request');
    expect((incoming?.req as { url?: string }).url).toBe(
      '/api/User/Anything?username=a%40b.dk&token=[redacted]&x=1',
    );
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('escape what is not an Error too', () => {
    expect(logSafeError('plain\u0000text')).toEqual({
      type: 'string',
      message: 'plain\\u0000text',
      stack: '',
    });
  });
});
