import { localizePath } from '@shop/contracts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createCall } from '../../lib/call-endpoint.ts';
import { languageContext, sessionContext } from '../../lib/middleware/request-context.ts';
import { flashCookieName, sessionCookieName } from '../../lib/session.server.ts';
import { loginAction } from './login-action.server.ts';

describe('the login action', () => {
  it("sends a deactivated customer's user, whom the API refuses, to /login with the spec's message", async () => {
    const context = new RouterContextProvider();
    context.set(languageContext, 'da');
    context.set(sessionContext, {
      token: null,
      call: createCall(
        async () => ({
          status: 403,
          payload: {
            message: 'The customer account has been deactivated',
            errorCode: 'validation.logget-out-account-deactivated',
            type: 'AccountDeactivatedException',
          },
        }),
        { validate: true },
      ),
      user: null,
      responseCookies: [],
    });
    const request = new Request('http://shop.test/da/login', {
      method: 'POST',
      body: new URLSearchParams({ username: 'inactive@nordlys.demo', password: 'nordlys-demo' }),
    });

    const response = (await loginAction(request, context)) as Response;

    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(localizePath('login', 'da'));
    const cookies = response.headers.getSetCookie();
    expect(
      cookies.some((cookie) =>
        cookie.startsWith(`${flashCookieName}=validation.logget-out-account-deactivated`),
      ),
    ).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith(`${sessionCookieName}=`))).toBe(false);
  });
});
