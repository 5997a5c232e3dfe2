import { LanguageCode, localizePath } from '@shop/contracts';
import { redirect } from 'react-router';
import { clearSessionCookie } from '../lib/session.server.ts';
import type { Route } from './+types/logout';

/** Expires the session cookie and reloads home; there is no logout call to the API (spec §7). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const parsed = LanguageCode.safeParse(form?.get('language'));
  const home = localizePath('home', parsed.success ? parsed.data : 'en');
  return redirect(home, { headers: { 'Set-Cookie': clearSessionCookie(), 'Cache-Control': 'no-store' } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
