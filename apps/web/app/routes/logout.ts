import { LanguageCode, localizePath } from '@shop/contracts';
import { redirect } from 'react-router';
import { revokeSessionToken } from '../lib/end-session.server.ts';
import { sessionContext } from '../lib/middleware/request-context.ts';
import { clearSessionCookie } from '../lib/session.server.ts';
import type { Route } from './+types/logout';

/**
 * Revokes the session's token at the API, expires the session cookie and reloads home. The spec's logout is
 * client-only (§7); the API's Logout call is ours (ADR 37), and a failure of it still logs the visitor out.
 * The browser is told to clear the shop's storage on the device (`Clear-Site-Data: "storage"`: local storage,
 * IndexedDB, Cache Storage and the service worker), so a trade-show season with the customer's net prices does
 * not stay on a shared tablet after the dealer has left (ADR 91). Cookies other than the session's stay (the
 * consent choice).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const parsed = LanguageCode.safeParse(form?.get('language'));
  const home = localizePath('home', parsed.success ? parsed.data : 'en');
  await revokeSessionToken(context.get(sessionContext));
  return redirect(home, {
    headers: {
      'Set-Cookie': clearSessionCookie(),
      'Cache-Control': 'no-store',
      'Clear-Site-Data': '"storage"',
    },
  });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
