import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { runJobs } from '../../test-support/order-kit.ts';
import { useSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const publicUrl = 'http://localhost:3000';
const inbox = useSmtpInbox();
const shared = useSharedTestApp({ mail: inbox.mail, publicUrl });
const calls = endpoints.backofficeUsers;
const tokenUrl = `${publicUrl}/recover-password?token={token}&username={username}`;

const edited = {
  areaId: 'b2b',
  template: 'reset' as const,
  languageCode: 'en' as const,
  subject: 'Your Nordlys password, {name}',
  body: 'Dear {name} ({username}),\n\nA new password is one click away:\n\n{link}\n\n{validity}\n\nThe Nordlys team',
};

async function templates(app: FastifyInstance, token: string) {
  const answer = await callApi(app, calls.getRecoveryMailTemplates, { body: { areaId: 'b2b' } }, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().templates as Array<Record<string, unknown>>;
}

describe('the password mail templates in the back office', () => {
  it('list the built-in texts of both mails in both languages with their placeholders', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const list = await templates(app, manager);
    expect(list.map((entry) => `${entry.template}-${entry.languageCode}`).sort()).toEqual([
      'invite-da',
      'invite-en',
      'reset-da',
      'reset-en',
    ]);
    const resetDa = list.find((entry) => entry.template === 'reset' && entry.languageCode === 'da');
    expect(resetDa).toMatchObject({
      subject: 'Nulstil din adgangskode',
      isDefault: true,
      updatedAt: null,
      placeholders: ['name', 'username', 'link', 'validity'],
      requiredPlaceholders: ['link'],
    });
    expect(resetDa?.body).toContain('Hej {name}\n\n');
    expect(resetDa?.body).toContain('\n\n{link}\n\n{validity}\n\n');
    const invite = list.find((entry) => entry.template === 'invite');
    expect(invite?.placeholders).toContain('inviter');
    const unknownArea = await callApi(
      app,
      calls.getRecoveryMailTemplates,
      { body: { areaId: 'nowhere' } },
      { token: manager },
    );
    expect(unknownArea.statusCode).toBe(404);
    expect(unknownArea.json().errorCode).toBe('area-not-found');
  });

  it('refuse a template with unknown or missing placeholders or too long, naming the problem', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ body: 'Hello {firstName}, {link}' }, 'body.body', /unknown placeholder \{firstName\}.*\{name\}/],
      [{ body: 'Hello {inviter}, {link}' }, 'body.body', /unknown placeholder \{inviter\}/],
      [{ body: 'Hello {name}, no link here' }, 'body.body', /must contain \{link\}/],
      [{ subject: 'Your link {link}' }, 'body.subject', /must not contain \{link\}/],
      [{ subject: 'Two\nlines' }, 'body.subject', /one line/],
      [{ subject: '' }, 'body.subject', /required/],
      [{ subject: 'x'.repeat(201) }, 'body.subject', /at most 200/],
      [{ body: `{link}${'x'.repeat(10_000)}` }, 'body.body', /at most 10000/],
      [{ template: 'welcome' }, 'body.template', /./],
      [{ languageCode: 'fr' }, 'body.languageCode', /./],
    ];
    for (const endpoint of [calls.updateRecoveryMailTemplate, calls.previewRecoveryMailTemplate]) {
      for (const [change, path, message] of cases) {
        const refused = await callApiUnchecked(
          app,
          endpoint,
          { body: { ...edited, ...change } },
          { token: manager },
        );
        expect(refused.statusCode, `${endpoint.operationId} ${JSON.stringify(change)}`).toBe(400);
        const issue = refused.json().issues.find((entry: { path: string }) => entry.path === path);
        expect(issue?.message, refused.body).toMatch(message);
      }
    }
    // The invitation knows who invited.
    const invite = await callApi(
      app,
      calls.previewRecoveryMailTemplate,
      { body: { ...edited, template: 'invite', body: '{inviter} invited you to {customer}: {link}' } },
      { token: manager },
    );
    expect(invite.statusCode, invite.body).toBe(200);
    expect(invite.json().text).toMatch(/^Mette Jensen invited you to Lille Kanin ApS: http/);
    expect((await templates(app, manager)).every((entry) => entry.isDefault === true)).toBe(true);
  });

  it('never answer 5xx to junk bodies', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            areaId: fc.oneof(fc.string(), fc.constant('b2b')),
            template: fc.oneof(fc.string(), fc.constantFrom('reset', 'invite')),
            languageCode: fc.oneof(fc.string(), fc.constantFrom('en', 'da')),
            subject: fc.oneof(fc.string(), fc.anything()),
            body: fc.oneof(
              fc.string().map((text) => `${text}{link}`),
              fc.string(),
              fc.anything(),
            ),
          }),
        ),
        async (body) => {
          for (const endpoint of [
            calls.previewRecoveryMailTemplate,
            calls.getRecoveryMailTemplates,
            calls.searchUsers,
          ]) {
            const answer = await callApiUnchecked(app, endpoint, { body }, { token: manager });
            expect(answer.statusCode, `${endpoint.operationId} ${answer.body}`).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('preview without saving, save (audited), and the real recovery mail uses the saved texts until reset', async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const preview = await callApi(
      app,
      calls.previewRecoveryMailTemplate,
      { body: edited },
      { token: manager },
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json();
    expect(shown.subject).toBe('Your Nordlys password, Ida Jensen');
    expect(shown.text).toContain('Dear Ida Jensen (ida.jensen@example.com),');
    expect(shown.text).toContain(`${publicUrl}/recover-password?token=SAMPLE-TOKEN`);
    expect(shown.text).toContain('The link works once, for 60 minutes.');
    expect(shown.html).toContain('>Choose a new password</a>');
    expect(
      (await templates(app, manager)).find(
        (entry) => entry.template === 'reset' && entry.languageCode === 'en',
      )?.isDefault,
    ).toBe(true);

    const saved = await callApi(app, calls.updateRecoveryMailTemplate, { body: edited }, { token: manager });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().template).toMatchObject({
      subject: edited.subject,
      body: edited.body,
      isDefault: false,
      updatedBy: 'Peter Nordby',
    });
    const [audited] = await queryRows<{ action: string; entity_id: string }>(
      app.db,
      sql`select action, entity_id from audit_log where entity = 'mail-template' order by id desc limit 1`,
    );
    expect(audited).toEqual({ action: 'mail-template.update', entity_id: 'password-reset:b2b:en' });

    const recover = (languageCode: 'en' | 'da') =>
      callApi(app, endpoints.user.recoverPassword, {
        body: { area: { areaId: 'b2b', languageCode }, username: 'dealer@nordlys.demo', tokenUrl },
      });
    const seen = inbox.received.length;
    expect((await recover('en')).statusCode).toBe(200);
    await runJobs(app);
    const mail = inbox.received.slice(seen).find((entry) => entry.to.includes('dealer@nordlys.demo'));
    expect(mail?.subject).toBe('Your Nordlys password, Mette Jensen');
    expect(mail?.text).toContain('Dear Mette Jensen (dealer@nordlys.demo),');
    expect(mail?.text).toMatch(
      /A new password is one click away:\n\nhttp:\/\/localhost:3000\/recover-password\?token=[\w-]{43}&/,
    );
    // The Danish mail keeps its built-in texts.
    const seenDa = inbox.received.length;
    await recover('da');
    await runJobs(app);
    expect(
      inbox.received.slice(seenDa).find((entry) => entry.to.includes('dealer@nordlys.demo'))?.subject,
    ).toBe('Nulstil din adgangskode');

    const reset = await callApi(
      app,
      calls.resetRecoveryMailTemplate,
      { body: { areaId: 'b2b', template: 'reset', languageCode: 'en' } },
      { token: manager },
    );
    expect(reset.json().template).toMatchObject({ isDefault: true, subject: 'Reset your password' });
    const seenAfter = inbox.received.length;
    await recover('en');
    await runJobs(app);
    expect(
      inbox.received.slice(seenAfter).find((entry) => entry.to.includes('dealer@nordlys.demo'))?.subject,
    ).toBe('Reset your password');
  });
  it("the invitation mail uses its saved template too, in the invitation's language", async () => {
    const { app } = shared;
    const manager = await loginAs(app, 'manager@nordlys.demo');
    const invitation = {
      areaId: 'b2b',
      template: 'invite' as const,
      languageCode: 'da' as const,
      subject: 'Velkommen hos {customer}',
      body: 'Hej {name}\n\n{inviter} har inviteret dig.\n\n{link}\n\n{validity}',
    };
    const saved = await callApi(
      app,
      calls.updateRecoveryMailTemplate,
      { body: invitation },
      { token: manager },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const mette = await loginAs(app, 'dealer@nordlys.demo');
    const email = 'template.invite@lillekanin.example';
    const invited = await callApi(
      app,
      endpoints.companyUsers.inviteUser,
      {
        body: {
          area: { areaId: 'b2b', languageCode: 'da' },
          name: 'Ea Skabelon',
          email,
          permissionScope: 'None',
          tokenUrl,
        },
      },
      { token: mette },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    await runJobs(app);
    const mail = inbox.received.find((entry) => entry.to.includes(email));
    expect(mail?.subject).toMatch(/^Velkommen hos Lille Kanin/);
    expect(mail?.text).toMatch(
      /^Hej Ea Skabelon\n\nMette Jensen har inviteret dig\.\n\nhttp:\/\/localhost:3000\/recover-password\?token=/,
    );
    expect(mail?.text).toContain('Linket virker én gang, i 72 timer.');
    await callApi(
      app,
      calls.resetRecoveryMailTemplate,
      { body: { areaId: 'b2b', template: 'invite', languageCode: 'da' } },
      { token: manager },
    );
  });
});
