import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { runJobs } from '../../test-support/order-kit.ts';
import { linkIn, useSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { recoveryAnswerFloorMs } from './password.service.ts';
import { passwordTokens, users } from './user.tables.ts';

const publicUrl = 'http://localhost:3000';
const en = { areaId: 'b2b', languageCode: 'en' } as const;
const da = { areaId: 'b2b', languageCode: 'da' } as const;
const tokenUrl = `${publicUrl}/recover-password?token={token}&username={username}`;
const newPassword = 'violet harbour tram';

const inbox = useSmtpInbox();
const shared = useSharedTestApp({ mail: inbox.mail, publicUrl });

/** Each test asks for its own user's mail, so tests sharing the app and the inbox do not see each other's. */
const mailsTo = (address: string) => inbox.received.filter((mail) => mail.to.includes(address));

/**
 * Runs the mail jobs until a mail to `address` beyond its first `before` has arrived, and answers it: on a busy
 * machine a send can fail and is retried a second later, and the mail before it holds a link the new request
 * has already replaced (a CI run read that one and got [401, 401] from the concurrent resets).
 */
async function newMailTo(app: FastifyInstance, address: string, before: number) {
  await expect
    .poll(
      async () => {
        await runJobs(app);
        return mailsTo(address).length;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBeGreaterThan(before);
  return mailsTo(address)[mailsTo(address).length - 1] as (typeof inbox.received)[number];
}

const recover = (
  app: FastifyInstance,
  username: string,
  options: { area?: typeof en | typeof da; url?: string } = {},
) =>
  callApi(app, endpoints.user.recoverPassword, {
    body: { area: options.area ?? en, username, tokenUrl: options.url ?? tokenUrl },
  });

const verifyToken = (app: FastifyInstance, username: string, token: string) =>
  callApi(app, endpoints.user.verifyToken, { body: { area: en, username, token } });

const reset = (app: FastifyInstance, username: string, token: string, password = newPassword) =>
  callApi(app, endpoints.user.resetPasswordByToken, {
    body: { area: en, username, token, newPassword: password },
  });

const login = (app: FastifyInstance, username: string, password: string) =>
  callApi(app, endpoints.user.login, { body: { username, password } });

async function outboxCount(app: FastifyInstance, to: string): Promise<number> {
  return (await app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, to))).length;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('password recovery through a real SMTP server', () => {
  it('mails a link; following it sets a new password, ends the old sessions, and the link works once', async () => {
    const { app } = shared;
    const username = 'dealer@nordlys.demo';
    const oldSession = await loginAs(app, username);

    const asked = await recover(app, username);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ accepted: true, validMinutes: 60 });
    await runJobs(app);

    const [mail, ...more] = mailsTo(username);
    expect(more).toEqual([]);
    expect(mail?.from).toBe('shop@nordlys.demo');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.text).toContain('Hello Mette Jensen,');
    expect(mail?.text).toContain('The link works once, for 60 minutes.');
    const { link, token, username: linked } = linkIn(mail?.text ?? '');
    expect(link.origin + link.pathname).toBe(`${publicUrl}/recover-password`);
    expect(linked).toBe(username);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const stored = await app.db.select().from(passwordTokens).where(eq(passwordTokens.userId, 'u-dealer-dk'));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const verified = await verifyToken(app, linked, token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ valid: true, purpose: 'reset' });
    const weak = await reset(app, linked, token, 'nordlys12');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ errorCode: 'password-too-weak', reason: 'too-short', minLength: 10 });
    // A refused password does not use the link up.
    expect((await verifyToken(app, linked, token)).statusCode).toBe(200);

    const done = await reset(app, linked, token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().revokedTokens).toBeGreaterThanOrEqual(1);

    expect((await callApi(app, endpoints.user.getUser, {}, { token: oldSession })).statusCode).toBe(401);
    expect((await login(app, username, 'nordlys-demo')).statusCode).toBe(401);
    expect((await login(app, username, newPassword)).statusCode).toBe(200);

    expect((await verifyToken(app, linked, token)).statusCode).toBe(401);
    const again = await reset(app, linked, token, 'another long passphrase');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ errorCode: 'Unauthorized' });
    expect((await login(app, username, newPassword)).statusCode).toBe(200);
  });

  it("writes the mail in the area's language", async () => {
    const { app } = shared;
    const username = 'butik.se@nordlys.demo';
    expect((await recover(app, username, { area: da })).statusCode).toBe(200);
    await runJobs(app);
    const [mail] = mailsTo(username);
    expect(mail?.subject).toBe('Nulstil din adgangskode');
    expect(mail?.text).toContain('Hej Linnea Berg');
    expect(mail?.text).toContain('Linket virker én gang, i 60 minutter.');
    expect(mail?.text).toContain('Venlig hilsen\nNordlys');
  });

  it('answers an unknown and a deactivated user exactly as a known one, and mails neither', async () => {
    const { app } = shared;
    await app.db.update(users).set({ active: false }).where(eq(users.id, 'u-butikk-no'));
    const known = await recover(app, 'apac@nordlys.demo');
    const started = performance.now();
    const unknown = await recover(app, 'nobody@nowhere.example');
    const unknownMs = performance.now() - started;
    const inactive = await recover(app, 'butikk.no@nordlys.demo');
    for (const answer of [unknown, inactive]) {
      expect(answer.statusCode).toBe(known.statusCode);
      expect(answer.body).toBe(known.body);
      expect(answer.headers['content-type']).toBe(known.headers['content-type']);
    }
    // The answer for nobody waits as long as one that wrote a token and a mail would at least take.
    expect(unknownMs).toBeGreaterThanOrEqual(recoveryAnswerFloorMs - 5);
    await runJobs(app);
    expect(mailsTo('apac@nordlys.demo')).toHaveLength(1);
    expect(mailsTo('nobody@nowhere.example')).toEqual([]);
    expect(mailsTo('butikk.no@nordlys.demo')).toEqual([]);
    expect(await outboxCount(app, 'nobody@nowhere.example')).toBe(0);
    expect(await outboxCount(app, 'butikk.no@nordlys.demo')).toBe(0);
  });

  it('makes an earlier link dead when a new one is asked for', async () => {
    const { app } = shared;
    const username = 'store.us@nordlys.demo';
    await recover(app, username);
    await recover(app, username);
    await runJobs(app);
    const [first, second] = mailsTo(username).map((mail) => linkIn(mail.text).token);
    expect(first && second && first !== second).toBe(true);
    expect((await verifyToken(app, username, first ?? '')).statusCode).toBe(401);
    expect((await verifyToken(app, username, second ?? '')).statusCode).toBe(200);
  });

  it('lets a link expire after 60 minutes', async () => {
    const { app } = shared;
    const username = 'shop.uk@nordlys.demo';
    vi.useFakeTimers({ toFake: ['Date'] });
    const askedAt = Date.now();
    await recover(app, username);
    // The test's clock stands still; the job's enqueue time is the database's own clock, a moment later.
    await runJobs(app, new Date(askedAt + 5_000));
    const { token } = linkIn(mailsTo(username)[0]?.text ?? '');

    vi.setSystemTime(askedAt + 59 * 60_000);
    const live = await verifyToken(app, username, token);
    expect(live.statusCode).toBe(200);
    expect(new Date(live.json().expiresAt).getTime()).toBe(askedAt + 60 * 60_000);

    vi.setSystemTime(askedAt + 60 * 60_000 + 1);
    expect((await verifyToken(app, username, token)).statusCode).toBe(401);
    expect((await reset(app, username, token)).statusCode).toBe(401);
    vi.useRealTimers();
    expect((await login(app, username, 'nordlys-demo')).statusCode).toBe(200);
  });

  it("refuses a link to another site, and accepts a path on the shop's own", async () => {
    const { app } = shared;
    const username = 'haendler@nordlys.demo';
    const foreign = [
      'https://evil.example/recover-password?token={token}&username={username}',
      'http://localhost:3001/recover-password?token={token}&username={username}',
      'https://localhost:3000/recover-password?token={token}&username={username}',
      '//evil.example/recover-password?token={token}&username={username}',
      '/\\evil.example/recover-password?token={token}&username={username}',
      'http://localhost:3000@evil.example/?token={token}&username={username}',
      'http://user:pw@localhost:3000/?token={token}&username={username}',
      'javascript:alert(1)//{token}{username}',
      'recover-password?token={token}&username={username}',
      'http://{token}.evil.example/?u={username}',
    ];
    for (const url of foreign) {
      const answer = await recover(app, username, { url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errorCode, url).toBe('password-token-url-not-allowed');
    }
    const unknownUser = await recover(app, 'nobody@nowhere.example', { url: foreign[0] });
    expect(unknownUser.json().errorCode).toBe('password-token-url-not-allowed');
    const missingPlaceholder = await recover(app, username, {
      url: `${publicUrl}/recover-password?token={token}`,
    });
    expect(missingPlaceholder.statusCode).toBe(400);
    expect(missingPlaceholder.json().errorCode).toBe('validation-failed');
    await runJobs(app);
    expect(mailsTo(username)).toEqual([]);

    expect(
      (await recover(app, username, { url: '/da/recover-password?t={token}&u={username}' })).statusCode,
    ).toBe(200);
    await runJobs(app);
    const { link } = linkIn(mailsTo(username)[0]?.text ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${publicUrl}/da/recover-password`);
    expect(link.searchParams.get('u')).toBe(username);
  });

  it('answers an unknown area with area-not-found, whoever the username is', async () => {
    const { app } = shared;
    for (const username of ['apac@nordlys.demo', 'nobody@nowhere.example']) {
      const answer = await callApiUnchecked(app, endpoints.user.recoverPassword, {
        body: { area: { areaId: 'no-such-area', languageCode: 'en' }, username, tokenUrl },
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().errorCode).toBe('area-not-found');
    }
  });

  it("gives one 401 for a wrong token, another user's token and an unknown user", async () => {
    const { app } = shared;
    const before = mailsTo('apac@nordlys.demo').length;
    await recover(app, 'apac@nordlys.demo');
    const { token } = linkIn((await newMailTo(app, 'apac@nordlys.demo', before)).text);
    for (const [username, candidate] of [
      ['apac@nordlys.demo', 'A'.repeat(43)],
      ['dealer@nordlys.demo', token],
      ['nobody@nowhere.example', token],
    ] as const) {
      const answer = await verifyToken(app, username, candidate);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        message: 'Unauthorized',
        errorCode: 'Unauthorized',
        type: 'UnauthorizedException',
      });
    }
    // The username matches as login matches it.
    expect((await verifyToken(app, ' APAC@nordlys.demo ', token)).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent resets with one token win', async () => {
    const { app } = shared;
    const username = 'apac@nordlys.demo';
    const before = mailsTo(username).length;
    await recover(app, username);
    const { token } = linkIn((await newMailTo(app, username, before)).text);
    const answers = await Promise.all([
      reset(app, username, token, 'first concurrent passphrase'),
      reset(app, username, token, 'second concurrent passphrase'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers[0]?.statusCode === 200 ? 'first' : 'second';
    expect((await login(app, username, `${winner} concurrent passphrase`)).statusCode).toBe(200);
  });
});
