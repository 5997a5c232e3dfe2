import { LanguageCode, localizePath } from '@shop/contracts';
import { redirect } from 'react-router';
import {
  consentChoiceOf,
  consentCookieName,
  consentCookieValue,
  consentMaxAgeSeconds,
  returnPathOf,
} from '../lib/consent-choice.ts';
import { serializeCookie } from '../lib/cookies.ts';
import { env } from '../lib/env.server.ts';
import type { Route } from './+types/consent';

/** The purposes a banner button stands for; `custom` reads the switches. */
function purposesOf(form: FormData): { statistics: boolean; marketing: boolean } {
  const choice = form.get('choice');
  if (choice === 'all') return { statistics: true, marketing: true };
  if (choice === 'custom')
    return { statistics: form.get('statistics') === 'on', marketing: form.get('marketing') === 'on' };
  return { statistics: false, marketing: false };
}

/**
 * The cookie banner's form without (or before) the page's JavaScript (ADR 79): the choice is stored in the
 * same cookie the browser writes, and the visitor goes back to the page, where Consent Mode's update follows
 * the default. "Choose" leads to the purposes on a page of their own (cookie settings, in the banner's
 * language), which posts here again. Anything but "all", "choose" or a custom choice is "Only necessary".
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const back = returnPathOf(form.get('returnTo'));
  if (form.get('choice') === 'choose') {
    const language = LanguageCode.safeParse(form.get('language'));
    const settings = localizePath('cookieSettings', language.success ? language.data : 'en');
    return redirect(`${settings}?${new URLSearchParams({ returnTo: back })}`, {
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  const choice = consentChoiceOf(purposesOf(form));
  const cookie = serializeCookie(consentCookieName, consentCookieValue(choice), {
    maxAge: consentMaxAgeSeconds,
    secure: env.secureCookies,
  });
  return redirect(back, { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
