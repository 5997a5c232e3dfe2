import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { getUser, updateCompanyUser, usersOf } from '../../test-support/company-users-kit.ts';
import { actFor } from '../../test-support/customer-center-kit.ts';
import { runJobs } from '../../test-support/order-kit.ts';
import { linkIn, useSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { loginAs, useSharedTestApp, useTestApp } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { passwordTokens, users } from './user.tables.ts';

const publicUrl = 'http://localhost:3000';
const en = { areaId: 'b2b', languageCode: 'en' } as const;
const da = { areaId: 'b2b', languageCode: 'da' } as const;
const tokenUrl = `${publicUrl}/recover-password?token={token}&username={username}`;
const calls = endpoints.companyUsers;

const inbox = useSmtpInbox();
const shared = useSharedTestApp({ mail: inbox.mail, publicUrl });

const invite = (app: FastifyInstance, token: string, body: Record<string, unknown>) =>
  callApiUnchecked(
    app,
    calls.inviteUser,
    { body: { area: en, name: 'Ida Lager', permissionScope: 'Shipping', tokenUrl, ...body } },
    { token },
  );

describe('InviteUser', () => {
  it('mails a Danish invitation; the colleague sets a password through the link, logs in with the scope given', async () => {
    const { app } = shared;
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    const email = 'ida.lager@lillekanin.example';
    const invited = await invite(app, mette, { email: 'Ida.Lager@LilleKanin.example', area: da });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().user).toMatchObject({
      username: email,
      email,
      name: 'Ida Lager',
      permissionScope: 'Shipping',
      active: false,
      status: 'Invited',
      lastLoginAt: null,
    });
    const expiresAt = Date.parse(invited.json().user.invitationExpiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);
    // Not active yet: no login with any password.
    const early = await callApiUnchecked(app, endpoints.user.login, {
      body: { username: email, password: 'nordlys-demo' },
    });
    expect(early.statusCode).toBe(401);

    await runJobs(app);
    const mails = inbox.received.filter((mail) => mail.to.includes(email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Din konto hos Nordlys');
    expect(mail?.text).toContain('Mette Jensen har oprettet en konto til dig (ida.lager@lillekanin.example)');
    const { token, username, link } = linkIn(mail?.text ?? '');
    expect(link.origin + link.pathname).toBe(`${publicUrl}/recover-password`);
    expect(username).toBe(email);

    const verified = await callApiUnchecked(app, endpoints.user.verifyToken, {
      body: { area: da, username, token },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    // The link says it is an invitation, so the page can word it as one (a first password, not a reset).
    expect(verified.json()).toMatchObject({ valid: true, purpose: 'invite' });
    const password = 'amber lantern kettle';
    const set = await callApiUnchecked(app, endpoints.user.resetPasswordByToken, {
      body: { area: da, username, token, newPassword: password },
    });
    expect(set.statusCode, set.body).toBe(200);
    const session = await loginAs(app, email, password);
    const me = (await getUser(app, session)).json();
    expect(me).toMatchObject({ customerNumber: 'C10001', permissionScope: 'Shipping', name: 'Ida Lager' });
    const listed = (await usersOf(app, mette)).find((user) => user.username === email);
    expect(listed).toMatchObject({ status: 'Active', active: true, invitationExpiresAt: null });
    // The link worked once.
    const again = await callApiUnchecked(app, endpoints.user.resetPasswordByToken, {
      body: { area: da, username, token, newPassword: 'second amber lantern' },
    });
    expect(again.statusCode).toBe(401);

    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'user.invite'));
    expect(audit.at(-1)).toMatchObject({ actorUserId: 'u-dealer-dk', customerNumber: 'C10001' });
  });

  it('invites again with a new link (the old one dead); an account elsewhere is username-taken', async () => {
    const { app } = shared;
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    const email = 'kim.indkob@lillekanin.example';
    expect((await invite(app, mette, { email, name: 'Kim Indkøb' })).statusCode).toBe(200);
    const second = await invite(app, mette, { email, name: 'Kim Indkøb', permissionScope: 'Invoice' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user).toMatchObject({ permissionScope: 'Invoice', status: 'Invited' });
    await runJobs(app);
    const links = inbox.received.filter((mail) => mail.to.includes(email)).map((mail) => linkIn(mail.text));
    expect(links).toHaveLength(2);
    expect(links[0]?.token).not.toBe(links[1]?.token);
    const first = await callApiUnchecked(app, endpoints.user.verifyToken, {
      body: { area: en, username: email, token: links[0]?.token ?? '' },
    });
    expect(first.statusCode).toBe(401);
    expect(inbox.received.find((mail) => mail.to.includes(email))?.subject).toBe('Your account at Nordlys');

    for (const taken of ['dealer.release@nordlys.demo', 'shop.uk@nordlys.demo', 'DEALER@nordlys.demo']) {
      const refused = await invite(app, mette, { email: taken });
      expect(refused.statusCode, taken).toBe(409);
      expect(refused.json().errorCode).toBe('company-user.username-taken');
    }

    // Deactivating an invited colleague makes the link dead; they are Deactivated, not Invited.
    const kim = (await usersOf(app, mette)).find((user) => user.username === email);
    const off = await updateCompanyUser(app, mette, { userId: kim?.id, active: false });
    expect(off.json().user).toMatchObject({ status: 'Deactivated', invitationExpiresAt: null });
    const dead = await callApiUnchecked(app, endpoints.user.verifyToken, {
      body: { area: en, username: email, token: links[1]?.token ?? '' },
    });
    expect(dead.statusCode).toBe(401);
    const live = await app.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.userId, kim?.id ?? ''));
    expect(live.every((row) => row.usedAt !== null)).toBe(true);
  });

  it('refuses a link off the shop, bad input, and callers without All, creating no one', async () => {
    const { app } = shared;
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    const off = await invite(app, mette, {
      email: 'evil@lillekanin.example',
      tokenUrl: 'https://evil.example/reset?token={token}&username={username}',
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().errorCode).toBe('password-token-url-not-allowed');
    for (const body of [
      { email: 'not-an-address' },
      { email: 'a@b.example', name: '' },
      { email: 'a@b.example', permissionScope: 'Owner' },
      { email: 'a@b.example', tokenUrl: `${publicUrl}/recover-password` },
      { email: 'a@b.example', area: { areaId: 'b2b', languageCode: 'xx' } },
      { email: `${'x'.repeat(250)}@b.example` },
    ]) {
      const refused = await invite(app, mette, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const release = await loginAs(app, 'dealer.release@nordlys.demo');
    const forbidden = await invite(app, release, { email: 'a@b.example' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errorCode).toBe('permission-scope.all-required');
    const created = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'a@b.example'));
    expect(created).toEqual([]);
  });

  it('answers junk bodies of every company-user call with a 4xx, never a 5xx', async () => {
    const { app } = shared;
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    const junk: unknown[] = [
      null,
      42,
      'text',
      [],
      {},
      { area: en },
      { email: '\u0000@x.example', area: en, name: 'x', permissionScope: 'All', tokenUrl },
      { userId: '\ud800', active: true },
      { userId: 'u'.repeat(5000), permissionScope: 'All' },
      { area: en, name: { x: 1 }, email: ['a@b.example'], permissionScope: null, tokenUrl: 7 },
    ];
    for (const endpoint of [calls.getUsers, calls.inviteUser, calls.updateCompanyUser]) {
      for (const body of junk) {
        const response = await callApiUnchecked(app, endpoint, { body }, { token: mette });
        expect(response.statusCode, `${endpoint.operationId} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });

  it('lets one user send ten invitations a minute, then answers 429 with Retry-After', async () => {
    const app = await useTestApp({ publicUrl });
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    for (let n = 1; n <= 10; n++) {
      const sent = await invite(app, mette, { email: `burst.${n}@lillekanin.example` });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const limited = await invite(app, mette, { email: 'burst.11@lillekanin.example' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the user's: a sales user acting for the customer still invites.
    const sales = await loginAs(app, 'sales@nordlys.demo');
    await actFor(app, sales, 'C10001');
    expect((await invite(app, sales, { email: 'burst.12@lillekanin.example' })).statusCode).toBe(200);
  });
});
