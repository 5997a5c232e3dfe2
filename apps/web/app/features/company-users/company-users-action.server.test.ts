import type { Area, CompanyUser, LanguageCode, User } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createCall } from '../../lib/call-endpoint.ts';
import { areaContext, languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { dealer } from '../../test-support/auth-args.ts';
import { companyUsersAction } from './company-users-action.server.ts';

type Sent = { url: string; body: unknown };

const colleague: CompanyUser = {
  id: 'u-lager',
  name: 'Ida Lager',
  username: 'ida@lillekanin.example',
  email: 'ida@lillekanin.example',
  roles: [],
  permissionScope: 'Shipping',
  active: false,
  status: 'Invited',
  invitationExpiresAt: '2026-11-29T08:00:00.000Z',
  lastLoginAt: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  isCurrentUser: false,
};

/**
 * The action's arguments for a form posted on the users page by `user`, with an API that answers `answer` and
 * records what it was sent.
 */
function post(
  form: Record<string, string>,
  answer: { status: number; payload: unknown },
  options: { user?: User; language?: LanguageCode } = {},
) {
  const sent: Sent[] = [];
  const context = new RouterContextProvider();
  context.set(sessionContext, {
    token: 'token',
    call: createCall(
      async (request) => {
        sent.push({ url: request.url, body: request.body });
        return answer;
      },
      { validate: false },
    ),
    user: options.user ?? dealer,
    responseCookies: [],
  });
  context.set(languageContext, options.language ?? 'en');
  context.set(areaContext, async () => ({ areaId: 'b2b' }) as Area);
  const path = options.language === 'da' ? '/da/kundecenter/brugere' : '/customer-center/users';
  const request = new Request(`http://shop.test${path}`, { method: 'POST', body: new URLSearchParams(form) });
  return { run: () => companyUsersAction({ request, context }), sent };
}

/** What an action answered: its data and status. */
async function answerOf(run: () => Promise<unknown>) {
  const result = (await run()) as { data: unknown; init: { status?: number } | null };
  return { data: result.data, status: result.init?.status ?? 200 };
}

const refusal = (status: number, errorCode: string, issues?: unknown[]) => ({
  status,
  payload: { message: 'refused', errorCode, type: 'X', ...(issues ? { issues } : {}) },
});

describe('the users page action', () => {
  it("invites with a link to the recovery page in the page's language, and says to whom it went", async () => {
    const { run, sent } = post(
      { intent: 'invite', name: ' Ida Lager ', email: 'ida@lillekanin.example', permissionScope: 'Shipping' },
      { status: 200, payload: { user: colleague } },
      { language: 'da' },
    );
    expect(await answerOf(run)).toEqual({
      data: { intent: 'invite', status: 'done', email: 'ida@lillekanin.example' },
      status: 200,
    });
    expect(sent).toEqual([
      {
        url: '/api/User/InviteUser',
        body: {
          area: { areaId: 'b2b', languageCode: 'da' },
          name: 'Ida Lager',
          email: 'ida@lillekanin.example',
          permissionScope: 'Shipping',
          tokenUrl: 'http://shop.test/da/recover-password?token={token}&username={username}',
        },
      },
    ]);
  });

  it('keeps what was typed and names the fields: its own checks first, then the API’s', async () => {
    const empty = post(
      { intent: 'invite', name: '', email: 'nope', permissionScope: 'All' },
      { status: 500, payload: null },
    );
    expect(await answerOf(empty.run)).toEqual({
      data: {
        intent: 'invite',
        status: 'failed',
        values: { name: '', email: 'nope', permissionScope: 'All' },
        fieldErrors: {
          name: { key: 'validation.required-field' },
          email: { key: 'company-users.invite.email-invalid' },
        },
        formError: 'company-users.error.summary',
      },
      status: 400,
    });
    expect(empty.sent).toEqual([]);

    const refused = post(
      { intent: 'invite', name: 'Ida', email: 'ida@x', permissionScope: 'None' },
      refusal(400, 'validation-failed', [{ path: 'body.email', message: 'email must be an e-mail address' }]),
    );
    const answer = await answerOf(refused.run);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      fieldErrors: { email: { key: 'company-users.invite.email-invalid' } },
    });

    const taken = post(
      { intent: 'invite', name: 'Ida', email: 'dealer@nordlys.demo', permissionScope: 'None' },
      refusal(409, 'company-user.username-taken'),
    );
    expect((await answerOf(taken.run)).data).toMatchObject({
      status: 'failed',
      formError: 'company-users.error.username-taken',
      values: { email: 'dealer@nordlys.demo' },
    });
  });

  it('asks before deactivating (knowing when it is the caller), then deactivates', async () => {
    const ask = post(
      { intent: 'deactivate', userId: dealer.id, name: dealer.name },
      { status: 500, payload: null },
    );
    expect((await answerOf(ask.run)).data).toEqual({
      intent: 'deactivate',
      status: 'confirm',
      userId: dealer.id,
      name: dealer.name,
      self: true,
    });
    expect(ask.sent).toEqual([]);

    const confirmed = post(
      { intent: 'deactivate', userId: 'u-lager', name: 'Ida Lager', confirmed: 'yes' },
      { status: 200, payload: { user: { ...colleague, status: 'Deactivated' } } },
    );
    expect((await answerOf(confirmed.run)).data).toMatchObject({
      intent: 'deactivate',
      status: 'done',
      name: 'Ida Lager',
    });
    expect(confirmed.sent).toEqual([
      { url: '/api/User/UpdateCompanyUser', body: { userId: 'u-lager', active: false } },
    ]);
  });

  it('words each refusal of a change: the last All user, a missing user, too many, anything else', async () => {
    const cases: Array<[{ status: number; payload: unknown }, string, number]> = [
      [refusal(409, 'company-user.last-all-user'), 'company-users.error.last-all-user', 409],
      [refusal(404, 'not-found'), 'company-users.error.not-found', 404],
      [refusal(403, 'permission-scope.all-required'), 'company-users.error.forbidden', 403],
      [refusal(429, 'rate-limited'), 'company-users.error.rate-limited', 429],
      [{ status: 500, payload: null }, 'company-users.error.unexpected', 502],
    ];
    for (const [answer, key, status] of cases) {
      const { run, sent } = post({ intent: 'scope', userId: dealer.id, permissionScope: 'Release' }, answer);
      expect(await answerOf(run), key).toEqual({
        data: { intent: 'scope', status: 'failed', userId: dealer.id, formError: key },
        status,
      });
      expect(sent).toEqual([
        { url: '/api/User/UpdateCompanyUser', body: { userId: dealer.id, permissionScope: 'Release' } },
      ]);
    }
  });

  it('is refused with 403 to a user whose scope is not All, before anything is sent', async () => {
    const { run, sent } = post(
      { intent: 'scope', userId: 'u-lager', permissionScope: 'All' },
      { status: 200, payload: null },
      { user: { ...dealer, permissionScope: 'Release' } },
    );
    const thrown = await run().then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 403 } });
    expect(sent).toEqual([]);
  });
});
