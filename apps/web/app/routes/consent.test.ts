import { describe, expect, it } from 'vitest';
import { consentCookieName } from '../lib/consent-choice.ts';
import { action } from './consent.ts';

/** The banner's form as a browser without JavaScript posts it. */
async function post(fields: Record<string, string>) {
  const request = new Request('http://shop.test/session/consent', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return (await action({ request, context: {}, params: {} } as never)) as Response;
}

const setsChoice = (response: Response) =>
  response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${consentCookieName}=`));

describe('the cookie banner through the server (ADR 79)', () => {
  it('stores "Accept all" and goes back to the page', async () => {
    const response = await post({ choice: 'all', returnTo: '/da/soeg?q=kjole', language: 'da' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/da/soeg?q=kjole');
    expect(setsChoice(response)).toBe(true);
  });

  it('leads "Choose" to the cookie settings page in the banner\'s language, storing nothing yet', async () => {
    const response = await post({ choice: 'choose', returnTo: '/da/soeg?q=kjole', language: 'da' });
    expect(response.headers.get('Location')).toBe(
      '/da/cookieindstillinger?returnTo=%2Fda%2Fsoeg%3Fq%3Dkjole',
    );
    expect(setsChoice(response)).toBe(false);
    const english = await post({ choice: 'choose', returnTo: '/shop', language: 'xx' });
    expect(english.headers.get('Location')).toBe('/cookie-settings?returnTo=%2Fshop');
  });

  it('goes back to a path of this site only', async () => {
    for (const returnTo of ['//evil.example/', '/\\evil.example', 'https://evil.example/', ''])
      expect((await post({ choice: 'necessary', returnTo })).headers.get('Location'), returnTo).toBe('/');
  });
});
