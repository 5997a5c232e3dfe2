import { endpoints } from '@shop/contracts/endpoints';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createCall, type Transport } from '../lib/call-endpoint.ts';
import { sessionContext } from '../lib/middleware/request-context.ts';
import { sessionCookieName } from '../lib/session.server.ts';
import { action } from './logout.ts';

type Sent = { method: string; url: string };

/** The logout form posted with a session whose API answers as `transport` does; records what it sent. */
async function logOut(token: string | null, transport: Transport) {
  const sent: Sent[] = [];
  const context = new RouterContextProvider();
  context.set(sessionContext, {
    token,
    call: createCall(
      async (request) => {
        sent.push({ method: request.method, url: request.url });
        return transport(request);
      },
      { validate: true },
    ),
    user: null,
    responseCookies: [],
  });
  const request = new Request('http://shop.test/session/logout', {
    method: 'POST',
    body: new URLSearchParams({ language: 'da' }),
  });
  const response = (await action({ request, context, params: {} } as never)) as Response;
  return { response, sent };
}

function clearsSessionCookie(response: Response): boolean {
  return response.headers
    .getSetCookie()
    .some(
      (cookie) =>
        cookie.startsWith(`${sessionCookieName}=;`) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(cookie),
    );
}

describe('logout', () => {
  it("revokes the session's token at the API, then expires the cookie and goes home", async () => {
    const { response, sent } = await logOut('session-token', async () => ({
      status: 200,
      payload: { revokedTokens: 1 },
    }));
    expect(sent).toEqual([{ method: 'POST', url: endpoints.user.logout.path }]);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/da');
    expect(clearsSessionCookie(response)).toBe(true);
    // The device's storage (a trade-show season with the customer's prices) is cleared with the session.
    expect(response.headers.get('Clear-Site-Data')).toBe('"storage"');
  });

  it('logs out all the same when the API fails or cannot be reached', async () => {
    const failing: Transport[] = [
      async () => ({
        status: 500,
        payload: { message: 'x', errorCode: 'internal', type: 'ServerException' },
      }),
      async () => {
        throw new TypeError('fetch failed');
      },
    ];
    for (const transport of failing) {
      const { response, sent } = await logOut('session-token', transport);
      expect(sent).toHaveLength(1);
      expect(response.status).toBe(302);
      expect(clearsSessionCookie(response)).toBe(true);
    }
  });

  it('asks the API nothing without a session', async () => {
    const { response, sent } = await logOut(null, async () => ({
      status: 200,
      payload: { revokedTokens: 0 },
    }));
    expect(sent).toEqual([]);
    expect(clearsSessionCookie(response)).toBe(true);
  });
});
