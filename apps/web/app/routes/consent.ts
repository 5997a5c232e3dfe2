import { localizePath } from '@shop/contracts';
import { redirect } from 'react-router';
import {
  consentChoiceOf,
  consentCookieName,
  consentCookieValue,
  consentMaxAgeSeconds,
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

/** Back to the page the banner was on: a path of this site only, else the front page. */
function returnPath(form: FormData): string {
  const path = form.get('returnTo');
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')
    ? path
    : localizePath('home', 'en');
}

/**
 * The cookie banner's form without (or before) the page's JavaScript (ADR 79): the choice is stored in the
 * same cookie the browser writes, and the visitor goes back to the page, where Consent Mode's update follows
 * the default. Anything but "all" or a custom choice is "Only necessary".
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const choice = consentChoiceOf(purposesOf(form));
  const cookie = serializeCookie(consentCookieName, consentCookieValue(choice), {
    maxAge: consentMaxAgeSeconds,
    secure: env.secureCookies,
  });
  return redirect(returnPath(form), { headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
