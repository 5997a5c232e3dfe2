import type { User } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createCall } from '../../../lib/call-endpoint.ts';
import { languageContext, sessionContext } from '../../../lib/middleware/request-context.ts';
import { salesPerson } from '../../../test-support/auth-args.ts';
import { decideApplication } from './backoffice-forms.server.ts';

/** Staff of the back office (the B2B Manager role). */
const staff: User = { ...salesPerson, id: 'u-manager', roles: ['impersonator', 'B2B Manager'] };

type Answer = { status: number; payload: unknown };

/** The action's arguments for a decision posted by `user`, with an API answering `answers` in turn. */
function post(form: Record<string, string>, answers: Answer[], user: User = staff) {
  const sent: Array<{ url: string; body: unknown }> = [];
  const context = new RouterContextProvider();
  context.set(sessionContext, {
    token: 'token',
    call: createCall(
      async (request) => {
        sent.push({ url: request.url, body: request.body });
        return answers.shift() ?? { status: 500, payload: null };
      },
      { validate: false },
    ),
    user,
    responseCookies: [],
  });
  context.set(languageContext, 'en');
  const request = new Request('http://shop.test/backoffice/applications?id=42', {
    method: 'POST',
    body: new URLSearchParams(form),
  });
  return { run: () => decideApplication({ request, context }), sent };
}

async function answerOf(run: () => Promise<unknown>) {
  const result = (await run()) as { data: unknown; init: { status?: number } | null };
  return { data: result.data, status: result.init?.status ?? 200 };
}

const detail = { application: { contact: { email: 'ulla@lilleegern.example' } } };

describe('the decision on a dealer application', () => {
  it.each(['approved', 'rejected'])(
    '%s: asks first and calls nothing without the confirmation',
    async (decision) => {
      const { run, sent } = post({ applicationId: '42', decision }, []);
      expect(await answerOf(run)).toEqual({
        data: { outcome: 'confirm', applicationId: '42', decision },
        status: 200,
      });
      expect(sent).toEqual([]);
    },
  );

  it('makes the decision once confirmed', async () => {
    const { run, sent } = post({ applicationId: '42', decision: 'approved', confirmed: 'yes' }, [
      { status: 200, payload: { status: 'approved' } },
    ]);
    expect(await answerOf(run)).toEqual({
      data: { outcome: 'decided', applicationId: '42', status: 'approved' },
      status: 200,
    });
    expect(sent).toEqual([
      {
        url: '/backoffice/api/DealerApplication/UpdateStatus',
        body: { applicationId: '42', status: 'approved' },
      },
    ]);
  });

  it("names the applicant's address when it is already a username, and says when it was decided already", async () => {
    const taken = post({ applicationId: '42', decision: 'approved', confirmed: 'yes' }, [
      { status: 409, payload: { message: 'taken', errorCode: 'dealer-application.email-taken', type: 'X' } },
      { status: 200, payload: detail },
    ]);
    expect(await answerOf(taken.run)).toEqual({
      data: { outcome: 'email-taken', email: 'ulla@lilleegern.example' },
      status: 409,
    });
    const decided = post({ applicationId: '42', decision: 'rejected', confirmed: 'yes' }, [
      { status: 409, payload: { message: 'decided', errorCode: 'dealer-application.decided', type: 'X' } },
    ]);
    expect(await answerOf(decided.run)).toEqual({ data: { outcome: 'already-decided' }, status: 409 });
  });

  it('refuses a bad form with 400, and anyone but staff', async () => {
    const bad = post({ applicationId: '42', decision: 'maybe', confirmed: 'yes' }, []);
    expect(await answerOf(bad.run)).toEqual({ data: { outcome: 'invalid' }, status: 400 });
    expect(bad.sent).toEqual([]);
    const sales = post({ applicationId: '42', decision: 'approved', confirmed: 'yes' }, [], salesPerson);
    const refused = await sales.run().catch((error: unknown) => error);
    expect(refused).toMatchObject({ data: 'Forbidden', init: { status: 403 } });
    expect(sales.sent).toEqual([]);
  });
});
